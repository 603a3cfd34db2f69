// Sign-in state in the session: the tokens (never sent to the browser), the signed-in user, and the
// one-shot "your session has expired" flag set when a 401 survives the refresh; and the guards of a
// signed-in customer's pages and actions: a signed-out visitor goes to sign-in and comes back, and a
// 401 that survives the refresh (auth cleared by the client) does the same, the sign-in page then
// saying the session expired.
import { type AuthTokens, type TokenHolder, ApiError } from "../platform";
import { VISITOR_SESSION_SECONDS, type Session, type SessionManager } from "../session";
import { type AppContext, routeError } from "../request";
import type { Logger } from "../ops";
import { redirect } from "@remix-run/node";
import { localePath } from "~/i18n/locale";
import { pageUrl } from "~/utils/data-request";

export interface SessionUser {
  id: number | string;
  name: string | null;
  email: string | null;
  phone_code: string | null;
  phone: string | null;
}

declare module "../session/session.server" {
  interface SessionData {
    auth?: AuthTokens;
    user?: SessionUser;
    /** Set when a 401 survived the refresh; the next page shows the expiry message (spec section 8). */
    authExpired?: boolean;
    /** When the customer signed in (ms): a sign-in lasts SIGN_IN_MAX_SECONDS at most. */
    signedInAt?: number;
    /** Whose session this is since a sign-in (its user id), kept when the sign-in expires. */
    customer?: string;
  }
}

/**
 * A sign-in lasts at most 90 days: then the customer signs in again (the platform's refresh token,
 * 30 days from its last use, usually ends it sooner); the session, and its cart, go on as a
 * visitor's (docs/decisions/0086).
 */
export const SIGN_IN_MAX_SECONDS = 90 * 86_400;

/**
 * Ends a sign-in past 90 days as the session is read (SessionManager's `onLoad`), before any page
 * sees it: the tokens go, and the next page says the session expired; the rest stays.
 */
export function expireSignIn(session: Session): void {
  if (!session.has("auth")) return;
  const signedInAt = session.get("signedInAt");
  // A sign-in kept from before its time was recorded counts from now.
  if (signedInAt === undefined) session.set("signedInAt", Date.now());
  else if (Date.now() - signedInAt > SIGN_IN_MAX_SECONDS * 1000) {
    clearAuth(session);
    session.set("authExpired", true);
  }
}

/** How long a session lives from now (SessionManager's `lifetime`): a visitor's 30 days, a sign-in's to its end. */
export function sessionLifetime(data: Record<string, unknown>): number {
  const signedInAt = typeof data.auth === "object" && typeof data.signedInAt === "number" ? data.signedInAt : null;
  const signInLeft = signedInAt === null ? 0 : Math.ceil((signedInAt + SIGN_IN_MAX_SECONDS * 1000 - Date.now()) / 1000);
  return Math.max(VISITOR_SESSION_SECONDS, signInLeft);
}

export function isSignedIn(session: Session): boolean {
  return Boolean(session.get("auth")?.accessToken);
}

/**
 * A new id after sign-in (no session fixation). A visitor's session carries over (the cart added
 * before signing in stays); a session left by another customer whose sign-in expired starts anew,
 * so nothing of theirs (cart, checkout draft, location) reaches the one signing in.
 */
export function signIn(context: Pick<AppContext, "session" | "sessions">, tokens: AuthTokens, user: SessionUser): void {
  const { session, sessions } = context;
  const customer = String(user.id);
  const previous = session.get("customer");
  if (previous !== undefined && previous !== customer) sessions.regenerate(session);
  else session.rotate();
  session.set("auth", tokens);
  session.set("signedInAt", Date.now());
  session.set("user", user);
  session.set("customer", customer);
  session.unset("authExpired");
}

/**
 * Sign-out: the platform is told (a failure is ignored: the customer is signed out all the same),
 * then a new session in place of this one (SessionManager.regenerate): the old record is deleted
 * and nothing of the customer stays — cart, checkout draft, location. The language is its own
 * cookie (i18n.server.ts), untouched.
 */
export async function signOut(context: AppContext): Promise<void> {
  if (isSignedIn(context.session)) {
    await context.api.call("logout").catch((error: unknown) => {
      context.log.info("logout call failed (ignored)", { error: error instanceof Error ? error.name : "unknown" });
    });
  }
  context.sessions.regenerate(context.session);
}

/** Clears auth data and the user (a failed refresh; sign-out drops the whole session). */
export function clearAuth(session: Session): void {
  session.unset("auth");
  session.unset("signedInAt");
  session.unset("user");
}

export function createTokenHolder(session: Session, sessions: SessionManager, log: Logger): TokenHolder {
  return {
    get key() {
      return session.key;
    },
    get: () => session.get("auth") ?? null,
    async set(tokens) {
      session.set("auth", tokens);
      await sessions.writeNow(session, { auth: tokens }, log);
    },
    async clear() {
      clearAuth(session);
      session.set("authExpired", true);
    },
    async reload() {
      if (!session.id) return null;
      const stored = (await sessions.store.read(session.id, log))?.auth as AuthTokens | undefined;
      if (!stored?.accessToken || !stored.refreshToken) return null;
      session.set("auth", stored);
      return stored;
    },
  };
}

function signInPath(context: AppContext, request: Request): string {
  const url = pageUrl(request.url);
  return `${localePath(context.locale, "/sign-in")}?redirectTo=${encodeURIComponent(url.pathname + url.search)}`;
}

export function requireCustomer(context: AppContext, request: Request): void {
  if (!isSignedIn(context.session)) throw redirect(signInPath(context, request));
}

/** Runs customer calls of a loader: a lost sign-in redirects to sign-in, other errors are pages. */
export async function customerLoad<T>(context: AppContext, request: Request, load: () => Promise<T>): Promise<T> {
  requireCustomer(context, request);
  try {
    return await load();
  } catch (error) {
    if (error instanceof ApiError && error.status === 401) throw redirect(signInPath(context, request));
    return routeError(error);
  }
}

/** In actions: a 401 redirects to sign-in; anything else is the caller's to show. */
export function rethrowUnauthorized(error: unknown, context: AppContext, request: Request): void {
  if (error instanceof ApiError && error.status === 401) throw redirect(signInPath(context, request));
  if (error instanceof ApiError && error.kind === "cancelled") throw error;
}
