// The details a courier needs to find an address, one component for the checkout's delivery
// location and the address book: the kind (house, apartment, office), then the fields that kind
// asks for (addressKindFields, app/contract/address-kinds.ts), then directions for the driver.
// Every field is in the markup; CSS shows only the chosen kind's (`:has()` on the kind's radio),
// so the form follows the kind with JavaScript off too, and the server keeps only the kind's.
import { useI18n } from "~/i18n/react";
import { refusalTarget } from "~/components/refusal";
import { RequiredMark } from "~/components/required-mark";
import {
  ADDRESS_DETAIL_FIELDS,
  ADDRESS_KINDS,
  addressKind,
  addressKindFields,
  requiredAddressFields,
  type AddressDetailField,
} from "~/contract/address-kinds";

/** The label of each detail (the unit's label follows the kind: apartment or office). */
const LABELS: Record<AddressDetailField, string> = {
  field_4: "address.block",
  field_3: "address.street",
  field_5: "address.houseNumber",
  building: "address.building",
  floor: "address.floor",
  apartment_no: "address.apartment",
};

const MAX_LENGTH: Record<AddressDetailField, number> = {
  field_4: 255,
  field_3: 255,
  field_5: 255,
  building: 100,
  floor: 20,
  apartment_no: 20,
};

export interface AddressDetailsProps {
  /** Prefix of the inputs' ids ("address-" in the address book, "" at checkout). */
  idPrefix: string;
  /** The values to show (what was typed, or the address being edited). */
  values: Partial<Record<string, string>>;
  errors: Partial<Record<string, string>>;
  /** The address's country (the block is required in Kuwait). */
  country: string;
  /** The field a refusal takes the customer to (firstRefused, app/components/refusal.ts). */
  first?: string | null;
}

export function AddressDetails({ idPrefix, values, errors, country, first = null }: AddressDetailsProps) {
  const { t } = useI18n();
  const id = (name: string) => `${idPrefix}${name}`;
  return (
    <div className="address-details flex flex-col gap-3" data-testid="address-details">
      <KindChoice kind={values.kind} />
      <div className="grid grid-cols-2 gap-3">
        {ADDRESS_DETAIL_FIELDS.map((field) => (
          <DetailField
            key={field}
            field={field}
            id={id}
            value={values[field]}
            error={errors[field]}
            country={country}
            first={first}
          />
        ))}
      </div>
      <div>
        <label htmlFor={id("notes")} className="label">
          {t("address.notes")}
        </label>
        <textarea
          id={id("notes")}
          name="notes"
          maxLength={500}
          rows={2}
          className="input"
          defaultValue={values.notes}
        />
      </div>
    </div>
  );
}

/** The kind of place, one radio each; the chosen one decides which details show. */
function KindChoice({ kind: given }: { kind: string | undefined }) {
  const { t } = useI18n();
  const chosen = addressKind(given);
  return (
    <fieldset>
      <legend className="label">{t("address.kind")}</legend>
      <div className="flex flex-wrap gap-x-4 gap-y-1">
        {ADDRESS_KINDS.map((kind) => (
          <label key={kind} className="flex min-h-11 items-center gap-2 text-sm">
            <input
              type="radio"
              name="kind"
              value={kind}
              defaultChecked={chosen === kind}
              className="accent-brand-700"
              data-testid={`kind-${kind}`}
            />
            {t(`address.kinds.${kind}`)}
          </label>
        ))}
      </div>
    </fieldset>
  );
}

interface DetailFieldProps {
  field: AddressDetailField;
  id: (name: string) => string;
  value: string | undefined;
  error: string | undefined;
  country: string;
  first: string | null;
}

/** One detail's label, input and error, shown by CSS for the kinds that ask for it. */
function DetailField({ field, id, value, error, country, first }: DetailFieldProps) {
  // Which kinds ask for this field (CSS shows it for those only), and for which it is required.
  const kinds = ADDRESS_KINDS.filter((kind) => addressKindFields(kind).includes(field));
  const requiredFor = ADDRESS_KINDS.filter((kind) => requiredAddressFields(kind, country).includes(field));
  // Marked required when every kind that shows the field requires it (true of each field but
  // the block outside Kuwait), so the mark never depends on the kind chosen in the browser.
  const required = requiredFor.length > 0 && requiredFor.length === kinds.length;
  return (
    <div
      data-kinds={kinds.join(" ")}
      data-required-for={requiredFor.join(" ") || undefined}
      className={field === "field_3" ? "col-span-2" : undefined}
    >
      <label htmlFor={id(field)} className="label">
        <DetailLabel field={field} />
        {required ? <RequiredMark /> : null}
      </label>
      <input
        id={id(field)}
        name={field}
        maxLength={MAX_LENGTH[field]}
        className="input"
        defaultValue={value}
        aria-required={required ? true : undefined}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? id(`${field}-error`) : undefined}
        data-testid={`detail-${field}`}
        {...refusalTarget(first, field)}
      />
      {error ? (
        <p id={id(`${field}-error`)} className="field-error" role="alert">
          {error}
        </p>
      ) : null}
    </div>
  );
}

/** A detail's label; the unit's reads "apartment" or "office" by the kind (CSS shows one). */
function DetailLabel({ field }: { field: AddressDetailField }) {
  const { t } = useI18n();
  if (field !== "apartment_no") return <>{t(LABELS[field])}</>;
  return (
    <>
      <span className="unit-apartment">{t("address.apartment")}</span>
      <span className="unit-office">{t("address.office")}</span>
    </>
  );
}
