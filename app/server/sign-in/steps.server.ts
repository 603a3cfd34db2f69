// The sign-in by one-time code, step by step, kept in the session: phone → code → (new phone) name.
// The page's steps (signInPage) and the one action every step posts to (signInStep); a new session
// id on success, then back to `redirectTo`.
import { z } from "zod";
import {
  isRegistrationRequired,
  type AuthResponse,
  type EndpointInput,
  type OtpChannel,
  type PhoneCode,
} from "~/contract";
import {
  type AppContext,
  apiFailure,
  failure,
  formValues,
  invalid,
  zodFieldErrors,
  redirectBack,
  done,
  checkPhoneRateLimit,
} from "../request";
import { type Session, addToast } from "../session";
import { PHONE_CODES } from "~/i18n/countries";
import { localePath } from "~/i18n/locale";
import { toLatinDigits } from "~/utils/digits";
import { safeRedirectPath } from "~/utils/redirect";
import { ApiError, apiMessage } from "../platform";
import { isSignedIn, signIn } from "./auth.server";
import { countrySettings } from "../catalogue";
import { retrySeconds, tooManyRequests, waitMessage } from "../ops";
import { deviceTag, rememberDevice } from "./device.server";
import { pageUrl } from "~/utils/data-request";

export interface SignInState {
  phoneCode: PhoneCode;
  phone: string;
  channel: OtpChannel;
  step: "code" | "register";
  /** When a new code may be requested (ms since epoch): the resend timer, kept across pages. */
  resendAt: number;
  registrationToken: string | null;
  startedAt: number;
}

declare module "../session/session.server" {
  interface SessionData {
    signIn?: SignInState;
  }
}

/** A sign-in left half-way is forgotten after 15 minutes (the platform's codes live 5). */
const SIGN_IN_TTL_MS = 15 * 60 * 1000;

export function getSignIn(session: Session, now = Date.now()): SignInState | null {
  const state = session.get("signIn");
  if (!state) return null;
  if (now - state.startedAt > SIGN_IN_TTL_MS) {
    session.unset("signIn");
    return null;
  }
  return state;
}

/**
 * Spec section 5: 7 to 15 digits, optionally with single spaces between digits. Arabic-Indic
 * digits (an Arabic keyboard) count as digits; the platform gets Latin ones.
 */
export const phoneInputSchema = z
  .string()
  .trim()
  .transform(toLatinDigits)
  .pipe(z.string().regex(/^\d(?: ?\d)*$/))
  .transform((value) => value.replace(/ /g, ""))
  .refine((digits) => digits.length >= 7 && digits.length <= 15);

export const phoneFormSchema = z.object({
  phone_code: z.enum(PHONE_CODES),
  phone: phoneInputSchema,
  channel: z.enum(["sms", "whatsapp", "sms_and_whatsapp"]),
});

/** The 6-digit code; a space or dash as pasted ("123 456", "123-456") and Arabic-Indic digits are fine. */
export const codeFormSchema = z.object({
  code: z
    .string()
    .transform((value) => toLatinDigits(value).replace(/[\s-]/g, ""))
    .pipe(z.string().regex(/^\d{6}$/)),
});

export const registerFormSchema = z.object({
  name: z.string().trim().min(1).max(100),
  email: z
    .string()
    .trim()
    .max(320)
    .transform((v) => v || null)
    .pipe(z.string().email().nullable()),
});

export const requestOtp = (context: AppContext, body: EndpointInput<"otpRequest">["body"]) =>
  context.api.call("otpRequest", { body });

export const verifyOtp = (context: AppContext, body: EndpointInput<"otpVerify">["body"]) =>
  context.api.call("otpVerify", { body });

export const registerCustomer = (context: AppContext, body: EndpointInput<"register">["body"]) =>
  context.api.call("register", { body });

/** Back where the customer came from (a page of this site only), or the account page. */
function backTarget(context: AppContext, request: Request): string {
  return safeRedirectPath(new URL(request.url).searchParams.get("redirectTo"), localePath(context.locale, "/account"));
}

