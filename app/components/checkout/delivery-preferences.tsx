// The checkout's delivery preferences: "Leave at the door" and "No cutlery, please", boxes of the
// checkout form, sent in the order's notes (decision 0113). Each box is followed by a hidden "0", so
// an unticked box posts "0" (a ticked one its "1" first): the draft in the session and the typed
// draft of the tab (typed-draft.ts) keep either.
import { DELIVERY_PREFERENCES } from "~/forms/delivery-preferences";
import { useI18n } from "~/i18n/react";

export function DeliveryPreferences({ values }: { values: Partial<Record<string, string>> }) {
  const { t } = useI18n();
  return (
    <fieldset data-testid="delivery-preferences">
      <legend className="text-lg font-semibold">{t("checkout.preferences.title")}</legend>
      <div className="mt-1 flex flex-col">
        {DELIVERY_PREFERENCES.map((preference) => (
          <label key={preference} className="flex min-h-11 items-center gap-3">
            <input
              type="checkbox"
              name={preference}
              value="1"
              defaultChecked={values[preference] === "1"}
              className="h-5 w-5 accent-brand-700"
              data-testid={`preference-${preference}`}
            />
            {t(`checkout.preferences.${preference}`)}
            <input type="hidden" name={preference} value="0" />
          </label>
        ))}
      </div>
    </fieldset>
  );
}
