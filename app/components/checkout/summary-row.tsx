// A row of the checkout's summary on a phone (decision 118): what is chosen, in one line, that opens
// in place to change it. A `<details>`, so it opens without JS; the server renders it open when its
// section has an error or was just changed (its inputs post with the form either way).
import { useEffect, useRef, type ReactNode } from "react";

export interface SummaryRowProps {
  testId: string;
  /** Open from the server: an error in the row, or the row just changed. */
  open: boolean;
  /** What the row is about ("Payment"), above what is chosen. */
  label: ReactNode;
  /** The row holds an error: with JS it opens again even if the customer folded it. */
  error?: boolean;
  /** What is chosen ("KNET"). */
  value: ReactNode;
  children: ReactNode;
}

export function SummaryRow({ testId, open, error = false, label, value, children }: SummaryRowProps) {
  // Opened once, the row is the customer's to close: a later answer (a line's "+") never folds it.
  const opened = useRef(false);
  if (open || error) opened.current = true;
  // An error is shown before the page's refusal focuses it (a child's effect runs first).
  const details = useRef<HTMLDetailsElement>(null);
  useEffect(() => {
    if (error && details.current) details.current.open = true;
  });
  return (
    <details ref={details} className="group/row card p-0" open={opened.current || undefined} data-testid={testId}>
      <summary className="flex min-h-12 cursor-pointer list-none items-center gap-3 px-4 py-2 [&::-webkit-details-marker]:hidden">
        <span className="min-w-0 flex-1">
          <span className="block text-sm text-gray-700">{label}</span>
          <span className="block break-words font-medium">{value}</span>
        </span>
        <svg
          aria-hidden="true"
          focusable="false"
          viewBox="0 0 24 24"
          className="h-5 w-5 flex-none fill-none stroke-current transition-transform group-open/row:rotate-180"
          strokeWidth={2}
          strokeLinecap="round"
          strokeLinejoin="round"
        >
          <path d="M6 9l6 6 6-6" />
        </svg>
      </summary>
      <div className="border-t border-gray-200 px-4 pb-4 pt-2">{children}</div>
    </details>
  );
}
