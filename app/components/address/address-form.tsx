// The address book's form (a new address, or the one being edited): its name, the place (picked on
// the map with JS, on the location page without) and the details a courier needs (AddressDetails).
import { Form, useActionData, useLocation, Link } from "@remix-run/react";
import { useRef, useState, type MouseEvent, type RefObject } from "react";
import { useHydrated } from "remix-utils/use-hydrated";
import { useLocationPicker } from "~/components/location/location-picker";
import type { Address } from "~/contract";
import type { Place } from "~/location/address";
import { firstRefused, FORM_MESSAGE, refusalTarget, useRefusal } from "~/components/refusal";
import { useI18n } from "~/i18n/react";
import { localePath } from "~/i18n/locale";
import { sameSitePath } from "~/utils/redirect";
import { addressPlace } from "~/location/address-text";
import type { TFunction } from "~/i18n/translate";
import { AddressDetails } from "./address-details";

/**
 * With JS the map dialog fills the place (its coordinates are hidden fields, never shown) and the
 * fields the map knows; without, the link goes to the location page and back.
 */
function usePickIntoForm(form: RefObject<HTMLFormElement>, onPlace: (label: string) => void) {
  const hydrated = useHydrated();
  const picker = useLocationPicker();
  return (event: MouseEvent<HTMLAnchorElement>) => {
    if (!hydrated) return;
    event.preventDefault();
    void picker.open().then((place) => {
      if (!place || !form.current) return;
      for (const name of ["lat", "lng", "field_1", "field_2", "field_3", "field_5"] as const) {
        const input = form.current.elements.namedItem(name);
        if (input instanceof HTMLInputElement) input.value = place[name] === null ? "" : String(place[name]);
      }
      onPlace(place.address);
    });
  };
}

/** The form's first values: the edited address's, the picked place's fields over them when there is one. */
function startValues(editing: Address | null, fromPicker: Place | null): Record<string, string> {
  return {
    kind: editing?.kind ?? "house",
    name: editing?.name ?? "",
    lat: String(fromPicker?.lat ?? editing?.lat ?? ""),
    lng: String(fromPicker?.lng ?? editing?.lng ?? ""),
    field_1: (fromPicker ? fromPicker.field_1 : editing?.field_1) ?? "",
    field_2: (fromPicker ? fromPicker.field_2 : editing?.field_2) ?? "",
    field_3: (fromPicker ? fromPicker.field_3 : editing?.field_3) ?? "",
    field_4: fromPicker?.field_4 ?? editing?.field_4 ?? "",
    field_5: (fromPicker ? fromPicker.field_5 : editing?.field_5) ?? "",
    building: editing?.building ?? "",
    floor: editing?.floor ?? "",
    apartment_no: editing?.apartment_no ?? "",
    notes: editing?.notes ?? "",
  };
}

/** The place as words: the picked location's address, else what the address says of itself. */
function placeWords(values: Record<string, string>, fromPicker: Place | null, t: TFunction): string | null {
  if (!values.lat || !values.lng) return null;
  const mapFields = {
    field_1: values.field_1 ?? null,
    field_2: values.field_2 ?? null,
    field_3: values.field_3 ?? null,
    field_5: values.field_5 ?? null,
  };
  return (
    fromPicker?.address ??
    (addressPlace({ ...mapFields, field_4: null, building: null, floor: null, apartment_no: null, notes: null }, t) ||
      t("address.placeChosen"))
  );
}

interface Refused {
  values: Record<string, string>;
  errors: Record<string, string>;
  first: string | null;
}

