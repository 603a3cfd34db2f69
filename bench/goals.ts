// The budgets a customer feels, checked by `npm run bench -- --check` (never by `npm test`): what a
// first visit downloads, what a store page weighs as sent, how a phone scores in Lighthouse, how
// long an order takes with JavaScript off on slow 3G, and a server that does not leak. Throughput is
// shown as capacity (requests per second of one worker, and p95), with no goal: a rate measured on
// a shared machine says more about the machine than about a customer's wait (docs/decisions/0084).
import type { SlowOrderFigures } from "./slow-3g-order";
import type { PageBytes } from "./bytes";

export interface LoadFigure {
  rps: number;
  p50: number;
  p95: number;
  p99: number;
  errors: number;
}

/** What a phone downloads (bench/bytes.ts): `npm run bench -- --bytes-only` measures only these. */
export interface BytesFigures {
  /** `<page>[ (ar)] JS|no JS`: a first load's bytes on the wire, every request. */
  firstLoad: Record<string, PageBytes>;
  /** `<page>[ (ar)]`: seconds to the largest contentful paint, JS off, slow 3G. */
  lcp: Record<string, number>;
  /** `<en|ar> JS|no JS`: bytes (and requests) a minute of watching an active order. */
  tracking: Record<string, { bytes: number; requests: number }>;
}

export interface BenchFigures {
  bytes?: BytesFigures;
  js: Record<string, { bytes: number; scripts: number }>;
  html: Record<string, { raw: number; br: number; gzip: number }>;
  slowOrder: SlowOrderFigures;
  anonymous: Record<string, LoadFigure>;
  rendered: Record<string, LoadFigure>;
  signedIn: Record<string, LoadFigure>;
  rssAfterLoadMb: number;
  soak: { requests: number; rounds: number[]; growthMb: number; heap: number[]; heapGrowthMb: number };
  workers: { cores: number; one: LoadFigure; all: LoadFigure };
  /** Performance: the median of `runs` (each run's score, in order); accessibility: the worst run's. */
  lighthouse?: Record<string, { performance: number; accessibility: number; runs?: string }>;
  profile?: unknown;
}

interface Goal {
  label: string;
  /** Measured by `--bytes-only` too (bench/bytes.ts). */
  bytes?: true;
  show: (f: BenchFigures) => string;
  pass: (f: BenchFigures) => boolean;
}

const KB = 1024;
const kb = (n: number) => `${(n / KB).toFixed(1)} KB`;
const LANGUAGES = ["", " (ar)"]; // the HTML table's English and Arabic rows
const html = (f: BenchFigures, page: string) => f.html[page] ?? { raw: Infinity, br: Infinity, gzip: Infinity };
const firstLoad = (f: BenchFigures, key: string) => f.bytes?.firstLoad[key]?.bytes ?? Infinity;
const loadTables = (f: BenchFigures) => [
  ...[f.anonymous, f.rendered, f.signedIn].flatMap((t) => Object.values(t)),
  f.workers.one,
  f.workers.all,
];

