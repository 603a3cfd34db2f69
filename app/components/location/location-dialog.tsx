// The location dialog (fetched on intent, drawn as its shell until then: location-sheet.tsx): the
// address search box (a GET form to the location page; Google's suggestions once the map is in), a
// signed-in customer's saved addresses with "Deliver here", Google's map with a fixed centre pin, a
// confirm button and a round "use current location" button. Moving the map re-resolves the address
// at its centre (location-map.ts); confirming, or a saved address, posts the place to the location
// action (the same one the no-JS page uses), closes the dialog and settles the opener's promise.
import { useEffect, useRef, useState, type FormEvent, type KeyboardEvent, type RefObject } from "react";
import { useFetcher, useLocation, useRouteLoaderData, Link } from "@remix-run/react";
import ResponsiveDialog from "~/components/dialog";
import { useI18n } from "~/i18n/react";
import { localePath } from "~/i18n/locale";
import type { SavedLocation, SavedPlace } from "~/location/address";
import type { Done, FormFailure } from "~/forms/form-failure";
import { LocationSearch, type SearchDraft } from "./location-sheet";
import { SavedAddresses } from "./saved-places";
import { centreOnDevice, useLocationMap, type MapStatus } from "./location-map";

interface LocationDialogProps {
  saved: { lat: number; lng: number } | null;
  alert?: string;
  draft: SearchDraft;
  /** Start from the device's position (the opener's "Use my current location"). */
  locate?: boolean;
  onDone: (location: SavedLocation | null) => void;
}

/** The location page's data: the signed-in customer's saved addresses (the search is not asked for). */
function useSavedPlaces(back: string): SavedPlace[] {
  const { locale } = useI18n();
  const signedIn = (useRouteLoaderData("root") as { signedIn?: boolean } | undefined)?.signedIn === true;
  const book = useFetcher<{ saved: SavedPlace[] }>();
  useEffect(() => {
    if (signedIn) book.load(`${localePath(locale, "/location")}?redirectTo=${encodeURIComponent(back)}`);
    // eslint-disable-next-line react-hooks/exhaustive-deps -- once per opening
  }, []);
  return book.data?.saved ?? [];
}

/** The dialog's state: the map, the place posted to the location action and what went wrong. */
function useLocationDialog({ saved, locate, onDone }: Pick<LocationDialogProps, "saved" | "locate" | "onDone">) {
  const { t, locale } = useI18n();
  const fetcher = useFetcher<Done<{ location: SavedLocation }> | FormFailure>();
  const searchInput = useRef<HTMLInputElement>(null);
  const { mapElement, map, status, candidate, resolving } = useLocationMap(saved, locale, searchInput);
  const [problem, setProblem] = useState<string | null>(null);

  useEffect(() => {
    if (fetcher.state !== "idle" || !fetcher.data) return;
    if (fetcher.data.ok) onDone(fetcher.data.location);
    else setProblem(fetcher.data.formError);
    // eslint-disable-next-line react-hooks/exhaustive-deps -- react to each answer once
  }, [fetcher.state, fetcher.data]);

  // Opened by "Use my current location": the device is asked once the map can show its answer.
  useEffect(() => {
    if (locate && status === "ready") locateDevice();
    // eslint-disable-next-line react-hooks/exhaustive-deps -- once, when the map is ready
  }, [status]);

  function locateDevice() {
    setProblem(null);
    centreOnDevice(map.current, (key) => setProblem(t(key)));
  }

  function confirm() {
    if (!candidate || resolving) return; // no resolvable address: nothing happens
    const form = new FormData();
    for (const [key, value] of Object.entries(candidate)) form.set(key, value === null ? "" : String(value));
    fetcher.submit(form, { method: "post", action: localePath(locale, "/location") });
  }

  /** A saved address's "Deliver here": its form posted as data, answered as the map's confirm is. */
  function choose(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    setProblem(null);
    fetcher.submit(event.currentTarget);
  }

  const busy = fetcher.state !== "idle";
  return { searchInput, mapElement, status, candidate, resolving, problem, busy, locateDevice, confirm, choose };
}

/** Enter picks Google's highlighted suggestion when there is one; otherwise it searches on the location page. */
function suggestionKey(event: KeyboardEvent<HTMLInputElement>) {
  if (event.key === "Enter" && document.querySelector(".pac-item-selected")) event.preventDefault();
}

