// Where the cart's forms post: the cart action, back to the page they are on (post/redirect/get).
import { useLocation } from "@remix-run/react";
import { useI18n } from "~/i18n/react";
import { localePath } from "~/i18n/locale";
import type { Done, FormFailure } from "~/forms/form-failure";

/** The cart action's answer to a fetcher. */
export type CartAnswer = Done | FormFailure;

export function useCartAction() {
  const { locale } = useI18n();
  const location = useLocation();
  return { action: localePath(locale, "/cart"), redirectTo: location.pathname + location.search };
}
