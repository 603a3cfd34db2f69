// A tiny cookie-keeping client for driving the storefront without a browser (no JS: plain forms).
// Its posts say where they come from (Origin), as a browser's form posts do; the storefront refuses
// writes that do not.
export class Browserless {
  cookies = new Map<string, string>();

  constructor(public base: string) {}

  cookieHeader(): string {
    return [...this.cookies].map(([k, v]) => `${k}=${v}`).join("; ");
  }

  private keep(response: Response): void {
    for (const line of response.headers.getSetCookie()) {
      const [pair] = line.split(";");
      const eq = pair!.indexOf("=");
      const name = pair!.slice(0, eq).trim();
      const value = pair!.slice(eq + 1).trim();
      if (/max-age=0/i.test(line) || value === "") this.cookies.delete(name);
      else this.cookies.set(name, value);
    }
  }

  async get(path: string, headers: Record<string, string> = {}): Promise<Response> {
    const response = await fetch(this.base + path, { headers: { Cookie: this.cookieHeader(), ...headers }, redirect: "manual" });
    this.keep(response);
    return response;
  }

  async post(path: string, form: Record<string, string> | URLSearchParams, headers: Record<string, string> = {}): Promise<Response> {
    const body = form instanceof URLSearchParams ? form : new URLSearchParams(form);
    const response = await fetch(this.base + path, {
      method: "POST",
      body,
      headers: { Cookie: this.cookieHeader(), "Content-Type": "application/x-www-form-urlencoded", Origin: new URL(this.base).origin, ...headers },
      redirect: "manual",
    });
    this.keep(response);
    return response;
  }
}
