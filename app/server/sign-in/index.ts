// Signing in: the one-time-code steps (steps), the browser that signed in before (device), and the sign-in
// state and guards of a signed-in page (auth). What the rest of the app may use of it:
export {
  createTokenHolder,
  customerLoad,
  expireSignIn,
  isSignedIn,
  requireCustomer,
  rethrowUnauthorized,
  sessionLifetime,
  signOut,
} from "./auth.server";
export { DEVICE_COOKIE, deviceTag, rememberDevice } from "./device.server";
export {
  codeFormSchema,
  phoneFormSchema,
  phoneInputSchema,
  registerFormSchema,
  signInPage,
  signInStep,
} from "./steps.server";
