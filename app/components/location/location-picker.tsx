// The location picker as the page sees it: `useLocationPicker().open()` returns a promise that
// settles with the confirmed place, or null when the dialog closes without one. The tap draws the
// sheet's shell at once (location-sheet.tsx); the sheet's code is fetched when the location button is
// pointed at, touched or focused (or on the first open), and the map after it. Without JS the
// header's button is a link to the location page.
import { lazyWithNamespaces } from "~/i18n/client-translations";
import {
  createContext,
  lazy,
  Suspense,
  useCallback,
  useContext,
  useEffect,
  useMemo,
  useState,
  type MouseEvent,
  type ReactNode,
} from "react";
import { useLocation, Link } from "@remix-run/react";
import { useHydrated } from "remix-utils/use-hydrated";
import { useI18n } from "~/i18n/react";
import { localePath } from "~/i18n/locale";
import { isMapPage } from "~/location/map-pages";
import type { SavedLocation } from "~/location/address";
import type LocationDialogModule from "./location-dialog";
import { LocationSheetShell, type SearchDraft } from "./location-sheet";

/** What the location action saved. */
export type PickedLocation = SavedLocation;

export interface OpenOptions {
  /** Shown as an error alert instead of the usual info warning. */
  alert?: string;
  /** Runs after the location is saved, before the promise settles. */
  onSave?: (location: PickedLocation) => void | Promise<void>;
  /** Asks the device where it is as soon as the map is ready ("Use my current location"). */
  locate?: boolean;
}

interface Request extends OpenOptions {
  settle: (location: PickedLocation | null) => void;
  /** Focus goes back here when the dialog closes. */
  opener: HTMLElement | null;
  /** What is typed into the search box, kept when the sheet replaces its shell. */
  draft: SearchDraft;
}

const PickerContext = createContext<{ open: (options?: OpenOptions) => Promise<PickedLocation | null> } | null>(null);

let loading: Promise<{ default: typeof LocationDialogModule }> | null = null;

/** Fetches the sheet's code and texts (once): when the location button is pointed at, touched or focused, and on the first open. */
export function preloadLocationDialog() {
  loading ??= lazyWithNamespaces(["location"], () => import("./location-dialog"))().catch((error: unknown) => {
    loading = null; // offline for now: the next try fetches again
    throw error;
  });
  return loading;
}

const LocationDialog = lazy(preloadLocationDialog);

/**
 * The path this document was loaded at (this module is evaluated before hydration). The server
 * allows Google's hosts only in the CSP of map pages' documents, and a CSP stays with its document
 * through client-side navigation: after arriving at a store page from home, say, the map cannot
 * load here. Opening the picker then loads the page afresh and opens the dialog in the new document.
 */
const documentPath = typeof document === "undefined" ? null : document.location.pathname;
const REOPEN_KEY = "web_customer_app:reopen_location";
const REOPEN_WITHIN_MS = 60_000;

function documentAllowsMaps(): boolean {
  return documentPath !== null && isMapPage(documentPath);
}

function here(): string {
  return window.location.pathname + window.location.search;
}

/** Asks for a fresh document of this page with the dialog open; false when that cannot help. */
function reloadToOpen(opener: HTMLElement | null): boolean {
  if (documentAllowsMaps() || !isMapPage(window.location.pathname)) return false;
  try {
    sessionStorage.setItem(REOPEN_KEY, JSON.stringify({ path: here(), at: Date.now(), opener: opener?.id || null }));
  } catch {
    return false; // no storage: open here; the dialog shows its load-failure message and the search page link
  }
  window.location.reload();
  return true;
}

/** The reopen request left by reloadToOpen for this page, if any (consumed). */
function takeReopen(): { opener: string | null } | null {
  try {
    const raw = sessionStorage.getItem(REOPEN_KEY);
    if (!raw) return null;
    sessionStorage.removeItem(REOPEN_KEY);
    const saved = JSON.parse(raw) as { path: string; at: number; opener: string | null };
    return saved.path === here() && Date.now() - saved.at < REOPEN_WITHIN_MS && documentAllowsMaps()
      ? { opener: saved.opener }
      : null;
  } catch {
    return null;
  }
}