/** The address being added or edited, posted to the address book's action. */
export function AddressForm({ editing, location }: { editing: Address | null; location: Place | null }) {
  const { t, locale } = useI18n();
  const failure = useRefusal(useActionData());
  const first = firstRefused(failure, [
    "kind",
    "name",
    "lat",
    "lng",
    "field_1",
    "field_2",
    "field_4",
    "field_3",
    "field_5",
    "building",
    "floor",
    "apartment_no",
    "notes",
  ]);
  const here = useLocation();
  // The delivery location fills a new address; an edited one only once the customer picked a place
  // for it (the location page comes back with ?picked=1).
  const search = new URLSearchParams(here.search);
  const fromPicker = location && (!editing || search.get("picked") === "1") ? location : null;
  const back = sameSitePath(search.get("redirectTo"));
  const values = failure?.values ?? startValues(editing, fromPicker);
  const refused: Refused = { values, errors: failure?.fieldErrors ?? {}, first };
  const formRef = useRef<HTMLFormElement>(null);
  return (
    <Form method="post" className="card mt-4 flex flex-col gap-4 lg:max-w-2xl" data-testid="address-form" ref={formRef}>
      <h2 className="text-lg font-semibold">{editing ? t("address.editTitle") : t("address.newTitle")}</h2>
      {failure?.formError ? (
        <p role="alert" tabIndex={-1} {...refusalTarget(first, FORM_MESSAGE)} className="text-red-800">
          {failure.formError}
        </p>
      ) : null}
      <input type="hidden" name="intent" value={editing ? "update" : "create"} />
      {editing ? <input type="hidden" name="id" value={editing.id} /> : null}
      {/* Added from the checkout: saving goes back there (checked again on the server). */}
      {back && !editing ? <input type="hidden" name="redirectTo" value={back} /> : null}
      <TextField name="name" label={t("address.name")} refused={refused} extra={{ maxLength: 100 }} />
      <PlaceField refused={refused} startPlace={placeWords(values, fromPicker, t)} form={formRef} />
      <AddressDetails
        idPrefix="address-"
        values={values}
        errors={refused.errors}
        country={locale.country.toUpperCase()}
        first={first}
      />
      <div className="flex gap-2">
        <button type="submit" className="btn-primary">
          {t("address.save")}
        </button>
        <Link to={back && !editing ? back : localePath(locale, "/account/addresses")} className="btn-secondary">
          {t("common.dialog.cancel")}
        </Link>
      </div>
    </Form>
  );
}

function TextField({
  name,
  label,
  refused: { values, errors, first },
  extra = {},
}: {
  name: string;
  label: string;
  refused: Refused;
  extra?: { dir?: "ltr"; inputMode?: "decimal"; maxLength?: number };
}) {
  return (
    <div>
      <label htmlFor={`address-${name}`} className="label">
        {label}
      </label>
      <input
        id={`address-${name}`}
        name={name}
        defaultValue={values[name]}
        className="input"
        aria-invalid={errors[name] ? true : undefined}
        aria-describedby={errors[name] ? `address-${name}-error` : undefined}
        {...refusalTarget(first, name)}
        {...extra}
      />
      {errors[name] ? (
        <p id={`address-${name}-error`} className="field-error" role="alert">
          {errors[name]}
        </p>
      ) : null}
    </div>
  );
}

/** The place (shown as words; its coordinates and the map's area and neighbourhood hidden) and "Pick on the map". */
function PlaceField({
  refused: { values, errors, first },
  startPlace,
  form,
}: {
  refused: Refused;
  startPlace: string | null;
  form: RefObject<HTMLFormElement>;
}) {
  const { t, locale } = useI18n();
  const here = useLocation();
  const [place, setPlace] = useState<string | null>(startPlace);
  const pickIntoForm = usePickIntoForm(form, setPlace);
  const placeError = errors.lat ?? errors.lng;
  const pickedBack = new URLSearchParams(here.search);
  pickedBack.set("picked", "1");
  return (
    <div className="rounded-md bg-gray-50 p-3" aria-describedby={placeError ? "address-place-error" : undefined}>
      <p className="text-sm text-gray-700">{t("address.coordinatesHint")}</p>
      <p className="mt-1 text-sm font-medium" data-testid="picked-location">
        {place ?? t("address.noPlace")}
      </p>
      <input type="hidden" name="lat" value={values.lat} />
      <input type="hidden" name="lng" value={values.lng} />
      {placeError ? (
        <p
          id="address-place-error"
          className="field-error"
          role="alert"
          tabIndex={-1}
          {...refusalTarget(first === "lng" ? "lat" : first, "lat")}
        >
          {t("address.placeRequired")}
        </p>
      ) : null}
      <Link
        to={`${localePath(locale, "/location")}?redirectTo=${encodeURIComponent(`${here.pathname}?${pickedBack.toString()}`)}`}
        onClick={pickIntoForm}
        className="btn-link text-sm"
        id="pick-location"
        data-testid="pick-location"
      >
        {t("address.pickOnMap")}
      </Link>
      {/* The map's area and neighbourhood go with the place shown above. */}
      <input type="hidden" name="field_1" value={values.field_1} />
      <input type="hidden" name="field_2" value={values.field_2} />
    </div>
  );
}
