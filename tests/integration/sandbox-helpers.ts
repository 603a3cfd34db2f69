// Shared helpers for the sandbox integration tests: a fake clock and a small JSON client.
import { startSandbox, type SandboxOptions } from "../../sandbox/server";

// Test replies are loosely typed on purpose: each test checks the fields it cares about.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export type Json = any;

export interface Reply<T = Json> {
  status: number;
  body: T;
  headers: Headers;
}

export class FakeClock {
  constructor(public ms = Date.parse("2025-03-10T09:00:00.000Z")) {}
  now = () => this.ms;
  advance(seconds: number) {
    this.ms += seconds * 1000;
  }
}

export async function bootSandbox(opts: SandboxOptions = {}) {
  const logs: string[] = [];
  const sandbox = await startSandbox({ port: 0, logRequests: false, log: (line) => logs.push(line), ...opts });
  const call = async <T = Json>(
    method: string,
    path: string,
    options: {
      body?: unknown;
      rawBody?: string;
      token?: string | null;
      lang?: string;
      headers?: Record<string, string>;
    } = {},
  ): Promise<Reply<T>> => {
    const headers: Record<string, string> = { Accept: "application/json", ...options.headers };
    if (options.lang) headers["Accept-Language"] = options.lang;
    if (options.token) headers.Authorization = `Bearer ${options.token}`;
    let body: string | undefined;
    if (options.rawBody !== undefined) body = options.rawBody;
    else if (options.body !== undefined) body = JSON.stringify(options.body);
    if (body !== undefined) headers["Content-Type"] ??= "application/json";
    const res = await fetch(sandbox.url + path, { method, headers, body, redirect: "manual" });
    const text = await res.text();
    let parsed: unknown = text;
    if ((res.headers.get("content-type") ?? "").includes("application/json")) parsed = JSON.parse(text);
    return { status: res.status, body: parsed as T, headers: res.headers };
  };

  /** The newest code sent to a phone, read from the sandbox inbox. */
  const latestCode = async (phone: string, phoneCode = "+965"): Promise<string> => {
    const reply = await call("GET", `/sandbox/inbox.json?phone_code=${encodeURIComponent(phoneCode)}&phone=${phone}`);
    const code = reply.body.data[0]?.code;
    if (!code) throw new Error(`no code for ${phone}`);
    return code;
  };

  /** Signs a phone in (registering it if new) and returns the auth response. */
  const signIn = async (phone: string, phoneCode = "+965", name = "Test Customer") => {
    const requested = await call("POST", "/v5/web/auth/otp/request", {
      body: { phone_code: phoneCode, phone, channel: "sms" },
    });
    if (requested.status !== 200) throw new Error(`otp request ${requested.status} ${JSON.stringify(requested.body)}`);
    const code = await latestCode(phone, phoneCode);
    const verified = await call("POST", "/v5/web/auth/otp/verify", { body: { phone_code: phoneCode, phone, code } });
    if (verified.status !== 200) throw new Error(`verify ${verified.status} ${JSON.stringify(verified.body)}`);
    if (verified.body.registration_token) {
      const registered = await call("POST", "/v5/web/auth/register", {
        body: { registration_token: verified.body.registration_token, name },
      });
      if (registered.status !== 201) throw new Error(`register ${registered.status}`);
      return registered.body as { access_token: string; refresh_token: string; user: { id: number } };
    }
    return verified.body as { access_token: string; refresh_token: string; user: { id: number } };
  };

  return { sandbox, url: sandbox.url, call, logs, latestCode, signIn };
}
