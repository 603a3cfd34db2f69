// Sign-in by one-time code: phone and channel → the 6-digit code (resend timer in the session) →
// name and optional email for a new phone. A new session id on success; back to `redirectTo`.
import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { json, redirect } from "@remix-run/node";
import { Form, useActionData, useLoaderData, useNavigation } from "@remix-run/react";
import { useEffect, useState } from "react";
import { requireKnownLocale } from "~/server/route-params.server";
import { readForm } from "~/server/respond.server";
import { apiFailure, formValues, invalid, zodFieldErrors, type FormFailure } from "~/server/forms.server";
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
import { enforceRateLimit } from "~/server/rate-limit.server";
import { addToast } from "~/server/toast.server";
import { ApiError } from "~/server/api/errors.server";
import type { AppContext } from "~/server/context.server";
import type { AuthResponse } from "~/contract";
import { COUNTRIES, PHONE_CODES } from "~/i18n/countries";
import { localePath } from "~/i18n/locale";
import { useI18n } from "~/i18n/react";
import { safeRedirectPath } from "~/utils/redirect";
import { pageMeta } from "~/utils/meta";

export const meta: MetaFunction<typeof loader> = ({ data }) => pageMeta(data);

function backTo(request: Request, context: AppContext): string {
  return safeRedirectPath(new URL(request.url).searchParams.get("redirectTo"), localePath(context.locale, "/account"));
}

