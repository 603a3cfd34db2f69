// The number field with − and + beside it, for a line's quantity and an option's count.
import { useRef, type RefObject } from "react";
import { useHydrated } from "remix-utils/use-hydrated";
import type { refusalTarget } from "~/components/refusal";

/** One more or one fewer in a number field, within its bounds; the form's price follows (the `input` event it sends). */
function stepField(input: HTMLInputElement | null, delta: number) {
  if (!input) return;
  const min = Number(input.min || 0);
  const max = Number(input.max || Number.MAX_SAFE_INTEGER);
  const current = Number(input.value);
  const next = String(Math.min(max, Math.max(min, (Number.isSafeInteger(current) ? current : min) + delta)));
  // Through the native setter, so React's onChange sees the input event as the customer's own.
  Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, "value")?.set?.call(input, next);
  input.dispatchEvent(new Event("input", { bubbles: true }));
}

/** What a stepper shows and posts. */
interface StepperProps {
  id: string;
  name: string;
  min: number;
  max: number;
  defaultValue: string | number;
  disabled?: boolean;
  label?: string;
  lessLabel: string;
  moreLabel: string;
  testId: string;
  invalid?: boolean;
  describedBy?: string;
  refusal?: ReturnType<typeof refusalTarget>;
}

/**
 * A number field with − and + beside it (44 px each). Without JS it is the number
 * field alone (typed in, posted with the form); the buttons come with JS (decision 0060).
 */
export function Stepper({
  id,
  name,
  min,
  max,
  defaultValue,
  disabled,
  label,
  lessLabel,
  moreLabel,
  testId,
  invalid,
  describedBy,
  refusal,
}: StepperProps) {
  const hydrated = useHydrated();
  const input = useRef<HTMLInputElement>(null);
  return (
    <div className="flex flex-none items-center gap-1" data-testid={testId}>
      {hydrated ? (
        <StepButton input={input} delta={-1} label={lessLabel} disabled={disabled} testId={`${testId}-less`} />
      ) : null}
      <input
        ref={input}
        id={id}
        type="number"
        name={name}
        min={min}
        max={max}
        defaultValue={defaultValue}
        disabled={disabled}
        inputMode="numeric"
        className={`input min-h-11 text-center ${hydrated ? "w-14" : "w-20"}`}
        aria-label={label}
        aria-invalid={invalid ? true : undefined}
        aria-describedby={describedBy}
        {...refusal}
      />
      {hydrated ? (
        <StepButton input={input} delta={1} label={moreLabel} disabled={disabled} testId={`${testId}-more`} />
      ) : null}
    </div>
  );
}

/** The − or + beside the field (44 px): one step down or up. */
function StepButton({
  input,
  delta,
  label,
  disabled,
  testId,
}: {
  input: RefObject<HTMLInputElement>;
  delta: -1 | 1;
  label: string;
  disabled?: boolean;
  testId: string;
}) {
  return (
    <button
      type="button"
      className="btn-secondary h-11 w-11 flex-none p-0 text-lg"
      onClick={() => stepField(input.current, delta)}
      aria-label={label}
      disabled={disabled}
      data-testid={testId}
    >
      {delta < 0 ? "−" : "+"}
    </button>
  );
}
