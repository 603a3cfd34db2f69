// A request in the app: the configuration (config), the context every loader and action gets (context),
// server-side messages (i18n), per-client rate limits (rate-limits), and how routes read parameters and answer
// (route-params, forms, respond, redirect, route-errors, public-origin). What the rest of the app may use of
// it:
export { getConfig, loadConfig, secretProblem, setConfig, withSecretFiles } from "./config.server";
export type { Config } from "./config.server";
export type { AppContext } from "./context.server";
export { apiFailure, failure, formValues, invalid, parseId, parsePage, refused, zodFieldErrors } from "./forms.server";
export { publicOrigin } from "./public-origin.server";
export { redirectBack } from "./redirect.server";
export { answer, done, readForm, redirectTarget } from "./respond.server";
export { notFound, routeError, serviceUnavailable } from "./route-errors.server";
export type { RouteErrorData } from "./route-errors.server";
export { requireKnownLocale, requireSlug } from "./route-params.server";
export { createI18nServer } from "./i18n.server";
export type { I18nServer } from "./i18n.server";
export {
  LIMITS,
  PHONE_CEILINGS,
  PHONE_LIMITS,
  checkLimit,
  checkPhoneRateLimit,
  checkRateLimit,
  clientNetwork,
} from "./rate-limits.server";