export const GOALS: Goal[] = [
  {
    label: "JS per first visit ≤ 100 KB in ≤ 10 scripts, every page type",
    show: (f) =>
      Object.entries(f.js)
        .map(([k, v]) => `${k} ${kb(v.bytes)}/${v.scripts}`)
        .join(", "),
    pass: (f) =>
      Object.keys(f.js).length === 5 && Object.values(f.js).every((v) => v.bytes <= 100 * KB && v.scripts <= 10),
  },
  {
    label: "store page HTML as sent (br) ≤ 7 KB, English and Arabic",
    show: (f) => LANGUAGES.map((l) => `${kb(html(f, `store${l}`).br)}${l}`).join(", "),
    pass: (f) => LANGUAGES.every((l) => html(f, `store${l}`).br <= 7 * KB),
  },
  {
    label: "300-product page ≤ 16 KB br, ≤ 200 KB raw, English and Arabic",
    show: (f) =>
      LANGUAGES.map(
        (l) => `${kb(html(f, `300-product store${l}`).br)} br, ${kb(html(f, `300-product store${l}`).raw)} raw${l}`,
      ).join("; "),
    pass: (f) =>
      LANGUAGES.every(
        (l) => html(f, `300-product store${l}`).br <= 16 * KB && html(f, `300-product store${l}`).raw <= 200 * KB,
      ),
  },
  {
    label: "Lighthouse mobile ≥ 95 performance (median of 3), 100 accessibility (home, brand, store)",
    show: (f) =>
      f.lighthouse
        ? Object.entries(f.lighthouse)
            .map(([k, v]) => `${k} ${v.performance}/${v.accessibility}`)
            .join(", ")
        : "not run",
    pass: (f) =>
      !!f.lighthouse &&
      Object.keys(f.lighthouse).length === 3 &&
      Object.values(f.lighthouse).every((v) => v.performance >= 95 && v.accessibility === 100),
  },
  // A returning customer, JS off, DevTools' slow 3G and a 4× slower CPU: the store page to the order
  // page (bench/slow-3g-order.ts says what counts).
  {
    label: "JS-off order on slow 3G: ≤ 6 document loads, ≤ 20 s (store page to order page)",
    show: (f) =>
      `${f.slowOrder.loads} documents, ${f.slowOrder.seconds.toFixed(1)} s (${f.slowOrder.secondsToLoad.toFixed(1)} s to its load)`,
    pass: (f) => f.slowOrder.loads <= 6 && f.slowOrder.seconds <= 20,
  },
  // What a phone downloads on a first load (375 px, DPR 2, every request's bytes on the wire, empty
  // cache), with JS and without, English and Arabic (decision 0111).
  ...(
    [
      ["store", 200, 80],
      ["300-product store", 250, 150],
      ["product page with a photo", 180, 80],
      ["brand", 180, 100],
    ] as const
  ).map(([page, js, noJs]): Goal => ({
    label: `${page}: first load ≤ ${js} KB with JS, ≤ ${noJs} KB without, English and Arabic`,
    bytes: true,
    show: (f) =>
      LANGUAGES.map((l) => `${kb(firstLoad(f, `${page}${l} JS`))}/${kb(firstLoad(f, `${page}${l} no JS`))}${l}`).join(
        ", ",
      ),
    pass: (f) =>
      LANGUAGES.every(
        (l) => firstLoad(f, `${page}${l} JS`) <= js * KB && firstLoad(f, `${page}${l} no JS`) <= noJs * KB,
      ),
  })),
  {
    label:
      "LCP without JS on slow 3G (400 ms, 400 kbit/s) ≤ 2.5 s: product page with a photo, brand page, English and Arabic",
    bytes: true,
    show: (f) =>
      Object.entries(f.bytes?.lcp ?? {})
        .map(([k, v]) => `${k} ${v.toFixed(2)} s`)
        .join(", ") || "not run",
    pass: (f) => Object.keys(f.bytes?.lcp ?? {}).length === 4 && Object.values(f.bytes!.lcp).every((v) => v <= 2.5),
  },
  {
    label: "watching an active order ≤ 24 KB a minute without JS, ≤ 12 KB with JS, English and Arabic",
    bytes: true,
    show: (f) =>
      Object.entries(f.bytes?.tracking ?? {})
        .map(([k, v]) => `${k} ${kb(v.bytes)}`)
        .join(", ") || "not run",
    pass: (f) =>
      Object.keys(f.bytes?.tracking ?? {}).length === 4 &&
      Object.entries(f.bytes!.tracking).every(([k, v]) => v.bytes <= (k.endsWith("no JS") ? 24 : 12) * KB),
  },
  // A leak keeps memory alive: the heap left after a full collection, round after round (1 MB over
  // 3,000 requests is 350 bytes each). Resident memory is shown beside it.
  {
    label: "soak: live heap flat (after GC, grows ≤ 1 MB after warm-up)",
    show: (f) => `${f.soak.heapGrowthMb.toFixed(2)} MB (RSS ${f.soak.growthMb.toFixed(1)} MB)`,
    pass: (f) => f.soak.heapGrowthMb <= 1,
  },
  {
    label: "no errors under load",
    show: (f) => String(loadTables(f).reduce((n, v) => n + v.errors, 0)),
    pass: (f) => loadTables(f).every((v) => v.errors === 0),
  },
];

/** The goals a run measured: all, or with `--bytes-only` those of bench/bytes.ts. */
export const goalsOf = (bytesOnly: boolean) => GOALS.filter((g) => !bytesOnly || g.bytes);

export function checkGoals(f: BenchFigures, bytesOnly = false): string[] {
  return goalsOf(bytesOnly)
    .filter((g) => !g.pass(f))
    .map((g) => `${g.label}: ${g.show(f)}`);
}
