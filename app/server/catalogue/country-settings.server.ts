// What differs per country (currency, decimals, phone code, payment methods) comes from the
// platform's `configurations` answer (cached), with the built-in table only as a fallback while the
// platform cannot be reached.
import type { AppContext } from "../request";
import { getConfigurations } from "./catalogue.server";
import { COUNTRIES, countryFromIso2 } from "~/i18n/countries";
import type { PaymentMethod } from "~/contract";

export interface CountrySettings {
  currency: { currency_code: string; decimal_places: number };
  phoneCode: string;
  paymentMethods: PaymentMethod[] | null;
}

export async function countrySettings(
  context: Pick<AppContext, "api" | "config">,
  iso2: string,
): Promise<CountrySettings> {
  const answer = await getConfigurations(context, iso2).catch(() => null);
  if (answer) {
    return {
      currency: { currency_code: answer.country.currency_code, decimal_places: answer.country.decimal_places },
      phoneCode: answer.country.phone_code,
      paymentMethods: answer.payment_methods,
    };
  }
  const known = COUNTRIES[countryFromIso2(iso2) ?? "kw"];
  return {
    currency: { currency_code: known.currency, decimal_places: known.decimals },
    phoneCode: known.phoneCode,
    paymentMethods: null,
  };
}
