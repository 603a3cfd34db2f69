// The sign-in steps (phone and channel → code with resend timer → name for a new phone), shown by
// the sign-in page (plain forms) and by the sign-in dialog (fetcher forms), posting to one action.
import type { ClipboardEvent } from "react";
import { RequiredMark } from "~/components/required-mark";
import { firstRefused, FORM_MESSAGE, refusalTarget } from "~/components/refusal";
import type { FetcherWithComponents } from "@remix-run/react";
import { useI18n } from "~/i18n/react";
import { PHONE_CODES } from "~/i18n/countries";
import { codeDigits } from "~/utils/digits";
import { Isolated } from "../isolated";
import { ProfileFields } from "../profile-fields";
import { ResendForm, useCountdown } from "./resend-form";
import type { FormFailure } from "~/forms/form-failure";

export interface SignInData {
  step: "phone" | "code" | "register";
  phone: string | null;
  resendIn: number;
  defaultPhoneCode: string;
  showInbox: boolean;
}

export interface SignInStepsProps {
  data: SignInData;
  failure?: FormFailure;
  busy: boolean;
  /** Remix's <Form> on the page, a fetcher's <Form> in the dialog. */
  FormComponent: FetcherWithComponents<unknown>["Form"];
  action?: string;
}

function FieldError({ id, message }: { id: string; message?: string }) {
  return message ? (
    <p id={id} className="field-error" role="alert">
      {message}
    </p>
  ) : null;
}

/** A pasted code keeps only its six digits ("Your code is 123 456" → "123456"). */
function pasteCode(event: ClipboardEvent<HTMLInputElement>) {
  const digits = codeDigits(event.clipboardData.getData("text"));
  if (!digits) return;
  event.preventDefault();
  event.currentTarget.value = digits;
}

/** What every step's form is given: where it posts, the answer refused (values, errors, the field focused). */
interface StepProps {
  busy: boolean;
  FormComponent: SignInStepsProps["FormComponent"];
  action?: string;
  values: Record<string, string>;
  errors: Record<string, string>;
  first: string | null;
  /** The field's aria-describedby: its hint and its error, when shown. */
  describe: (field: string, hint?: string) => string | undefined;
}

export function SignInSteps({ data, failure, busy, FormComponent, action }: SignInStepsProps) {
  const resendIn = useCountdown(data.resendIn);
  const errors = failure?.fieldErrors ?? {};
  const first = firstRefused(failure, ["phone_code", "phone", "code", "name", "email"]);
  const describe = (field: string, hint?: string) =>
    [hint, errors[field] ? `${field}-error` : null].filter(Boolean).join(" ") || undefined;
  const step: StepProps = { busy, FormComponent, action, values: failure?.values ?? {}, errors, first, describe };

  return (
    <div className="flex flex-col gap-4">
      {failure?.formError ? (
        <p
          role="alert"
          tabIndex={-1}
          {...refusalTarget(first, FORM_MESSAGE)}
          className="rounded-md border border-red-700 bg-red-50 p-3 text-red-900"
          data-testid="form-error"
        >
          {failure.formError}
        </p>
      ) : null}
      {data.step === "phone" ? (
        <PhoneStep {...step} defaultPhoneCode={data.defaultPhoneCode} />
      ) : data.step === "code" ? (
        <CodeStep {...step} data={data} resendIn={resendIn} />
      ) : (
        <RegisterStep {...step} />
      )}
    </div>
  );
}

/** The phone number, its country code and the channel the code is sent by. */
function PhoneStep({ busy, FormComponent, action, ...fields }: StepProps & { defaultPhoneCode: string }) {
  const { t } = useI18n();
  return (
    <FormComponent method="post" action={action} className="flex flex-col gap-4" data-testid="phone-form">
      <p className="text-gray-700">{t("account.signIn.intro")}</p>
      <PhoneFields {...fields} />
      <p id="phone-hint" className="-mt-3 text-sm text-gray-700">
        {t("account.signIn.phoneHint")}
      </p>
      <FieldError id="phone-error" message={fields.errors.phone ?? fields.errors.phone_code} />
      <ChannelChoice chosen={fields.values.channel || "sms"} />
      <button type="submit" name="intent" value="request-code" className="btn-primary" disabled={busy}>
        {t("account.signIn.sendCode")}
      </button>
    </FormComponent>
  );
}