/** The sign-in page's step (a signed-in customer goes back where they came from). */
export async function signInPage(context: AppContext, request: Request) {
  if (isSignedIn(context.session))
    throw redirectBack(backTarget(context, request), localePath(context.locale, "/account"), 302);
  const state = getSignIn(context.session);
  return {
    step: state?.step ?? ("phone" as const),
    phone: state ? `${state.phoneCode} ${state.phone}` : null,
    resendIn: state ? Math.max(0, Math.ceil((state.resendAt - Date.now()) / 1000)) : 0,
    defaultPhoneCode: (await countrySettings(context, context.locale.country)).phoneCode,
    showInbox: !context.config.isProduction,
    meta: { title: context.t("account.signIn.title") },
  };
}

const PHONE_FIELDS = ["phone_code", "phone", "channel"] as const;

/** A wait in words; hours once it is two hours or more (a phone's daily budget of checks). */
function signInWait(t: AppContext["t"], seconds: number): string {
  return seconds >= 7200
    ? t("account.signIn.errors.waitHours", { count: Math.ceil(seconds / 3600) })
    : waitMessage(t, seconds);
}

/** The phone of a sign-in as its limits and device key it: the code and the digits. */
const phoneOf = (state: Pick<SignInState, "phoneCode" | "phone">) => `${state.phoneCode}${state.phone}`;

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

/**
 * Signed in: back where the customer came from (the dialog closes on `signedIn`); the browser is
 * remembered as one that signed in with this phone (its own code budget for it, decision 0119).
 */
function finish(context: AppContext, request: Request, auth: AuthResponse, phone: string) {
  const { user } = auth;
  signIn(
    context,
    { accessToken: auth.access_token, refreshToken: auth.refresh_token },
    {
      id: user.id,
      name: user.name,
      email: user.email,
      phone_code: user.phone_code,
      phone: user.phone,
    },
  );
  context.session.unset("signIn");
  addToast(context.session, "success", context.t("account.signIn.welcome", { name: user.name }));
  const response = done(context, backTarget(context, request), { signedIn: true });
  response.headers.append("Set-Cookie", rememberDevice(context, request, phone));
  return response;
}

/** What every step of one post works with: the form, the sign-in so far, and how to answer. */
interface Step {
  readonly context: AppContext;
  readonly form: FormData | null;
  readonly state: ReturnType<typeof getSignIn>;
  /** The next step: this page again (a plain form is sent to it; the dialog, posting data, stays open and loads the step). */
  again(): Response;
  /** Counts a code request or check for this phone: its own budget for a browser that signed in with it before. */
  limit(name: "otpRequest" | "otpVerify", phone: string): Promise<number | null>;
  /** Too many tries: the form again with the wait, a 429 with Retry-After (page, dialog or data). */
  wait(values: Record<string, string>, seconds: number, message?: string): Response;
}

/**
 * One step of the sign-in, by the form's `intent`: request-code, resend, verify, register, restart.
 * Each step answers done() to this page again (`signedIn: false`: the dialog stays open and loads
 * the next step), the last one done() back where the customer came from (`signedIn: true`); a
 * refusal is the form's failure, a wait a 429 with Retry-After, a locked phone a 423.
 */
export async function signInStep(context: AppContext, request: Request, form: FormData | null) {
  const here = pageUrl(request.url);
  const intent = form?.get("intent");
  const step: Step = {
    context,
    form,
    state: getSignIn(context.session),
    again: () => done(context, safeRedirectPath(here.pathname + here.search, here.pathname), { signedIn: false }),
    limit: (name, phone) => checkPhoneRateLimit(context, name, phone, deviceTag(context, request, phone)),
    wait: (values, seconds, message = signInWait(context.t, seconds)) =>
      tooManyRequests(seconds, failure(values, {}, message)),
  };
  try {
    switch (intent) {
      case "request-code":
        return await requestCodeStep(step);
      case "resend":
        return await resendStep(step);
      case "verify":
        return await verifyStep(step, request);
      case "register":
        return await registerStep(step, request);
      case "restart":
        context.session.unset("signIn");
        return step.again();
      default:
        return invalid({}, {}, context.t("common.errors.badRequest"));
    }
  } catch (error) {
    if (error instanceof ApiError && error.kind !== "cancelled") return refusedStep(step, intent, error);
    throw error;
  }
}

