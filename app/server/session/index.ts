// The session: one Session per request (session), read from its signed cookie and committed by the manager,
// where its data lives (store: file-store or redis-store, with lock), and the toast it carries across a redirect (toast). What the rest of the
// app may use of it:
export { createFileSessionStore } from "./file-store.server";
export { withSessionLock } from "./lock.server";
export { REDIS_OPTIONS, createRedisSessionStore } from "./redis-store.server";
export { SESSION_COOKIE, Session, VISITOR_SESSION_SECONDS, isSessionUnavailable } from "./session.server";
export { createSessionManager, parseCookieHeader } from "./manager.server";
export type { SessionManager } from "./manager.server";
export type { SessionStore } from "./store.server";
export { addToast, landToast, takeToast } from "./toast.server";
