// The single refresh in flight per session. With rotating refresh tokens, two parallel refreshes would
// make the loser look rejected and sign the customer out; so every request of a session that meets a
// 401 shares one refresh, and a just-rotated token is remembered for a minute for requests that
// started with it after the refresh had finished.
export interface AuthTokens {
  accessToken: string;
  refreshToken: string;
}

const inFlight = new Map<string, Promise<AuthTokens | null>>();
const rotated = new Map<string, { tokens: AuthTokens; at: number }>();
const REMEMBER_MS = 60_000;

export function refreshTokens({
  key,
  stale,
  refresh,
}: {
  key: string;
  stale: AuthTokens;
  /** Calls the platform; null when it rejects the refresh token, throws on an outage. */
  refresh: (refreshToken: string) => Promise<AuthTokens | null>;
}): Promise<AuthTokens | null> {
  const known = rotated.get(stale.refreshToken);
  if (known && Date.now() - known.at < REMEMBER_MS) return Promise.resolve(known.tokens);
  let running = inFlight.get(key);
  if (!running) {
    running = refresh(stale.refreshToken)
      .then((tokens) => {
        if (tokens) remember(stale.refreshToken, tokens);
        return tokens;
      })
      .finally(() => inFlight.delete(key));
    inFlight.set(key, running);
  }
  return running;
}

function remember(oldRefreshToken: string, tokens: AuthTokens): void {
  const now = Date.now();
  for (const [token, entry] of rotated) if (now - entry.at >= REMEMBER_MS) rotated.delete(token);
  rotated.set(oldRefreshToken, { tokens, at: now });
}

/** For tests. */
export function resetRefreshState(): void {
  inFlight.clear();
  rotated.clear();
}
