// Which vendor a request is for: the first label of the host, checked with validate-domain
// (answers cached briefly). Reserved labels (localhost, www by default) and IP hosts are the default
// host, which shows the brand directory.
import { createTtlCache } from "../ops";
import { ApiError, type ApiClient } from "../platform";
import { countryFromIso2, type CountryCode } from "~/i18n/countries";

export type Vendor =
  | { kind: "default" }
  | { kind: "vendor"; label: string; country: CountryCode; brandSlug: string }
  /** Unknown vendor, unknown country, malformed host or a failed check: the 404 page. */
  | { kind: "unknown"; label: string; reason: "malformed" | "unknown" | "country" | "error" };

const LABEL = /^[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?$/;
const IPV4 = /^\d{1,3}(?:\.\d{1,3}){3}$/;

/** The first label of a Host header value, or null for the default host. */
export function hostLabel(host: string | null, reserved: string[]): { label: string | null; malformed: boolean } {
  if (!host) return { label: null, malformed: false };
  let hostname = host.trim().toLowerCase();
  if (hostname.startsWith("[")) return { label: null, malformed: false }; // IPv6 literal
  hostname = hostname.replace(/:\d+$/, "").replace(/\.$/, "");
  if (IPV4.test(hostname)) return { label: null, malformed: false };
  const labels = hostname.split(".");
  const first = labels[0] ?? "";
  if (labels.length === 1) return { label: null, malformed: !LABEL.test(first) };
  if (reserved.includes(first)) return { label: null, malformed: false };
  if (!LABEL.test(first) || labels.some((l) => !LABEL.test(l))) return { label: first, malformed: true };
  return { label: first, malformed: false };
}

const cache = createTtlCache<Vendor>({ maxEntries: 1000 });

export async function resolveVendor({
  host,
  reserved,
  api,
  cacheSeconds,
}: {
  host: string | null;
  reserved: string[];
  api: ApiClient;
  cacheSeconds: number;
}): Promise<Vendor> {
  const { label, malformed } = hostLabel(host, reserved);
  if (malformed) return { kind: "unknown", label: label ?? "", reason: "malformed" };
  if (!label) return { kind: "default" };
  try {
    return await cache.get(label, cacheSeconds * 1000, () => check(label, api));
  } catch (error) {
    if (error instanceof ApiError && error.kind === "cancelled") throw error;
    return { kind: "unknown", label, reason: "error" };
  }
}

async function check(label: string, api: ApiClient): Promise<Vendor> {
  try {
    const answer = await api.call("validateDomain", {
      body: { source: "web", vendor_identifier: label, store_identifier: null },
      signal: null, // shared by concurrent requests; only the timeouts apply
    });
    const country = countryFromIso2(answer.country_code);
    if (!country) return { kind: "unknown", label, reason: "country" };
    return { kind: "vendor", label, country, brandSlug: answer.brand_slug ?? label };
  } catch (error) {
    if (error instanceof ApiError && (error.status === 404 || error.status === 400)) {
      return { kind: "unknown", label, reason: "unknown" };
    }
    throw error; // outages are not cached
  }
}
