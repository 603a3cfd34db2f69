// The code step's second form: "Resend" once its countdown ends, and "Change the number".
import { useEffect, useState } from "react";
import type { FetcherWithComponents } from "@remix-run/react";
import { useI18n } from "~/i18n/react";

/** Seconds left of a wait, ticking down each second from the server's figure. */
export function useCountdown(seconds: number): number {
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

interface ResendFormProps {
  FormComponent: FetcherWithComponents<unknown>["Form"];
  action?: string;
  /** Seconds left before a new code may be asked for. */
  resendIn: number;
  /** The wait the server gave when the page was drawn. */
  waited: number;
}

/** "Resend" with its countdown, and "Change the number". */
export function ResendForm({ FormComponent, action, resendIn, waited }: ResendFormProps) {
  const { t } = useI18n();
  return (
    <FormComponent method="post" action={action} className="flex flex-wrap items-center gap-3">
      <button
        type="submit"
        name="intent"
        value="resend"
        className="btn-secondary"
        disabled={resendIn > 0}
        data-testid="resend"
      >
        {t("account.signIn.resend")}
      </button>
      {resendIn > 0 ? (
        <span className="text-sm text-gray-700" data-testid="resend-wait">
          {t("account.signIn.resendIn", { count: resendIn })}
        </span>
      ) : null}
      {/* The countdown ticks silently; a screen reader hears once that a new code may be asked for. */}
      <span className="sr-only" aria-live="polite">
        {resendIn === 0 && waited > 0 ? t("account.signIn.resendReady") : ""}
      </span>
      <button type="submit" name="intent" value="restart" className="btn-link text-sm">
        {t("account.signIn.changePhone")}
      </button>
    </FormComponent>
  );
}
