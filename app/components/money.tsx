import { useI18n } from "~/i18n/react";
import { formatMoney } from "~/i18n/money";

export interface CurrencyInfo {
  currency_code: string;
  decimal_places: number;
}

/** Formats minor units in the store country's currency and decimals, in the page's language. */
export function useMoney(country: CurrencyInfo) {
  const { locale, money } = useI18n();
  return (minor: number) => formatMoney(minor, country.currency_code, country.decimal_places, locale, money);
}
