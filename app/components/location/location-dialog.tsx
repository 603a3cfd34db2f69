// The location dialog (fetched on intent, drawn as its shell until then: location-sheet.tsx): the
// address search box (a GET form to the location page; Google's suggestions once the map is in), a
// signed-in customer's saved addresses with "Deliver here", Google's map with a fixed centre pin, a
// confirm button and a round "use current location" button. Moving the map re-resolves the address
// at its centre; confirming, or a saved address, posts the place to the location action (the same
// one the no-JS page uses), closes the dialog and settles the opener's promise.
import { useEffect, useRef, useState, type FormEvent, type KeyboardEvent } from "react";
import { useFetcher, useLocation, useRouteLoaderData, Link } from "@remix-run/react";
import { importLibrary, setOptions } from "@googlemaps/js-api-loader";
import ResponsiveDialog from "~/components/dialog";
import { useI18n } from "~/i18n/react";
import { localePath } from "~/i18n/locale";
import { COUNTRIES } from "~/i18n/countries";
import { isFresh, placeFromResults, type GeocodeResult, type PlaceFields, type SavedLocation, type SavedPlace } from "~/location/address";
import type { Done, FormFailure } from "~/forms/form-failure";
import { LocationSearch, type SearchDraft } from "./location-sheet";
import { SavedAddresses } from "./saved-places";

/** Spec section 9. */
const DEFAULT_ZOOM = 12;
const GEOLOCATION_TIMEOUT_MS = 10_000;
const DEVICE_LOCATION_KEY = "web_customer_app:last_location";

let configured = false;

function lastDeviceLocation(): { lat: number; lng: number } | null {
  try {
    const saved = JSON.parse(localStorage.getItem(DEVICE_LOCATION_KEY) ?? "null") as { lat: number; lng: number; at: number } | null;
    return saved && isFresh(saved.at) ? { lat: saved.lat, lng: saved.lng } : null;
  } catch {
    return null;
  }
}

type Candidate = PlaceFields & { lat: number; lng: number };

