// The location dialog's map (location-dialog.tsx): Google's map built once per opening, the address
// at its centre re-resolved whenever it stops moving, Google's suggestions on the search box, and
// the device's position (remembered a while) to centre it on.
import { useEffect, useRef, useState, type RefObject } from "react";
import { importLibrary, setOptions } from "@googlemaps/js-api-loader";
import { COUNTRIES } from "~/i18n/countries";
import type { Locale } from "~/i18n/locale";
import { isFresh, placeFromResults, type GeocodeResult, type PlaceFields } from "~/location/address";

/** Spec section 9. */
const DEFAULT_ZOOM = 12;
const GEOLOCATION_TIMEOUT_MS = 10_000;
const DEVICE_LOCATION_KEY = "web_customer_app:last_location";

let configured = false;

type LatLng = { lat: number; lng: number };
type Candidate = PlaceFields & LatLng;
export type MapStatus = "loading" | "ready" | "failed";

function lastDeviceLocation(): LatLng | null {
  try {
    const saved = JSON.parse(localStorage.getItem(DEVICE_LOCATION_KEY) ?? "null") as {
      lat: number;
      lng: number;
      at: number;
    } | null;
    return saved && isFresh(saved.at) ? { lat: saved.lat, lng: saved.lng } : null;
  } catch {
    return null;
  }
}

/**
 * Centres the map on the device: its last position while fresh, else the one the browser gives
 * (then remembered). A failure is told by its translation key.
 */
export function centreOnDevice(
  map: google.maps.Map | null,
  onProblem: (key: "location.geolocationFailed" | "location.user_denied_geolocation") => void,
) {
  const known = lastDeviceLocation();
  if (known) {
    map?.setCenter(known);
    return;
  }
  if (!navigator.geolocation) {
    onProblem("location.geolocationFailed");
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
      map?.setCenter(at);
    },
    (error) =>
      onProblem(
        error.code === error.PERMISSION_DENIED ? "location.user_denied_geolocation" : "location.geolocationFailed",
      ),
    { timeout: GEOLOCATION_TIMEOUT_MS, enableHighAccuracy: true, maximumAge: 0 },
  );
}

/** Google's libraries, configured once per page with the storefront's key and the page's language and region. */
async function loadGoogle(locale: Locale) {
  const response = await fetch("/resources/maps-key");
  if (!response.ok) throw new Error("no maps key");
  const { apiKey } = (await response.json()) as { apiKey: string };
  if (!configured) {
    setOptions({
      key: apiKey,
      v: "weekly",
      language: locale.lang,
      region: locale.country.toUpperCase(),
      libraries: ["places", "geometry"],
    });
    configured = true;
  }
  const [{ Map }, { Autocomplete }, { Geocoder }] = await Promise.all([
    importLibrary("maps"),
    importLibrary("places"),
    importLibrary("geocoding"),
    importLibrary("geometry"),
  ]);
  return { Map, Autocomplete, Geocoder };
}

/**
 * Dragging or zooming ends in "idle": resolve the address at the centre. Answers can arrive out of
 * order; only the latest centre's answer counts.
 */
function resolveCentre(
  instance: google.maps.Map,
  geocoder: google.maps.Geocoder,
  lang: string,
  on: { candidate: (place: Candidate | null) => void; resolving: (busy: boolean) => void },
) {
  let latest = 0;
  instance.addListener("idle", () => {
    const center = instance.getCenter();
    if (!center) return;
    const at = { lat: center.lat(), lng: center.lng() };
    const request = ++latest;
    on.resolving(true);
    geocoder
      .geocode({ location: at, language: lang })
      .then(({ results }) => {
        if (request !== latest) return;
        const place = placeFromResults(results as unknown as GeocodeResult[]);
        on.candidate(place ? { ...place, ...at } : null);
      })
      .catch(() => {
        if (request === latest) on.candidate(null);
      })
      .finally(() => {
        if (request === latest) on.resolving(false);
      });
  });
}

/** Google's suggestions on the search box: choosing one moves the map there. */
function suggestInto(
  input: HTMLInputElement,
  instance: google.maps.Map,
  Autocomplete: typeof google.maps.places.Autocomplete,
) {
  const autocomplete = new Autocomplete(input, { fields: ["geometry", "formatted_address", "address_components"] });
  autocomplete.addListener("place_changed", () => {
    const location = autocomplete.getPlace().geometry?.location;
    if (location) instance.panTo(location);
  });
}

/** The dialog's map, built once per opening around `saved` (else the country's centre). */
export function useLocationMap(saved: LatLng | null, locale: Locale, searchInput: RefObject<HTMLInputElement>) {
  const mapElement = useRef<HTMLDivElement>(null);
  const map = useRef<google.maps.Map | null>(null);
  const [status, setStatus] = useState<MapStatus>("loading");
  const [candidate, setCandidate] = useState<Candidate | null>(null);
  const [resolving, setResolving] = useState(false);
  useEffect(() => {
    let cancelled = false;
    (async () => {
      const { Map, Autocomplete, Geocoder } = await loadGoogle(locale);
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
      resolveCentre(instance, new Geocoder(), locale.lang, { candidate: setCandidate, resolving: setResolving });
      if (searchInput.current) suggestInto(searchInput.current, instance, Autocomplete);
      setStatus("ready");
    })().catch(() => {
      if (!cancelled) setStatus("failed");
    });
    return () => {
      cancelled = true;
    };
    // eslint-disable-next-line react-hooks/exhaustive-deps -- the map is built once per opening
  }, []);
  return { mapElement, map, status, candidate, resolving };
}
