// The checkout's "where": an address of the book or the delivery location (completed with the
// address book's details, and saved to the book with the order unless "Save this address" is
// unticked), and links to choose another location or add an address (which comes back here).
// "Deliver to Home" says what is chosen; every choice is a radio tile of the checkout form: with
// JS choosing one reprices at once (the same form, intent "price"), without it "Update the total" does.
// A saved address chosen leads, the other places folded under "Deliver somewhere else" (decision 118).
import { useRef, type ChangeEvent } from "react";
import { Link, useLocation, useParams, useSubmit } from "@remix-run/react";
import type { Address } from "~/contract";
import { AddressDetails } from "~/components/address/address-details";
import { refusalTarget } from "~/components/refusal";
import { useI18n } from "~/i18n/react";
import { localePath } from "~/i18n/locale";
import { addressLines } from "~/location/address-text";
import type { TFunction } from "~/i18n/translate";
import { useTypedDraft } from "./typed-draft";

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
  /**
   * The branch does not deliver to the chosen place: what the page leads with (worded by the server),
   * above the choices and "Change location"; no details are asked for that place (decision 105).
   */
  outOfArea?: string | null;
}

export function DeliveryAddress(props: DeliveryAddressProps) {
  const { addresses, location, chosen, errors, first, outOfArea } = props;
  const { t } = useI18n();
  const anchor = useRef<HTMLFieldSetElement>(null);
  useTypedDraft(anchor, useParams().storeSlug);
  const repriceOnChange = useRepriceOnChange();
  const saved = outOfArea ? undefined : addresses.find((a) => String(a.id) === chosen);
  const others = <OtherPlaces {...props} saved={saved} repriceOnChange={repriceOnChange} />;
  return (
    <fieldset
      aria-describedby={errors.address ? "address-error" : undefined}
      ref={anchor}
      data-testid="delivery-address"
    >
      <legend className={saved ? "sr-only" : "text-lg font-semibold"}>{t("checkout.address")}</legend>
      {outOfArea ? (
        <p
          className="mt-4 rounded-md border border-red-700 bg-red-50 p-3 text-red-900"
          role="alert"
          data-testid="out-of-area"
        >
          {outOfArea}
        </p>
      ) : saved ? null : (
        <DeliverTo location={location} chosen={chosen} t={t} />
      )}
      {errors.address ? (
        <p id="address-error" className="field-error" role="alert" tabIndex={-1} {...refusalTarget(first, "address")}>
          {errors.address}
        </p>
      ) : null}
      {saved ? (
        // A saved address chosen: it leads, every other place folded under "Deliver somewhere else".
        <div className="flex flex-col gap-2">
          <AddressTile address={saved} chosen={chosen} onChange={repriceOnChange} deliverTo />
          <details className="group/else" open={Boolean(errors.address) || undefined} data-testid="deliver-elsewhere">
            <summary className="flex min-h-11 cursor-pointer list-none items-center gap-2 text-sm font-medium text-brand-700 [&::-webkit-details-marker]:hidden">
              {t("checkout.elsewhere")}
              <span aria-hidden="true" className="group-open/else:rotate-180">
                ▾
              </span>
            </summary>
            <div className="mt-2 flex flex-col gap-2">{others}</div>
          </details>
        </div>
      ) : (
        <div className="mt-2 flex flex-col gap-2">{others}</div>
      )}
    </fieldset>
  );
}

/** With JS, choosing another address reprices at once (the same form, intent "price"). */
function useRepriceOnChange() {
  const submit = useSubmit();
  return (event: ChangeEvent<HTMLInputElement>) => {
    const form = event.currentTarget.form;
    if (!form) return;
    const body = new FormData(form);
    body.set("intent", "price");
    submit(body, { method: "post", preventScrollReset: true });
  };
}

type Reprice = ReturnType<typeof useRepriceOnChange>;

/** An address of the book as a radio tile; the chosen one leading says "Deliver to Home". */
function AddressTile({
  address,
  chosen,
  onChange,
  deliverTo = false,
}: {
  address: Address;
  chosen: string;
  onChange: Reprice;
  deliverTo?: boolean;
}) {
  const { t } = useI18n();
  return (
    <label className="card flex items-start gap-3" data-testid="saved-address">
      <input
        type="radio"
        name="address"
        value={address.id}
        defaultChecked={chosen === String(address.id)}
        onChange={onChange}
        className="mt-1 accent-brand-700"
      />
      <span className="min-w-0">
        {deliverTo ? (
          <span className="block font-medium" data-testid="deliver-to">
            {t("checkout.deliverTo", { name: addressName(address, t) })}
          </span>
        ) : (
          <span className="font-medium">{addressName(address, t)}</span>
        )}
        {addressLines(address, t).map((line) => (
          <span key={line} className="block break-words text-sm text-gray-700">
            {line}
          </span>
        ))}
      </span>
    </label>
  );
}