export default function LocationDialog({
  saved,
  alert,
  locate = false,
  draft,
  onDone,
}: {
  saved: { lat: number; lng: number } | null;
  alert?: string;
  draft: SearchDraft;
  /** Start from the device's position (the opener's "Use my current location"). */
  locate?: boolean;
  onDone: (location: SavedLocation | null) => void;
}) {
  const { t, locale } = useI18n();
  const here = useLocation();
  const fetcher = useFetcher<Done<{ location: SavedLocation }> | FormFailure>();
  const mapElement = useRef<HTMLDivElement>(null);
  const searchInput = useRef<HTMLInputElement>(null);
  const map = useRef<google.maps.Map | null>(null);
  const [status, setStatus] = useState<"loading" | "ready" | "failed">("loading");
  const [candidate, setCandidate] = useState<Candidate | null>(null);
  const [resolving, setResolving] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  const signedIn = (useRouteLoaderData("root") as { signedIn?: boolean } | undefined)?.signedIn === true;
  const back = here.pathname + here.search;
  // The location page's data: the signed-in customer's saved addresses (the search is not asked for).
  const book = useFetcher<{ saved: SavedPlace[] }>();
  useEffect(() => {
    if (signedIn) book.load(`${localePath(locale, "/location")}?redirectTo=${encodeURIComponent(back)}`);
    // eslint-disable-next-line react-hooks/exhaustive-deps -- once per opening
  }, []);

  useEffect(() => {
    let cancelled = false;
    (async () => {
      const response = await fetch("/resources/maps-key");
      if (!response.ok) throw new Error("no maps key");
      const { apiKey } = (await response.json()) as { apiKey: string };
      if (!configured) {
        setOptions({ key: apiKey, v: "weekly", language: locale.lang, region: locale.country.toUpperCase(), libraries: ["places", "geometry"] });
        configured = true;
      }
      const [{ Map }, { Autocomplete }, { Geocoder }] = await Promise.all([
        importLibrary("maps"),
        importLibrary("places"),
        importLibrary("geocoding"),
        importLibrary("geometry"),
      ]);
      if (cancelled || !mapElement.current) return;
      const instance = new Map(mapElement.current, {
        center: saved ?? COUNTRIES[locale.country].center,
        zoom: DEFAULT_ZOOM,
        mapTypeControl: false,
        fullscreenControl: false,
        streetViewControl: false,
        clickableIcons: false,
        gestureHandling: "greedy",
      });
      map.current = instance;
      const geocoder = new Geocoder();
      // Dragging or zooming ends in "idle": resolve the address at the centre. Answers can arrive
      // out of order; only the latest centre's answer counts.
      let latest = 0;
      instance.addListener("idle", () => {
        const center = instance.getCenter();
        if (!center) return;
        const at = { lat: center.lat(), lng: center.lng() };
        const request = ++latest;
        setResolving(true);
        geocoder
          .geocode({ location: at, language: locale.lang })
          .then(({ results }) => {
            if (request !== latest) return;
            const place = placeFromResults(results as unknown as GeocodeResult[]);
            setCandidate(place ? { ...place, ...at } : null);
          })
          .catch(() => {
            if (request === latest) setCandidate(null);
          })
          .finally(() => {
            if (request === latest) setResolving(false);
          });
      });
      if (searchInput.current) {
        const autocomplete = new Autocomplete(searchInput.current, { fields: ["geometry", "formatted_address", "address_components"] });
        autocomplete.addListener("place_changed", () => {
          const location = autocomplete.getPlace().geometry?.location;
          if (location) instance.panTo(location);
        });
      }
      setStatus("ready");
    })().catch(() => {
      if (!cancelled) setStatus("failed");
    });
    return () => {
      cancelled = true;
    };
    // eslint-disable-next-line react-hooks/exhaustive-deps -- the map is built once per opening
  }, []);

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
    const known = lastDeviceLocation();
    if (known) {
      map.current?.setCenter(known);
      return;
    }
    if (!navigator.geolocation) {
      setProblem(t("location.geolocationFailed"));
      return;
    }
    navigator.geolocation.getCurrentPosition(
      (position) => {
        const at = { lat: position.coords.latitude, lng: position.coords.longitude };
        try {
          localStorage.setItem(DEVICE_LOCATION_KEY, JSON.stringify({ ...at, at: Date.now() }));
        } catch {
          /* storage may be unavailable */
        }
        map.current?.setCenter(at);
      },
      (error) => setProblem(error.code === error.PERMISSION_DENIED ? t("location.user_denied_geolocation") : t("location.geolocationFailed")),
      { timeout: GEOLOCATION_TIMEOUT_MS, enableHighAccuracy: true, maximumAge: 0 },
    );
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

  /** Enter picks Google's highlighted suggestion when there is one; otherwise it searches on the location page. */
  function suggestionKey(event: KeyboardEvent<HTMLInputElement>) {
    if (event.key === "Enter" && document.querySelector(".pac-item-selected")) event.preventDefault();
  }

  const noJsPage = `${localePath(locale, "/location")}?redirectTo=${encodeURIComponent(back)}`;
  const savedPlaces = book.data?.saved ?? [];
  return (
    <ResponsiveDialog open onClose={() => onDone(null)} title={t("common.location.title")} size="location" testId="location-dialog">
      <div className="flex flex-col gap-3">
        {/* Where the shell had it, with what was typed there. */}
        <LocationSearch draft={draft} input={searchInput} onKeyDown={suggestionKey} />
        {alert ? (
          <p role="alert" className="rounded-md border border-red-700 bg-red-50 p-3 text-sm text-red-900">{alert}</p>
        ) : (
          // Without a map there is no pin to move: the message speaks of the search offered instead.
          <p className="rounded-md border border-warning-500 bg-warning-50 p-3 text-sm text-warning-800" data-testid="location-info">{t(status === "failed" ? "location.infoNoMap" : "location.info")}</p>
        )}
        {savedPlaces.length ? <SavedAddresses saved={savedPlaces} redirectTo={back} onSubmit={choose} className="" /> : null}
        <div className="relative h-72 overflow-hidden rounded-lg bg-gray-100 lg:h-96">
          <div ref={mapElement} className="absolute inset-0" data-testid="map" />
          {status === "loading" ? (
            <div className="absolute inset-0 animate-pulse bg-gray-200" role="status" data-testid="map-skeleton">
              <span className="sr-only">{t("location.mapLoading")}</span>
            </div>
          ) : null}
          {status === "failed" ? (
            <div className="absolute inset-0 flex flex-col items-center justify-center gap-3 bg-gray-50 p-6 text-center" role="alert" data-testid="map-error">
              <p>{t("location.mapFailed")}</p>
              <Link to={noJsPage} className="btn-link" reloadDocument>{t("location.searchWithoutMap")}</Link>
            </div>
          ) : null}
          {status === "ready" ? (
            <>
              <img src="/location-pin.svg" alt="" width={36} height={48} className="pointer-events-none absolute start-1/2 top-1/2 -translate-y-full rtl:translate-x-1/2 ltr:-translate-x-1/2" />
              <button
                type="button"
                onClick={locateDevice}
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
        <p className="min-h-6 text-sm" aria-live="polite" data-testid="map-address">
          {status !== "ready" ? null : resolving ? t("location.resolving") : candidate ? candidate.address : t("location.noAddress")}
        </p>
        {problem ? <p role="alert" className="text-sm text-red-800" data-testid="location-problem">{problem}</p> : null}
        <button type="button" onClick={confirm} className="btn-primary" disabled={status !== "ready" || fetcher.state !== "idle"} data-testid="confirm-location">
          {t("location.confirm")}
        </button>
      </div>
    </ResponsiveDialog>
  );
}
