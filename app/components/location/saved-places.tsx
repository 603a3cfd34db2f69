// A place chosen in one tap, as a plain post to the location action: the location page's search
// results and saved addresses (JS on and off), and the location sheet's saved addresses, which with
// JS post the same form as data and stay on their page.
import type { FormEvent, ReactNode } from "react";
import { useI18n } from "~/i18n/react";
import { localePath } from "~/i18n/locale";
import type { Place, SavedPlace } from "~/location/address";

type Submit = (event: FormEvent<HTMLFormElement>) => void;

/** One place: a form of its fields and where to go back, with "Deliver here". */
export function ChoosePlace({
  place,
  redirectTo,
  testId,
  onSubmit,
  children,
}: {
  place: Place;
  redirectTo: string;
  testId: string;
  onSubmit?: Submit;
  children: ReactNode;
}) {
  const { t, locale } = useI18n();
  return (
    <form
      method="post"
      action={localePath(locale, "/location")}
      onSubmit={onSubmit}
      className="flex items-center gap-3"
    >
      {(["lat", "lng", "address", "field_1", "field_2", "field_3", "field_4", "field_5"] as const).map((name) => (
        <input key={name} type="hidden" name={name} value={place[name] ?? ""} />
      ))}
      <input type="hidden" name="redirectTo" value={redirectTo} />
      {children}
      <button type="submit" className="btn-secondary" data-testid={testId}>
        {t("location.choose")}
        <span className="sr-only">: {place.address}</span>
      </button>
    </form>
  );
}

/** A signed-in customer's saved addresses, each chosen in one tap (a new device has no location yet). */
export function SavedAddresses({
  saved,
  redirectTo,
  onSubmit,
  className = "mt-6",
}: {
  saved: SavedPlace[];
  redirectTo: string;
  onSubmit?: Submit;
  className?: string;
}) {
  const { t } = useI18n();
  return (
    <section className={className} aria-labelledby="saved-heading">
      <h2 id="saved-heading" className="text-lg font-semibold">
        {t("location.savedTitle")}
      </h2>
      <ul className="mt-2 flex flex-col gap-2" data-testid="saved-places">
        {saved.map((address) => (
          <li key={address.id} className="card">
            <ChoosePlace place={address.place} redirectTo={redirectTo} testId="choose-saved" onSubmit={onSubmit}>
              <span className="min-w-0 flex-1">
                <span className="block font-medium">{address.label}</span>
                {address.lines.map((line) => (
                  <span key={line} className="block text-sm text-gray-700">
                    {line}
                  </span>
                ))}
              </span>
            </ChoosePlace>
          </li>
        ))}
      </ul>
    </section>
  );
}
