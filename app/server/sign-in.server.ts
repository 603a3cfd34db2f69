// The sign-in by one-time code, step by step, kept in the session: phone → code → (new phone) name.
import { z } from "zod";
import type { EndpointInput, OtpChannel, PhoneCode } from "~/contract";
import type { AppContext } from "./context.server";

export { isRegistrationRequired } from "~/contract";
import type { Session } from "./session.server";
import { PHONE_CODES } from "~/i18n/countries";
import { toLatinDigits } from "~/utils/digits";

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

declare module "./session.server" {
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
