// The location picker as the page sees it: `useLocationPicker().open()` returns a promise that
// settles with the confirmed place, or null when the dialog closes without one. The dialog and the
// map code load on the first open; without JS the header's button is a link to the location page.
import { createContext, lazy, Suspense, useCallback, useContext, useMemo, useState, type MouseEvent, type ReactNode } from "react";
import { Link, useLocation } from "@remix-run/react";
import { useHydrated } from "remix-utils/use-hydrated";
import { useI18n } from "~/i18n/react";
import { localePath } from "~/i18n/locale";
import type { SavedLocation } from "~/server/location.server";

/** What the location action saved (type only: nothing of the server module reaches the browser). */
export type PickedLocation = SavedLocation;

export interface OpenOptions {
  /** Shown as an error alert instead of the usual info warning. */
  alert?: string;
  /** Runs after the location is saved, before the promise settles. */
  onSave?: (location: PickedLocation) => void | Promise<void>;
}

interface Request extends OpenOptions {
  settle: (location: PickedLocation | null) => void;
  /** Focus goes back here when the dialog closes. */
  opener: HTMLElement | null;
}

const PickerContext = createContext<{ open: (options?: OpenOptions) => Promise<PickedLocation | null> } | null>(null);

const LocationDialog = lazy(() => import("./location-dialog"));

export function LocationPickerProvider({ saved, children }: { saved: { lat: number; lng: number } | null; children: ReactNode }) {
  const [request, setRequest] = useState<Request | null>(null);
  const open = useCallback(
    (options: OpenOptions = {}) =>
      new Promise<PickedLocation | null>((resolve) => {
        setRequest((current) => {
          current?.settle(null);
          const opener = document.activeElement instanceof HTMLElement ? document.activeElement : null;
          return { ...options, settle: resolve, opener };
        });
      }),
    [],
  );
  const value = useMemo(() => ({ open }), [open]);
  const finish = useCallback(
    async (location: PickedLocation | null) => {
      if (!request) return;
      if (location) await request.onSave?.(location);
      request.settle(location);
      setRequest(null);
      requestAnimationFrame(() => request.opener?.focus());
    },
    [request],
  );
  return (
    <PickerContext.Provider value={value}>
      {children}
      {request ? (
        <Suspense fallback={null}>
          <LocationDialog saved={saved} alert={request.alert} onDone={finish} />
        </Suspense>
      ) : null}
    </PickerContext.Provider>
  );
}

export function useLocationPicker() {
  const picker = useContext(PickerContext);
  if (!picker) throw new Error("useLocationPicker outside LocationPickerProvider");
  return picker;
}

/** The header's location button: the saved address or 'no location'. */
export function LocationButton({ address }: { address: string | null }) {
  const { t, locale } = useI18n();
  const here = useLocation();
  const hydrated = useHydrated();
  const picker = useLocationPicker();
  const onClick = (event: MouseEvent<HTMLAnchorElement>) => {
    if (!hydrated || event.metaKey || event.ctrlKey || event.shiftKey || event.button !== 0) return;
    event.preventDefault();
    void picker.open();
  };
  return (
    <Link
      to={`${localePath(locale, "/location")}?redirectTo=${encodeURIComponent(here.pathname + here.search)}`}
      onClick={onClick}
      className="flex min-w-0 max-w-xs items-center gap-1 rounded-md border border-gray-300 px-3 py-1.5 text-sm"
      data-testid="location-button"
    >
      <svg aria-hidden="true" viewBox="0 0 20 20" className="h-4 w-4 flex-none fill-brand-700">
        <path d="M10 1a6 6 0 0 0-6 6c0 4.5 6 12 6 12s6-7.5 6-12a6 6 0 0 0-6-6zm0 8.2A2.2 2.2 0 1 1 10 4.8a2.2 2.2 0 0 1 0 4.4z" />
      </svg>
      <span className="sr-only">{t("common.header.location")}: </span>
      <span className="truncate" data-testid="location-address">{address ?? t("common.header.noLocation")}</span>
    </Link>
  );
}
