// The storefront's upstream client against the sandbox: an expired access token met by many
// concurrent requests causes exactly one refresh (tokens rotate), every request then succeeds; a
// revoked session ends the sign-in (auth cleared, expiry flagged) and passes the 401 on.
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { bootSandbox, FakeClock } from "./sandbox-helpers";
import { createApiClient, type TokenHolder, resetRefreshState, type AuthTokens, ApiError } from "~/server/platform";

const clock = new FakeClock(Date.now());
let env: Awaited<ReturnType<typeof bootSandbox>>;

beforeAll(async () => {
  env = await bootSandbox({ clock: clock.now, accessTokenTtlSeconds: 60 });
});
afterAll(async () => {
  await env.sandbox.close();
});
beforeEach(() => resetRefreshState());

function holder(initial: AuthTokens, key = "session-1") {
  const state = { tokens: initial as AuthTokens | null, cleared: 0, sets: 0 };
  const tokens: TokenHolder = {
    key,
    get: () => state.tokens,
    set: async (t) => {
      state.tokens = t;
      state.sets += 1;
    },
    clear: async () => {
      state.tokens = null;
      state.cleared += 1;
    },
  };
  return { state, tokens };
}

function countingFetch() {
  const counts = { refresh: 0, total: 0 };
  const fetchImpl: typeof fetch = (input, init) => {
    counts.total += 1;
    if (String(input).endsWith("/v5/web/auth/token")) counts.refresh += 1;
    return fetch(input, init);
  };
  return { counts, fetchImpl };
}

describe("token refresh through the upstream client", () => {
  it("refreshes once for 20 concurrent requests with an expired access token", async () => {
    const auth = await env.signIn("60001001");
    const { state, tokens } = holder({ accessToken: auth.access_token, refreshToken: auth.refresh_token });
    const { counts, fetchImpl } = countingFetch();
    const api = createApiClient({
      baseUrl: env.url,
      language: "en",
      tokens,
      timeoutMs: 5000,
      totalTimeoutMs: 10000,
      fetchImpl,
    });
    clock.advance(61); // the access token has expired

    const results = await Promise.all(Array.from({ length: 20 }, () => api.call("profile")));
    expect(results.every((user) => user.id === auth.user.id)).toBe(true);
    expect(counts.refresh).toBe(1);
    expect(state.cleared).toBe(0);
    expect(state.tokens?.refreshToken).not.toBe(auth.refresh_token); // rotated

    // The old refresh token no longer works on the platform.
    const reused = await env.call("POST", "/v5/web/auth/token", { body: { refresh_token: auth.refresh_token } });
    expect(reused.status).toBe(401);
  });

  it("clears auth and passes the 401 on when the refresh is rejected", async () => {
    const auth = await env.signIn("60001002");
    const { state, tokens } = holder({ accessToken: auth.access_token, refreshToken: auth.refresh_token }, "session-2");
    const { counts, fetchImpl } = countingFetch();
    const api = createApiClient({
      baseUrl: env.url,
      language: "en",
      tokens,
      timeoutMs: 5000,
      totalTimeoutMs: 10000,
      fetchImpl,
    });
    await env.call("POST", `/sandbox/revoke?phone_code=%2B965&phone=60001002`);

    const failures = await Promise.allSettled(Array.from({ length: 5 }, () => api.call("profile")));
    for (const failure of failures) {
      expect(failure.status).toBe("rejected");
      expect((failure as PromiseRejectedResult).reason).toBeInstanceOf(ApiError);
      expect(((failure as PromiseRejectedResult).reason as ApiError).status).toBe(401);
    }
    expect(counts.refresh).toBe(1);
    expect(state.tokens).toBeNull();
    expect(state.cleared).toBeGreaterThanOrEqual(1);
  });

  it("sends the refresh without authorization", async () => {
    const auth = await env.signIn("60001003");
    const { tokens } = holder({ accessToken: auth.access_token, refreshToken: auth.refresh_token }, "session-3");
    let refreshAuthorization: string | null = "unset";
    const fetchImpl: typeof fetch = (input, init) => {
      if (String(input).endsWith("/v5/web/auth/token"))
        refreshAuthorization = new Headers(init?.headers).get("Authorization");
      return fetch(input, init);
    };
    const api = createApiClient({
      baseUrl: env.url,
      language: "en",
      tokens,
      timeoutMs: 5000,
      totalTimeoutMs: 10000,
      fetchImpl,
    });
    clock.advance(61);
    await api.call("profile");
    expect(refreshAuthorization).toBeNull();
  });

  it("checks the refresh answer with the table's schema: a malformed one is a 502 and is not stored", async () => {
    const auth = await env.signIn("60001004");
    const { state, tokens } = holder({ accessToken: auth.access_token, refreshToken: auth.refresh_token }, "session-4");
    // Strings where the table wants non-empty ones, and no `expires_in`.
    const fetchImpl: typeof fetch = (input, init) =>
      String(input).endsWith("/v5/web/auth/token")
        ? Promise.resolve(Response.json({ access_token: "at-new", refresh_token: "" }))
        : fetch(input, init);
    const api = createApiClient({
      baseUrl: env.url,
      language: "en",
      tokens,
      timeoutMs: 5000,
      totalTimeoutMs: 10000,
      fetchImpl,
    });
    clock.advance(61);
    const failure = await api.call("profile").catch((error: unknown) => error);
    expect(failure).toBeInstanceOf(ApiError);
    expect(failure).toMatchObject({ status: 502, kind: "invalid" });
    expect(state.sets).toBe(0);
    expect(state.tokens?.refreshToken).toBe(auth.refresh_token);
  });
});
