// A tiny cookie-keeping client for driving the storefront without a browser (no JS: plain forms).
// Its posts say where they come from (Origin), as a browser's form posts do; the storefront refuses
// writes that do not. With `host`, it is a customer of that host (a vendor's `<slug>.localhost:PORT`),
// reached on `base`'s address: fetch may not set Host, and `*.localhost` names need no resolver.
import { request as httpRequest } from "node:http";

export class Browserless {
  cookies = new Map<string, string>();

  constructor(
    public base: string,
    private host?: string,
  ) {}

  private send(
    path: string,
    init: { method: string; headers: Record<string, string>; body?: URLSearchParams },
  ): Promise<Response> {
    if (!this.host) return fetch(this.base + path, { ...init, redirect: "manual" });
    const url = new URL(path, this.base);
    const body = init.body?.toString();
    return new Promise((resolve, reject) => {
      const req = httpRequest(
        {
          host: url.hostname,
          port: url.port,
          path: url.pathname + url.search,
          method: init.method,
          headers: {
            ...init.headers,
            Host: this.host!,
            ...(body ? { "Content-Length": String(Buffer.byteLength(body)) } : {}),
          },
        },
        (res) => {
          const chunks: Buffer[] = [];
          res.on("data", (c: Buffer) => chunks.push(c));
          res.on("end", () => {
            const headers = new Headers();
            for (const [name, value] of Object.entries(res.headers))
              for (const v of [value ?? []].flat()) headers.append(name, v);
            const status = res.statusCode ?? 0;
            resolve(new Response(status === 204 || status === 304 ? null : Buffer.concat(chunks), { status, headers }));
          });
        },
      );
      req.on("error", reject);
      req.end(body);
    });
  }

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
    const response = await this.send(path, { method: "GET", headers: { Cookie: this.cookieHeader(), ...headers } });
    this.keep(response);
    return response;
  }

  async post(
    path: string,
    form: Record<string, string> | URLSearchParams,
    headers: Record<string, string> = {},
  ): Promise<Response> {
    const body = form instanceof URLSearchParams ? form : new URLSearchParams(form);
    const origin = this.host ? `${new URL(this.base).protocol}//${this.host}` : new URL(this.base).origin;
    const response = await this.send(path, {
      method: "POST",
      body,
      headers: {
        Cookie: this.cookieHeader(),
        "Content-Type": "application/x-www-form-urlencoded",
        Origin: origin,
        ...headers,
      },
    });
    this.keep(response);
    return response;
  }
}

/** A browser without JS at its own client address, as a trusted proxy tells it (`X-Forwarded-For`). */
export class BrowserlessAt extends Browserless {
  constructor(
    base: string,
    readonly ip: string,
  ) {
    super(base);
  }

  override get(path: string, headers: Record<string, string> = {}): Promise<Response> {
    return super.get(path, { "X-Forwarded-For": this.ip, ...headers });
  }

  override post(
    path: string,
    form: Record<string, string> | URLSearchParams,
    headers: Record<string, string> = {},
  ): Promise<Response> {
    return super.post(path, form, { "X-Forwarded-For": this.ip, ...headers });
  }
}
