// Sign-in by one-time code: phone and channel → the 6-digit code (resend timer in the session) →
// name and optional email for a new phone. A new session id on success; back to `redirectTo`.
import type { I18nHandle } from "~/i18n/namespaces";
import { withNamespaces } from "~/i18n/client-translations";
import type { ActionFunctionArgs, HeadersFunction, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { json } from "@remix-run/node";
import { Form, useActionData, useLoaderData, useNavigation } from "@remix-run/react";
import { SignInSteps } from "~/components/sign-in/sign-in-steps";
import { requireKnownLocale } from "~/server/route-params.server";
import { done, readForm } from "~/server/respond.server";
import { apiFailure, failure, formValues, invalid, zodFieldErrors } from "~/server/forms.server";
import { formFailure } from "~/components/form-failure";
import { useFollowDone } from "~/components/follow-done";
import {
  codeFormSchema,
  getSignIn,
  isRegistrationRequired,
  phoneFormSchema,
  registerCustomer,
  registerFormSchema,
  requestOtp,
  verifyOtp,
  type SignInState,
} from "~/server/sign-in.server";
import { isSignedIn, signIn } from "~/server/auth.server";
import { checkRateLimit } from "~/server/rate-limit.server";
import { keepRetryAfter, retrySeconds, tooManyRequests, waitMessage } from "~/server/too-many-requests.server";
import { addToast } from "~/server/toast.server";
import { ApiError, apiMessage } from "~/server/api/errors.server";
import type { AppContext } from "~/server/context.server";
import type { AuthResponse } from "~/contract";
import { localePath } from "~/i18n/locale";
import { useI18n } from "~/i18n/react";
import { BackLink } from "~/components/back-link";
import { redirectBack } from "~/server/redirect.server";
import { pageMeta } from "~/utils/meta";
import { safeRedirectPath } from "~/utils/redirect";
import { countrySettings } from "~/server/country-settings.server";

/** The translation namespaces this page uses besides common (app/i18n/namespaces.ts). */
const NAMESPACES = ["account"] as const;
export const handle: I18nHandle = { i18n: NAMESPACES };
export const clientLoader = withNamespaces(NAMESPACES);

export const meta: MetaFunction<typeof loader> = ({ data }) => pageMeta(data);

/** A 429 (or a locked phone) keeps its Retry-After on the page. */
export const headers: HeadersFunction = keepRetryAfter;

/** Back where the customer came from (a page of this site only), or the account page. */
function goBack(request: Request, context: AppContext, status = 302): Response {
  return redirectBack(backTarget(request, context), localePath(context.locale, "/account"), status);
}

function backTarget(request: Request, context: AppContext): string {
  return safeRedirectPath(new URL(request.url).searchParams.get("redirectTo"), localePath(context.locale, "/account"));
}

export async function loader({ request, params, context }: LoaderFunctionArgs) {
  requireKnownLocale(params);
  if (isSignedIn(context.session)) throw goBack(request, context);
  const state = getSignIn(context.session);
  return json({
    step: state?.step ?? ("phone" as const),
    phone: state ? `${state.phoneCode} ${state.phone}` : null,
    resendIn: state ? Math.max(0, Math.ceil((state.resendAt - Date.now()) / 1000)) : 0,
    defaultPhoneCode: (await countrySettings(context, context.locale.country)).phoneCode,
    showInbox: !context.config.isProduction,
    meta: { title: context.t("account.signIn.title") },
  });
}

const PHONE_FIELDS = ["phone_code", "phone", "channel"] as const;

async function requestCode(context: AppContext, state: Pick<SignInState, "phoneCode" | "phone" | "channel">) {
  const answer = await requestOtp(context, { phone_code: state.phoneCode, phone: state.phone, channel: state.channel });
  context.session.set("signIn", {
    ...state,
    step: "code",
    resendAt: Date.now() + answer.retry_after * 1000,
    registrationToken: null,
    startedAt: Date.now(),
  });
}

/** Signed in: back where the customer came from (the dialog closes on `signedIn`). */
function finish(context: AppContext, request: Request, auth: AuthResponse) {
  const { user } = auth;
  signIn(context.session, { accessToken: auth.access_token, refreshToken: auth.refresh_token }, {
    id: user.id,
    name: user.name,
    email: user.email,
    phone_code: user.phone_code,
    phone: user.phone,
  });
  context.session.unset("signIn");
  addToast(context.session, "success", context.t("account.signIn.welcome", { name: user.name }));
  return done(context, backTarget(request, context), { signedIn: true });
}

export async function action({ request, params, context }: ActionFunctionArgs) {
  requireKnownLocale(params);
  const { t, session } = context;
  const form = await readForm(request);
  const intent = form?.get("intent");
  const here = new URL(request.url);
  here.searchParams.delete("_data");
  // The next step is this page again (a plain form is sent to it; the dialog, posting data, stays
  // open and loads the step; the page with JS has its loader run again after the post).
  const again = () => done(context, safeRedirectPath(here.pathname + here.search, here.pathname), { signedIn: false });
  const state = getSignIn(session);
  /** Too many tries: the form again with the wait, a 429 with Retry-After (page, dialog or data). */
  const wait = (values: Record<string, string>, seconds: number, message = waitMessage(t, seconds)) =>
    tooManyRequests(seconds, failure(values, {}, message));

  try {
    switch (intent) {
      case "request-code": {
        const values = formValues(form, PHONE_FIELDS);
        const parsed = phoneFormSchema.safeParse(values);
        if (!parsed.success) {
          const errors = zodFieldErrors(parsed.error, t);
          if (errors.phone) errors.phone = t("account.signIn.errors.phone");
          if (errors.phone_code) errors.phone_code = t("account.signIn.errors.phoneCode");
          if (errors.channel) errors.channel = t("account.signIn.errors.channel");
          return invalid(values, errors);
        }
        const limited = await checkRateLimit(context, "otpRequest");
        if (limited !== null) return wait(values, limited);
        await requestCode(context, { phoneCode: parsed.data.phone_code, phone: parsed.data.phone, channel: parsed.data.channel });
        return again();
      }
      case "resend": {
        if (!state) return invalid({}, {}, t("account.signIn.errors.expired"));
        const resendIn = Math.ceil((state.resendAt - Date.now()) / 1000);
        if (resendIn > 0) return wait({}, resendIn, t("account.signIn.errors.wait", { count: resendIn }));
        const limited = await checkRateLimit(context, "otpRequest");
        if (limited !== null) return wait({}, limited);
        await requestCode(context, state);
        return again();
      }
      case "verify": {
        const values = formValues(form, ["code"]);
        if (!state || state.step !== "code") return invalid(values, {}, t("account.signIn.errors.expired"));
        const parsed = codeFormSchema.safeParse(values);
        if (!parsed.success) return invalid(values, { code: t("account.signIn.errors.code") });
        const limited = await checkRateLimit(context, "otpVerify");
        if (limited !== null) return wait(values, limited);
        const answer = await verifyOtp(context, { phone_code: state.phoneCode, phone: state.phone, code: parsed.data.code });
        if (isRegistrationRequired(answer)) {
          session.set("signIn", { ...state, step: "register", registrationToken: answer.registration_token });
          return again();
        }
        return finish(context, request, answer);
      }
      case "register": {
        const values = formValues(form, ["name", "email"]);
        if (!state || state.step !== "register" || !state.registrationToken) return invalid(values, {}, t("account.signIn.errors.expired"));
        const parsed = registerFormSchema.safeParse(values);
        if (!parsed.success) return invalid(values, zodFieldErrors(parsed.error, t));
        const auth = await registerCustomer(context, { registration_token: state.registrationToken, name: parsed.data.name, email: parsed.data.email });
        return finish(context, request, auth);
      }
      case "restart":
        session.unset("signIn");
        return again();
      default:
        return invalid({}, {}, t("common.errors.badRequest"));
    }
  } catch (error) {
    if (error instanceof ApiError && error.kind !== "cancelled") {
      const values = formValues(form, intent === "register" ? ["name", "email"] : intent === "verify" ? ["code"] : PHONE_FIELDS);
      if (error.status === 429) return wait(values, retrySeconds(error.retryAfter));
      if (error.code === "phone_locked") {
        // Too many wrong codes for this phone over a day (the platform's lock): say until when.
        const seconds = retrySeconds(error.retryAfter);
        const message = t("account.signIn.errors.phoneLocked", { count: Math.ceil(seconds / 3600) });
        return invalid(values, {}, message, { status: 423, headers: { "Retry-After": String(seconds) } });
      }
      if (intent === "verify" && error.status < 500) return invalid(values, { code: apiMessage(error, t) }, null, error.status === 401 ? 400 : error.status);
      if (intent === "register" && error.status < 500 && !("name" in error.fieldErrors) && !("email" in error.fieldErrors)) {
        // The registration token is spent or expired, or the phone was registered meanwhile: the
        // customer starts again (a known phone then signs in without registering).
        session.unset("signIn");
        if (error.status === 401 || "registration_token" in error.fieldErrors) return invalid(values, {}, t("account.signIn.errors.expired"));
        return apiFailure(error, values, t);
      }
      return apiFailure(error, values, t);
    }
    throw error;
  }
}

export default function SignInPage() {
  const { t } = useI18n();
  const data = useLoaderData<typeof loader>();
  const answer = useActionData<typeof action>();
  // With JS this page's forms post data: past the last step it goes where a plain form is sent.
  useFollowDone(answer);
  const refusal = formFailure(answer);
  const busy = useNavigation().state === "submitting";
  return (
    <div className="container-page max-w-md py-6">
      <BackLink />
      <h1 className="mb-6 text-2xl font-bold">{t("account.signIn.title")}</h1>
      <SignInSteps data={data} failure={refusal} busy={busy} FormComponent={Form} />
    </div>
  );
}
