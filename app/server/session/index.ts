// The session: its signed cookie and one Session per request (session), where its data lives (store: file-
// store or redis-store, with lock), and the toast it carries across a redirect (toast). What the rest of the
// app may use of it:
export { createFileSessionStore } from "./file-store.server";
export { withSessionLock } from "./lock.server";
export { REDIS_OPTIONS, createRedisSessionStore } from "./redis-store.server";
export {
  SESSION_COOKIE,
  Session,
  VISITOR_SESSION_SECONDS,
  createSessionManager,
  isSessionUnavailable,
  parseCookieHeader,
} from "./session.server";
export type { SessionManager } from "./session.server";
export type { SessionStore } from "./store.server";
export { addToast, landToast, takeToast } from "./toast.server";