export function LocationPickerProvider({
  saved,
  children,
}: {
  saved: { lat: number; lng: number } | null;
  children: ReactNode;
}) {
  const [request, setRequest] = useState<Request | null>(null);
  const open = useCallback(
    (options: OpenOptions = {}, openerElement?: HTMLElement | null) =>
      new Promise<PickedLocation | null>((resolve) => {
        const opener = openerElement ?? (document.activeElement instanceof HTMLElement ? document.activeElement : null);
        // The page goes away: the promise never settles (the caller's onSave cannot survive a reload).
        if (reloadToOpen(opener)) return;
        setRequest((current) => {
          current?.settle(null);
          return { ...options, settle: resolve, opener, draft: { q: "" } };
        });
      }),
    [],
  );
  useEffect(() => {
    const reopen = takeReopen();
    if (reopen) void open({}, reopen.opener ? document.getElementById(reopen.opener) : null);
  }, [open]);
  const value = useMemo(() => ({ open: (options?: OpenOptions) => open(options) }), [open]);
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
  const dismiss = useCallback(() => void finish(null), [finish]);
  return (
    <PickerContext.Provider value={value}>
      {children}
      {request ? (
        // Until the sheet's code is in, its shell: the title and the search box, at once.
        <Suspense fallback={<LocationSheetShell draft={request.draft} onClose={dismiss} />}>
          {/* The request's alert, locate and draft (its other fields are the picker's own, unused there). */}
          <LocationDialog saved={saved} {...request} onDone={finish} />
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
export function LocationButton({ address, area = null }: { address: string | null; area?: string | null }) {
  const { t, locale } = useI18n();
  const here = useLocation();
  const hydrated = useHydrated();
  const picker = useLocationPicker();
  const preload = () => void preloadLocationDialog().catch(() => undefined);
  const onClick = (event: MouseEvent<HTMLAnchorElement>) => {
    if (!hydrated || event.metaKey || event.ctrlKey || event.shiftKey || event.button !== 0) return;
    event.preventDefault();
    void picker.open();
  };
  return (
    <Link
      to={`${localePath(locale, "/location")}?redirectTo=${encodeURIComponent(here.pathname + here.search)}`}
      onClick={onClick}
      onPointerEnter={preload}
      onTouchStart={preload}
      onFocus={preload}
      className="flex min-h-11 min-w-0 max-w-xs flex-1 items-center gap-1 rounded-md border border-gray-300 px-2 text-xs leading-tight sm:flex-initial sm:px-3 sm:text-sm"
      id="location-button"
      data-testid="location-button"
    >
      <svg aria-hidden="true" viewBox="0 0 20 20" className="h-4 w-4 flex-none fill-brand-700">
        <path d="M10 1a6 6 0 0 0-6 6c0 4.5 6 12 6 12s6-7.5 6-12a6 6 0 0 0-6-6zm0 8.2A2.2 2.2 0 1 1 10 4.8a2.2 2.2 0 0 1 0 4.4z" />
      </svg>
      <span className="sr-only">{t("common.header.location")}: </span>
      {/* Up to two lines, broken between words, so a phone with a cart badge reads "No location" or
          "Salem Al Mubarak St, Block 10…" rather than "no l…"; the whole address is the link's title. */}
      <span className="line-clamp-2 min-w-0 break-words" data-testid="location-address" title={address ?? undefined}>
        {address === null ? (
          t("common.header.noLocation")
        ) : area && area !== address ? (
          <>
            <span className="sm:hidden">{area}</span>
            <span className="hidden sm:inline">{address}</span>
          </>
        ) : (
          address
        )}
      </span>
    </Link>
  );
}
