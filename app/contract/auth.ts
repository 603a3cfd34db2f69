// Authentication calls (spec section 7, "/v5/web/auth/*"). The spec shows only the refresh call's
// fields; the bodies below are the storefront contract as agreed with the platform.
import { z } from "zod";
import { authFlowSchema, emailSchema, otpChannelSchema, phoneCodeSchema, phoneDigitsSchema } from "./common";
import { userSchema } from "./account";

/** `POST /v5/web/auth/otp/request` — "contact data". */
export const otpRequestBodySchema = z.object({
  phone_code: phoneCodeSchema,
  phone: phoneDigitsSchema,
  channel: otpChannelSchema,
});

/**
 * `auth_flow`: `registration` when the phone has no customer yet, else `check_phone`.
 * `expires_in`: seconds the code stays valid. `retry_after`: seconds before another code may be
 * requested for this phone (a request sooner answers 429 with `retry_after`).
 */
export const otpRequestResponseSchema = z.object({
  auth_flow: authFlowSchema,
  expires_in: z.number().int().min(0),
  retry_after: z.number().int().min(0),
});

/** `POST /v5/web/auth/otp/verify`. Codes are 6 digits. */
export const otpVerifyBodySchema = z.object({
  phone_code: phoneCodeSchema,
  phone: phoneDigitsSchema,
  code: z.string().regex(/^\d{6}$/, { message: "The code has 6 digits" }),
});

/** Spec section 3: Auth response (access_token, refresh_token, user). `expires_in`: access token lifetime in seconds. */
export const authResponseSchema = z.object({
  access_token: z.string().min(1),
  refresh_token: z.string().min(1),
  expires_in: z.number().int().min(0),
  user: userSchema,
});
export type AuthResponse = z.infer<typeof authResponseSchema>;

/** A new phone: finish with `auth/register` using this single-use token (valid 15 minutes). */
export const registrationRequiredSchema = z.object({
  auth_flow: z.literal("registration"),
  registration_token: z.string().min(1),
});
export type RegistrationRequired = z.infer<typeof registrationRequiredSchema>;

/** `otp/verify` answers either tokens (known customer) or a registration token (new phone). */
export const otpVerifyResponseSchema = z.union([authResponseSchema, registrationRequiredSchema]);
export type OtpVerifyResponse = z.infer<typeof otpVerifyResponseSchema>;

export function isRegistrationRequired(answer: OtpVerifyResponse): answer is RegistrationRequired {
  return "registration_token" in answer;
}

/** `POST /v5/web/auth/register`. Email optional, at most 320 characters. */
export const registerBodySchema = z.object({
  registration_token: z.string().min(1),
  name: z.string().trim().min(1).max(100),
  email: emailSchema.nullable().optional(),
});
/** @alias registering answers like a verified code: tokens and the user. */
export const registerResponseSchema = authResponseSchema;

/** `POST /v5/web/auth/token` (sent without Authorization). The old refresh token stops working. */
export const refreshBodySchema = z.object({ refresh_token: z.string().min(1) });

export const refreshResponseSchema = z.object({
  access_token: z.string().min(1),
  refresh_token: z.string().min(1),
  expires_in: z.number().int().min(0),
});

/** `POST /v5/web/auth/logout` (Bearer; no body): revokes the access token and its refresh token. */
export const logoutResponseSchema = z.object({ message: z.string() });