type FieldProps = Pick<StepProps, "values" | "errors" | "first" | "describe">;

/** The country code's select beside the national number. */
function PhoneFields({ values, errors, first, describe, defaultPhoneCode }: FieldProps & { defaultPhoneCode: string }) {
  const { t } = useI18n();
  return (
    <div className="flex gap-2">
      <div>
        <label htmlFor="phone_code" className="label">
          {t("account.signIn.countryCode")}
        </label>
        <select
          id="phone_code"
          name="phone_code"
          {...refusalTarget(first, "phone_code")}
          aria-invalid={errors.phone_code ? true : undefined}
          className="input"
          defaultValue={values.phone_code || defaultPhoneCode}
          dir="ltr"
        >
          {PHONE_CODES.map((code) => (
            <option key={code} value={code}>
              {code}
            </option>
          ))}
        </select>
      </div>
      <div className="flex-1">
        <label htmlFor="phone" className="label">
          {t("account.signIn.phone")}
          <RequiredMark />
        </label>
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
          {...refusalTarget(first, "phone")}
          aria-describedby={describe("phone", "phone-hint")}
        />
      </div>
    </div>
  );
}

/** The channel the code is sent by, SMS unless the customer chose otherwise. */
function ChannelChoice({ chosen }: { chosen: string }) {
  const { t } = useI18n();
  return (
    <fieldset>
      <legend className="label">{t("account.signIn.channel")}</legend>
      <div className="flex flex-wrap gap-4">
        {(["sms", "whatsapp", "sms_and_whatsapp"] as const).map((channel) => (
          <label key={channel} className="flex items-center gap-2 text-sm">
            <input
              type="radio"
              name="channel"
              value={channel}
              defaultChecked={chosen === channel}
              className="accent-brand-700"
            />
            {t(`account.signIn.channels.${channel}`)}
          </label>
        ))}
      </div>
    </fieldset>
  );
}

/** The code sent, then "Resend" (after its countdown) and "Change the number". */
function CodeStep({
  busy,
  FormComponent,
  action,
  values,
  errors,
  first,
  describe,
  data,
  resendIn,
}: StepProps & { data: SignInData; resendIn: number }) {
  const { t } = useI18n();
  return (
    <>
      <FormComponent method="post" action={action} className="flex flex-col gap-4" data-testid="code-form">
        <h2 className="text-lg font-semibold">{t("account.signIn.codeTitle")}</h2>
        <p className="text-gray-700">
          <Isolated k="account.signIn.codeSent" ltr={{ phone: data.phone ?? "" }} />
        </p>
        <div>
          <label htmlFor="code" className="label">
            {t("account.signIn.code")}
            <RequiredMark />
          </label>
          <input
            id="code"
            name="code"
            inputMode="numeric"
            autoComplete="one-time-code"
            // No `pattern`: the server reads "123 456", "123-456" and Arabic-Indic digits and
            // answers a wrong length with a translated message.
            maxLength={7}
            onPaste={pasteCode}
            dir="ltr"
            required
            defaultValue={values.code}
            className="input text-center text-2xl tracking-[0.5em]"
            aria-invalid={errors.code ? true : undefined}
            {...refusalTarget(first, "code")}
            aria-describedby={describe("code")}
          />
          <FieldError id="code-error" message={errors.code} />
        </div>
        <button type="submit" name="intent" value="verify" className="btn-primary" disabled={busy}>
          {t("account.signIn.verify")}
        </button>
      </FormComponent>
      <ResendForm FormComponent={FormComponent} action={action} resendIn={resendIn} waited={data.resendIn} />
      {data.showInbox ? <p className="text-sm text-gray-700">{t("account.signIn.demoInbox")}</p> : null}
    </>
  );
}

/** A new phone's name and (optional) email. */
function RegisterStep({ busy, FormComponent, action, values, errors, first }: StepProps) {
  const { t } = useI18n();
  return (
    <FormComponent method="post" action={action} className="flex flex-col gap-4" data-testid="register-form">
      <h2 className="text-lg font-semibold">{t("account.signIn.registerTitle")}</h2>
      <p className="text-gray-700">{t("account.signIn.registerIntro")}</p>
      <ProfileFields values={values} errors={errors} first={first} />
      <button type="submit" name="intent" value="register" className="btn-primary" disabled={busy}>
        {t("account.signIn.createAccount")}
      </button>
    </FormComponent>
  );
}