export async function loader({ request, params, context }: LoaderFunctionArgs) {
  requireKnownLocale(params);
  if (isSignedIn(context.session)) throw redirect(backTo(request, context));
  const state = getSignIn(context.session);
  return json({
    step: state?.step ?? ("phone" as const),
    phone: state ? `${state.phoneCode} ${state.phone}` : null,
    resendIn: state ? Math.max(0, Math.ceil((state.resendAt - Date.now()) / 1000)) : 0,
    defaultPhoneCode: COUNTRIES[context.locale.country].phoneCode,
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

function finish(context: AppContext, request: Request, auth: AuthResponse): Response {
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
  return redirect(backTo(request, context), 303);
}

export async function action({ request, params, context }: ActionFunctionArgs) {
  requireKnownLocale(params);
  const { t, session } = context;
  const form = await readForm(request);
  const intent = form?.get("intent");
  const here = new URL(request.url);
  here.searchParams.delete("_data");
  const again = () => redirect(here.pathname + here.search, 303);
  const state = getSignIn(session);

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
        await enforceRateLimit(context, "otpRequest");
        await requestCode(context, { phoneCode: parsed.data.phone_code, phone: parsed.data.phone, channel: parsed.data.channel });
        return again();
      }
      case "resend": {
        if (!state) return invalid({}, {}, t("account.signIn.errors.expired"));
        const wait = Math.ceil((state.resendAt - Date.now()) / 1000);
        if (wait > 0) return invalid({}, {}, t("account.signIn.errors.wait", { seconds: wait }), 429);
        await enforceRateLimit(context, "otpRequest");
        await requestCode(context, state);
        return again();
      }
      case "verify": {
        const values = formValues(form, ["code"]);
        if (!state || state.step !== "code") return invalid(values, {}, t("account.signIn.errors.expired"));
        const parsed = codeFormSchema.safeParse(values);
        if (!parsed.success) return invalid(values, { code: t("account.signIn.errors.code") });
        await enforceRateLimit(context, "otpVerify");
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
      if (error.status === 429 && error.retryAfter) {
        return invalid(values, {}, t("common.errors.tooManyRequests", { seconds: error.retryAfter }), 429);
      }
      if (intent === "verify" && error.status < 500) return invalid(values, { code: error.message }, null, error.status === 401 ? 400 : error.status);
      if (intent === "register" && error.status === 401) {
        session.unset("signIn");
        return invalid(values, {}, t("account.signIn.errors.expired"));
      }
      return apiFailure(error, values);
    }
    throw error;
  }
}

function FieldError({ id, message }: { id: string; message?: string }) {
  return message ? (
    <p id={id} className="field-error" role="alert">
      {message}
    </p>
  ) : null;
}

function useCountdown(seconds: number): number {
  const [left, setLeft] = useState(seconds);
  useEffect(() => {
    setLeft(seconds);
    if (seconds <= 0) return;
    const started = Date.now();
    const timer = setInterval(() => {
      const remaining = Math.max(0, seconds - Math.floor((Date.now() - started) / 1000));
      setLeft(remaining);
      if (remaining === 0) clearInterval(timer);
    }, 1000);
    return () => clearInterval(timer);
  }, [seconds]);
  return left;
}

export function SignInForms() {
  const data = useLoaderData<typeof loader>();
  const failure = useActionData<typeof action>() as FormFailure | undefined;
  const { t } = useI18n();
  const busy = useNavigation().state === "submitting";
  const resendIn = useCountdown(data.resendIn);
  const values = failure?.values ?? {};
  const errors = failure?.fieldErrors ?? {};
  const describe = (field: string, hint?: string) => [hint, errors[field] ? `${field}-error` : null].filter(Boolean).join(" ") || undefined;

  return (
    <div className="flex flex-col gap-4">
      {failure?.formError ? (
        <p role="alert" className="rounded-md border border-red-700 bg-red-50 p-3 text-red-900" data-testid="form-error">
          {failure.formError}
        </p>
      ) : null}

      {data.step === "phone" ? (
        <Form method="post" className="flex flex-col gap-4" data-testid="phone-form">
          <p className="text-gray-700">{t("account.signIn.intro")}</p>
          <div className="flex gap-2">
            <div>
              <label htmlFor="phone_code" className="label">{t("account.signIn.countryCode")}</label>
              <select id="phone_code" name="phone_code" className="input" defaultValue={values.phone_code || data.defaultPhoneCode} dir="ltr">
                {PHONE_CODES.map((code) => (
                  <option key={code} value={code}>{code}</option>
                ))}
              </select>
            </div>
            <div className="flex-1">
              <label htmlFor="phone" className="label">{t("account.signIn.phone")}</label>
              <input
                id="phone"
                name="phone"
                type="tel"
                inputMode="tel"
                autoComplete="tel-national"
                dir="ltr"
                required
                maxLength={29}
                defaultValue={values.phone}
                className="input"
                aria-invalid={errors.phone ? true : undefined}
                aria-describedby={describe("phone", "phone-hint")}
              />
            </div>
          </div>
          <p id="phone-hint" className="-mt-3 text-sm text-gray-700">{t("account.signIn.phoneHint")}</p>
          <FieldError id="phone-error" message={errors.phone ?? errors.phone_code} />
          <fieldset>
            <legend className="label">{t("account.signIn.channel")}</legend>
            <div className="flex flex-wrap gap-4">
              {(["sms", "whatsapp", "sms_and_whatsapp"] as const).map((channel) => (
                <label key={channel} className="flex items-center gap-2 text-sm">
                  <input type="radio" name="channel" value={channel} defaultChecked={(values.channel || "sms") === channel} className="accent-brand-700" />
                  {t(`account.signIn.channels.${channel}`)}
                </label>
              ))}
            </div>
          </fieldset>
          <button type="submit" name="intent" value="request-code" className="btn-primary" disabled={busy}>
            {t("account.signIn.sendCode")}
          </button>
        </Form>
      ) : data.step === "code" ? (
        <>
          <Form method="post" className="flex flex-col gap-4" data-testid="code-form">
            <h2 className="text-lg font-semibold">{t("account.signIn.codeTitle")}</h2>
            <p className="text-gray-700">{t("account.signIn.codeSent", { phone: data.phone })}</p>
            <div>
              <label htmlFor="code" className="label">{t("account.signIn.code")}</label>
              <input
                id="code"
                name="code"
                inputMode="numeric"
                autoComplete="one-time-code"
                pattern="[0-9]{6}"
                maxLength={6}
                dir="ltr"
                required
                defaultValue={values.code}
                className="input text-center text-2xl tracking-[0.5em]"
                aria-invalid={errors.code ? true : undefined}
                aria-describedby={describe("code")}
              />
              <FieldError id="code-error" message={errors.code} />
            </div>
            <button type="submit" name="intent" value="verify" className="btn-primary" disabled={busy}>
              {t("account.signIn.verify")}
            </button>
          </Form>
          <Form method="post" className="flex flex-wrap items-center gap-3">
            <button type="submit" name="intent" value="resend" className="btn-secondary" disabled={resendIn > 0} data-testid="resend">
              {t("account.signIn.resend")}
            </button>
            {resendIn > 0 ? <span className="text-sm text-gray-700" aria-live="polite">{t("account.signIn.resendIn", { seconds: resendIn })}</span> : null}
            <button type="submit" name="intent" value="restart" className="btn-link text-sm">{t("account.signIn.changePhone")}</button>
          </Form>
          {data.showInbox ? <p className="text-sm text-gray-700">{t("account.signIn.demoInbox")}</p> : null}
        </>
      ) : (
        <Form method="post" className="flex flex-col gap-4" data-testid="register-form">
          <h2 className="text-lg font-semibold">{t("account.signIn.registerTitle")}</h2>
          <p className="text-gray-700">{t("account.signIn.registerIntro")}</p>
          <div>
            <label htmlFor="name" className="label">{t("account.signIn.name")}</label>
            <input id="name" name="name" autoComplete="name" required maxLength={100} defaultValue={values.name} className="input" aria-invalid={errors.name ? true : undefined} aria-describedby={describe("name")} />
            <FieldError id="name-error" message={errors.name} />
          </div>
          <div>
            <label htmlFor="email" className="label">{t("account.signIn.email")}</label>
            <input id="email" name="email" type="email" autoComplete="email" dir="ltr" defaultValue={values.email} className="input" aria-invalid={errors.email ? true : undefined} aria-describedby={describe("email")} />
            <FieldError id="email-error" message={errors.email} />
          </div>
          <button type="submit" name="intent" value="register" className="btn-primary" disabled={busy}>
            {t("account.signIn.createAccount")}
          </button>
        </Form>
      )}
    </div>
  );
}

export default function SignInPage() {
  const { t } = useI18n();
  return (
    <div className="container-page max-w-md py-10">
      <h1 className="mb-6 text-2xl font-bold">{t("account.signIn.title")}</h1>
      <SignInForms />
    </div>
  );
}