export default function LocationDialog({ saved, alert, locate = false, draft, onDone }: LocationDialogProps) {
  const { t, locale } = useI18n();
  const here = useLocation();
  const back = here.pathname + here.search;
  const savedPlaces = useSavedPlaces(back);
  const dialog = useLocationDialog({ saved, locate, onDone });
  const { status, candidate, resolving, problem } = dialog;
  const noJsPage = `${localePath(locale, "/location")}?redirectTo=${encodeURIComponent(back)}`;
  return (
    <ResponsiveDialog
      open
      onClose={() => onDone(null)}
      title={t("common.location.title")}
      size="location"
      testId="location-dialog"
    >
      <div className="flex flex-col gap-3">
        {/* Where the shell had it, with what was typed there. */}
        <LocationSearch draft={draft} input={dialog.searchInput} onKeyDown={suggestionKey} />
        <MapNotice alert={alert} status={status} />
        {savedPlaces.length ? (
          <SavedAddresses saved={savedPlaces} redirectTo={back} onSubmit={dialog.choose} className="" />
        ) : null}
        <MapArea mapElement={dialog.mapElement} status={status} noJsPage={noJsPage} onLocate={dialog.locateDevice} />
        <MapAddress status={status} resolving={resolving} candidate={candidate} />
        {problem ? (
          <p role="alert" className="text-sm text-red-800" data-testid="location-problem">
            {problem}
          </p>
        ) : null}
        <button
          type="button"
          onClick={dialog.confirm}
          className="btn-primary"
          disabled={status !== "ready" || dialog.busy}
          data-testid="confirm-location"
        >
          {t("location.confirm")}
        </button>
      </div>
    </ResponsiveDialog>
  );
}

/** The opener's alert, or what to do with the map (or, without one, the search). */
function MapNotice({ alert, status }: { alert?: string; status: MapStatus }) {
  const { t } = useI18n();
  return alert ? (
    <p role="alert" className="rounded-md border border-red-700 bg-red-50 p-3 text-sm text-red-900">
      {alert}
    </p>
  ) : (
    // Without a map there is no pin to move: the message speaks of the search offered instead.
    <p
      className="rounded-md border border-warning-500 bg-warning-50 p-3 text-sm text-warning-800"
      data-testid="location-info"
    >
      {t(status === "failed" ? "location.infoNoMap" : "location.info")}
    </p>
  );
}

interface MapAddressProps {
  status: MapStatus;
  resolving: boolean;
  candidate: { address: string } | null;
}

/** The address at the map's centre, announced as the pin moves. */
function MapAddress({ status, resolving, candidate }: MapAddressProps) {
  const { t } = useI18n();
  return (
    <p className="min-h-6 text-sm" aria-live="polite" data-testid="map-address">
      {status !== "ready"
        ? null
        : resolving
          ? t("location.resolving")
          : candidate
            ? candidate.address
            : t("location.noAddress")}
    </p>
  );
}

/** The map with its fixed centre pin and "use current location" button; a skeleton while it loads, a way to the search page if it fails. */
function MapArea({
  mapElement,
  status,
  noJsPage,
  onLocate,
}: {
  mapElement: RefObject<HTMLDivElement>;
  status: MapStatus;
  noJsPage: string;
  onLocate: () => void;
}) {
  const { t } = useI18n();
  return (
    <div className="relative h-72 overflow-hidden rounded-lg bg-gray-100 lg:h-96">
      <div ref={mapElement} className="absolute inset-0" data-testid="map" />
      {status === "loading" ? (
        <div className="absolute inset-0 animate-pulse bg-gray-200" role="status" data-testid="map-skeleton">
          <span className="sr-only">{t("location.mapLoading")}</span>
        </div>
      ) : null}
      {status === "failed" ? (
        <div
          className="absolute inset-0 flex flex-col items-center justify-center gap-3 bg-gray-50 p-6 text-center"
          role="alert"
          data-testid="map-error"
        >
          <p>{t("location.mapFailed")}</p>
          <Link to={noJsPage} className="btn-link" reloadDocument>
            {t("location.searchWithoutMap")}
          </Link>
        </div>
      ) : null}
      {status === "ready" ? (
        <>
          <img
            src="/location-pin.svg"
            alt=""
            width={36}
            height={48}
            className="pointer-events-none absolute start-1/2 top-1/2 -translate-y-full rtl:translate-x-1/2 ltr:-translate-x-1/2"
          />
          <button
            type="button"
            onClick={onLocate}
            className="absolute bottom-3 end-3 flex h-12 w-12 items-center justify-center rounded-full bg-white shadow-lg"
            data-testid="use-current-location"
          >
            <svg aria-hidden="true" viewBox="0 0 24 24" className="h-6 w-6 fill-brand-700">
              <path d="M12 8a4 4 0 1 0 0 8 4 4 0 0 0 0-8zm9 3h-2.07A7 7 0 0 0 13 5.07V3h-2v2.07A7 7 0 0 0 5.07 11H3v2h2.07A7 7 0 0 0 11 18.93V21h2v-2.07A7 7 0 0 0 18.93 13H21v-2zm-9 6a5 5 0 1 1 0-10 5 5 0 0 1 0 10z" />
            </svg>
            <span className="sr-only">{t("location.useCurrent")}</span>
          </button>
        </>
      ) : null}
    </div>
  );
}