async function requestCodeStep({ context, form, limit, wait, again }: Step) {
  const { t } = context;
  const values = formValues(form, PHONE_FIELDS);
  const parsed = phoneFormSchema.safeParse(values);
  if (!parsed.success) {
    const errors = zodFieldErrors(parsed.error, t);
    if (errors.phone) errors.phone = t("account.signIn.errors.phone");
    if (errors.phone_code) errors.phone_code = t("account.signIn.errors.phoneCode");
    if (errors.channel) errors.channel = t("account.signIn.errors.channel");
    return invalid(values, errors);
  }
  const limited = await limit("otpRequest", `${parsed.data.phone_code}${parsed.data.phone}`);
  if (limited !== null) return wait(values, limited);
  await requestCode(context, {
    phoneCode: parsed.data.phone_code,
    phone: parsed.data.phone,
    channel: parsed.data.channel,
  });
  return again();
}

async function resendStep({ context, state, limit, wait, again }: Step) {
  const { t } = context;
  if (!state) return invalid({}, {}, t("account.signIn.errors.expired"));
  const resendIn = Math.ceil((state.resendAt - Date.now()) / 1000);
  if (resendIn > 0) return wait({}, resendIn, t("account.signIn.errors.wait", { count: resendIn }));
  const limited = await limit("otpRequest", phoneOf(state));
  if (limited !== null) return wait({}, limited);
  await requestCode(context, state);
  return again();
}

async function verifyStep({ context, form, state, limit, wait, again }: Step, request: Request) {
  const { t, session } = context;
  const values = formValues(form, ["code"]);
  if (!state || state.step !== "code") return invalid(values, {}, t("account.signIn.errors.expired"));
  const parsed = codeFormSchema.safeParse(values);
  if (!parsed.success) return invalid(values, { code: t("account.signIn.errors.code") });
  const limited = await limit("otpVerify", phoneOf(state));
  if (limited !== null) return wait(values, limited);
  const answer = await verifyOtp(context, { phone_code: state.phoneCode, phone: state.phone, code: parsed.data.code });
  if (isRegistrationRequired(answer)) {
    session.set("signIn", { ...state, step: "register", registrationToken: answer.registration_token });
    return again();
  }
  return finish(context, request, answer, phoneOf(state));
}

async function registerStep({ context, form, state }: Step, request: Request) {
  const { t } = context;
  const values = formValues(form, ["name", "email"]);
  if (!state || state.step !== "register" || !state.registrationToken)
    return invalid(values, {}, t("account.signIn.errors.expired"));
  const parsed = registerFormSchema.safeParse(values);
  if (!parsed.success) return invalid(values, zodFieldErrors(parsed.error, t));
  const auth = await registerCustomer(context, {
    registration_token: state.registrationToken,
    name: parsed.data.name,
    email: parsed.data.email,
  });
  return finish(context, request, auth, phoneOf(state));
}

/** The platform refused a step: a wait, a locked phone, a wrong code, a spent registration, or its own message. */
function refusedStep({ context, form, wait }: Step, intent: FormDataEntryValue | null | undefined, error: ApiError) {
  const { t, session } = context;
  const values = formValues(
    form,
    intent === "register" ? ["name", "email"] : intent === "verify" ? ["code"] : PHONE_FIELDS,
  );
  if (error.status === 429) return wait(values, retrySeconds(error.retryAfter));
  if (error.code === "phone_locked") {
    // Too many wrong codes for this phone over a day (the platform's lock): say until when.
    const seconds = retrySeconds(error.retryAfter);
    const message = t("account.signIn.errors.phoneLocked", { count: Math.ceil(seconds / 3600) });
    return invalid(values, {}, message, { status: 423, headers: { "Retry-After": String(seconds) } });
  }
  if (intent === "verify" && error.status < 500)
    return invalid(values, { code: apiMessage(error, t) }, null, error.status === 401 ? 400 : error.status);
  if (
    intent === "register" &&
    error.status < 500 &&
    !("name" in error.fieldErrors) &&
    !("email" in error.fieldErrors)
  ) {
    // The registration token is spent or expired, or the phone was registered meanwhile: the
    // customer starts again (a known phone then signs in without registering).
    session.unset("signIn");
    if (error.status === 401 || "registration_token" in error.fieldErrors)
      return invalid(values, {}, t("account.signIn.errors.expired"));
  }
  return apiFailure(error, values, t);
}
