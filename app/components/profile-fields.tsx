// A customer's name (required) and email (optional), as the new-account step of the sign-in and the
// profile page both ask them.
import { RequiredMark } from "~/components/required-mark";
import { refusalTarget } from "~/components/refusal";
import { useI18n } from "~/i18n/react";

/** What a refused post answers of the fields: the values as posted, each field's message, the one to focus. */
export interface Refused {
  values: Record<string, string>;
  errors: Record<string, string>;
  first: string | null;
}

interface ProfileFieldProps {
  name: "name" | "email";
  label: string;
  refused: Refused;
  /** The input's own attributes; a required field's label is marked. */
  extra: { required?: true; maxLength?: number; type?: "email"; dir?: "ltr"; autoComplete: string };
}

/** One of the fields: its label, input and error. */
function ProfileField({ name, label, refused: { values, errors, first }, extra }: ProfileFieldProps) {
  return (
    <div>
      <label htmlFor={name} className="label">
        {label}
        {extra.required ? <RequiredMark /> : null}
      </label>
      <input
        id={name}
        name={name}
        {...extra}
        defaultValue={values[name]}
        className="input"
        aria-invalid={errors[name] ? true : undefined}
        aria-describedby={errors[name] ? `${name}-error` : undefined}
        {...refusalTarget(first, name)}
      />
      {errors[name] ? (
        <p id={`${name}-error`} className="field-error" role="alert">
          {errors[name]}
        </p>
      ) : null}
    </div>
  );
}

export function ProfileFields(refused: Refused) {
  const { t } = useI18n();
  return (
    <>
      <ProfileField
        name="name"
        label={t("account.signIn.name")}
        refused={refused}
        extra={{ required: true, maxLength: 100, autoComplete: "name" }}
      />
      <ProfileField
        name="email"
        label={t("account.signIn.email")}
        refused={refused}
        extra={{ type: "email", dir: "ltr", autoComplete: "email" }}
      />
    </>
  );
}