/**
 * The places besides a leading saved address: the book's other addresses, the delivery location
 * (with its details and "Save this address"), and the links to change the location or add an address.
 */
function OtherPlaces(props: DeliveryAddressProps & { saved?: Address; repriceOnChange: Reprice }) {
  const { addresses, saved, location, chosen, repriceOnChange } = props;
  const { t } = useI18n();
  return (
    <>
      {(saved ? addresses.filter((a) => a !== saved) : addresses).map((address) => (
        <AddressTile key={address.id} address={address} chosen={chosen} onChange={repriceOnChange} />
      ))}
      {location ? (
        <LocationTile {...props} location={location} />
      ) : addresses.length === 0 ? (
        <p className="text-gray-700">{t("checkout.noLocation")}</p>
      ) : null}
      <PlaceLinks located={Boolean(location)} />
    </>
  );
}

/** The delivery location as a choice, with its details and "Save this address" (none out of the area). */
function LocationTile({
  location,
  country,
  chosen,
  values,
  errors,
  first,
  outOfArea,
  repriceOnChange,
}: Omit<DeliveryAddressProps, "addresses" | "location"> & { location: { address: string }; repriceOnChange: Reprice }) {
  const { t } = useI18n();
  return (
    <div className="card">
      <label className="flex min-h-11 items-center gap-3">
        <input
          type="radio"
          name="address"
          value="location"
          defaultChecked={chosen === "location"}
          onChange={repriceOnChange}
          className="mt-1 accent-brand-700"
        />
        <span className="min-w-0 break-words">{t("checkout.useLocation", { address: location.address })}</span>
      </label>
      {outOfArea ? null : (
        <details className="ps-7" open>
          <summary className="cursor-pointer py-3 text-sm text-brand-700">{t("checkout.locationDetails")}</summary>
          <div className="mt-2">
            <AddressDetails idPrefix="" values={values} errors={errors} country={country} first={first} />
            <SaveAddress values={values} t={t} />
          </div>
        </details>
      )}
    </div>
  );
}

/** Choose (or change) the delivery location, or add an address: each comes back to this page. */
function PlaceLinks({ located }: { located: boolean }) {
  const { t, locale } = useI18n();
  const here = useLocation();
  const back = encodeURIComponent(here.pathname + here.search);
  return (
    <div className="flex flex-wrap items-center gap-3 text-sm">
      <Link to={`${localePath(locale, "/location")}?redirectTo=${back}`} className="btn-link">
        {located ? t("checkout.changeLocation") : t("checkout.chooseLocation")}
      </Link>
      <Link
        to={`${localePath(locale, "/account/addresses")}?new=1&redirectTo=${back}`}
        className="btn-link"
        data-testid="checkout-add-address"
      >
        {t("checkout.addAddress")}
      </Link>
    </div>
  );
}

/** An address of the book by its name ("Aunt"), else by its kind ("Home"). */
function addressName(address: Address, t: TFunction): string {
  return address.name ?? t(`address.kinds.${address.kind}`);
}

/** "Deliver to my delivery location": the choice the page was priced for, when it is the location. */
function DeliverTo({ location, chosen, t }: Pick<DeliveryAddressProps, "location" | "chosen"> & { t: TFunction }) {
  return chosen === "location" && location ? (
    <p className="mt-1 font-medium" data-testid="deliver-to">
      {t("checkout.deliverToLocation")}
    </p>
  ) : null;
}

/**
 * "Save this address" (ticked unless the customer unticked it) and its label. The hidden "0" after
 * the box is what an unticked box sends (a ticked one sends its "1" first), so the draft keeps either.
 */
function SaveAddress({ values, t }: { values: Partial<Record<string, string>>; t: TFunction }) {
  return (
    <div className="mt-3 flex flex-col gap-2" data-testid="save-address">
      <label className="flex min-h-11 items-center gap-2 text-sm">
        <input
          type="checkbox"
          name="save_address"
          value="1"
          defaultChecked={values.save_address !== "0"}
          className="h-5 w-5 accent-brand-700"
          data-testid="save-address-box"
        />
        {t("checkout.save.address")}
      </label>
      <input type="hidden" name="save_address" value="0" />
      <div>
        <label htmlFor="address_name" className="label">
          {t("checkout.save.label")}
        </label>
        <input
          id="address_name"
          name="address_name"
          maxLength={100}
          className="input"
          defaultValue={values.address_name}
          placeholder={t("checkout.save.labelHome")}
          aria-describedby="address_name-hint"
        />
        <p id="address_name-hint" className="mt-1 text-sm text-gray-700">
          {t("checkout.save.labelHint")}
        </p>
      </div>
    </div>
  );
}
