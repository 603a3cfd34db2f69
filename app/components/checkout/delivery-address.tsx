// The checkout's "where": an address of the book or the delivery location (completed with the
// address book's details), and links to choose another location or add an address. Every choice
// is a radio of the checkout form: with JS choosing one reprices at once (the same form, intent
// "price"), without it the form's "Update the total" does.
import type { ChangeEvent } from "react";
import { Link, useLocation, useSubmit } from "@remix-run/react";
import type { Address } from "~/contract";
import { AddressDetails } from "~/components/address/address-details";
import { refusalTarget } from "~/components/refusal";
import { useI18n } from "~/i18n/react";
import { localePath } from "~/i18n/locale";
import { addressLines } from "~/location/address-text";

export interface DeliveryAddressProps {
  /** The address book's addresses in the cart's country. */
  addresses: Address[];
  /** The delivery location, when the customer chose one. */
  location: { address: string } | null;
  /** The cart's country: the address details' rules. */
  country: string;
  /** The choice the summary was priced for ("location" or an address id; "" for none). */
  chosen: string;
  /** The form as last posted (the location's details). */
  values: Partial<Record<string, string>>;
  errors: Partial<Record<string, string>>;
  /** The first refused field (focused). */
  first: string | null;
}

export function DeliveryAddress({ addresses, location, country, chosen, values, errors, first }: DeliveryAddressProps) {
  const { t, locale } = useI18n();
  const here = useLocation();
  const submit = useSubmit();
  /** With JS, choosing another address reprices at once (the same form, intent "price"). */
  const repriceOnChange = (event: ChangeEvent<HTMLInputElement>) => {
    const form = event.currentTarget.form;
    if (!form) return;
    const body = new FormData(form);
    body.set("intent", "price");
    submit(body, { method: "post", preventScrollReset: true });
  };
  return (
    <fieldset aria-describedby={errors.address ? "address-error" : undefined}>
      <legend className="text-lg font-semibold">{t("checkout.address")}</legend>
      {errors.address ? <p id="address-error" className="field-error" role="alert" tabIndex={-1} {...refusalTarget(first, "address")}>{errors.address}</p> : null}
      <div className="mt-2 flex flex-col gap-2">
        {addresses.map((address) => (
          <label key={address.id} className="card flex items-start gap-3">
            <input type="radio" name="address" value={address.id} defaultChecked={chosen === String(address.id)} onChange={repriceOnChange} className="mt-1 accent-brand-700" />
            <span>
              <span className="font-medium">{address.name ?? t(`account.addresses.kinds.${address.kind}`)}</span>
              {addressLines(address, t).map((line) => (
                <span key={line} className="block text-sm text-gray-700">{line}</span>
              ))}
            </span>
          </label>
        ))}
        {location ? (
          <div className="card">
            <label className="flex min-h-11 items-center gap-3">
              <input type="radio" name="address" value="location" defaultChecked={chosen === "location"} onChange={repriceOnChange} className="mt-1 accent-brand-700" />
              <span>{t("checkout.useLocation", { address: location.address })}</span>
            </label>
            <details className="ps-7" open>
              <summary className="cursor-pointer py-3 text-sm text-brand-700">{t("checkout.locationDetails")}</summary>
              <div className="mt-2">
                <AddressDetails idPrefix="" values={values} errors={errors} country={country} first={first} />
              </div>
            </details>
          </div>
        ) : (
          <p className="text-gray-700">{t("checkout.noLocation")}</p>
        )}
        <div className="flex flex-wrap items-center gap-3 text-sm">
          <Link to={`${localePath(locale, "/location")}?redirectTo=${encodeURIComponent(here.pathname + here.search)}`} className="btn-link">
            {location ? t("checkout.changeLocation") : t("checkout.chooseLocation")}
          </Link>
          <Link to={`${localePath(locale, "/account/addresses")}?new=1`} className="btn-link">{t("checkout.addAddress")}</Link>
        </div>
      </div>
    </fieldset>
  );
}
