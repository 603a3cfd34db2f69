// One error type for every failed upstream call: the HTTP status to answer with and a message that is
// safe to show (the platform's own message, or the spec's default).
import { customerMessage, type ErrorFacts } from "~/i18n/error-message";
import type { TFunction } from "~/i18n/translate";

export const DEFAULT_ERROR_MESSAGE = "Sorry, something went wrong!";

export type ApiErrorKind =
  | "http" // the platform answered with an error status
  | "timeout" // no answer in time
  | "unreachable" // connection refused, DNS, reset
  | "invalid" // the answer did not match the contract
  | "cancelled"; // the customer's request went away

export class ApiError extends Error {
  readonly status: number;
  readonly kind: ApiErrorKind;
  readonly fieldErrors: Record<string, string[]>;
  readonly code: string | undefined;
  readonly retryAfter: number | undefined;
  /** The platform's error body as it came (e.g. checkout errors of a refused order). */
  readonly details: Record<string, unknown> | undefined;
  /** True when the message came from the platform (and may be shown as is). */
  readonly fromServer: boolean;

  constructor(init: {
    status: number;
    kind: ApiErrorKind;
    message?: string;
    fieldErrors?: Record<string, string[]>;
    code?: string;
    retryAfter?: number;
    details?: Record<string, unknown>;
  }) {
    super(init.message || DEFAULT_ERROR_MESSAGE);
    this.name = "ApiError";
    this.status = init.status;
    this.kind = init.kind;
    this.fieldErrors = init.fieldErrors ?? {};
    this.code = init.code;
    this.retryAfter = init.retryAfter;
    this.details = init.details;
    this.fromServer = Boolean(init.message);
  }

  /** An outage (as opposed to an answer): the storefront shows a retry page, keeps the session. */
  get isOutage(): boolean {
    return this.kind === "timeout" || this.kind === "unreachable" || this.kind === "invalid" || this.status >= 500;
  }
}

/** What the customer may be told of an upstream error (see `customerMessage`, app/i18n/error-message.ts). */
export function errorFacts(error: ApiError): ErrorFacts {
  return {
    status: error.status,
    message: error.fromServer && !error.isOutage ? error.message : null,
    outage: error.isOutage,
    retryAfter: error.retryAfter ?? null,
  };
}

/** An upstream error as the customer's message in the page's language. */
export function apiMessage(error: ApiError, t: TFunction): string {
  return customerMessage(t, errorFacts(error));
}
