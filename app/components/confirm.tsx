// A confirmation addressed by the URL (`?delete=ID`): a section of the page without JS, the
// responsive dialog with JS. Confirming posts the given fields; cancelling goes back.
import { Form, useNavigate, Link } from "@remix-run/react";
import { useHydrated } from "remix-utils/use-hydrated";
import { LazyDialog } from "./lazy-dialog";
import { useT } from "~/i18n/react";

export interface ConfirmProps {
  title: string;
  body: string;
  confirmLabel: string;
  fields: Record<string, string>;
  cancelHref: string;
  /** The answer that changes nothing, when "Cancel" would read as the confirmation itself ("Keep order"). */
  cancelLabel?: string;
}

function ConfirmForm({ body, confirmLabel, fields, cancelHref, cancelLabel }: ConfirmProps) {
  const t = useT();
  return (
    <>
      <p>{body}</p>
      <Form method="post" className="mt-4 flex flex-wrap gap-2" replace>
        {Object.entries(fields).map(([name, value]) => (
          <input key={name} type="hidden" name={name} value={value} />
        ))}
        <button type="submit" className="btn-primary bg-red-700 hover:bg-red-800" data-testid="confirm">
          {confirmLabel}
        </button>
        <Link to={cancelHref} className="btn-secondary" replace data-testid="confirm-cancel">
          {cancelLabel ?? t("common.dialog.cancel")}
        </Link>
      </Form>
    </>
  );
}

export function Confirm(props: ConfirmProps) {
  const hydrated = useHydrated();
  const navigate = useNavigate();
  if (hydrated) {
    return (
      <LazyDialog
        open
        onClose={() => navigate(props.cancelHref, { replace: true })}
        title={props.title}
        testId="confirm-dialog"
      >
        <ConfirmForm {...props} />
      </LazyDialog>
    );
  }
  return (
    <section
      className="rounded-lg border border-red-700 bg-red-50 p-4"
      aria-labelledby="confirm-title"
      data-testid="confirm-section"
    >
      <h2 id="confirm-title" className="text-lg font-semibold">
        {props.title}
      </h2>
      <ConfirmForm {...props} />
    </section>
  );
}
