// The budgets a customer feels, checked by `npm run bench -- --check` (never by `npm test`): what a
// first visit downloads, what a store page weighs as sent, how a phone scores in Lighthouse, how
// long an order takes with JavaScript off on slow 3G, and a server that does not leak. Throughput is
// shown as capacity (requests per second of one worker, and p95), with no goal: a rate measured on
// a shared machine says more about the machine than about a customer's wait (docs/decisions/0084).
import type { SlowOrderFigures } from "./slow-3g-order";

export interface LoadFigure {
  rps: number;
  p50: number;
  p95: number;
  p99: number;
  errors: number;
}

export interface BenchFigures {
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
  show: (f: BenchFigures) => string;
  pass: (f: BenchFigures) => boolean;
}

const KB = 1024;
const kb = (n: number) => `${(n / KB).toFixed(1)} KB`;
const LANGUAGES = ["", " (ar)"]; // the HTML table's English and Arabic rows
const html = (f: BenchFigures, page: string) => f.html[page] ?? { raw: Infinity, br: Infinity, gzip: Infinity };
const loadTables = (f: BenchFigures) => [...[f.anonymous, f.rendered, f.signedIn].flatMap((t) => Object.values(t)), f.workers.one, f.workers.all];

export const GOALS: Goal[] = [
  {
    label: "JS per first visit ≤ 100 KB in ≤ 10 scripts, every page type",
    show: (f) => Object.entries(f.js).map(([k, v]) => `${k} ${kb(v.bytes)}/${v.scripts}`).join(", "),
    pass: (f) => Object.keys(f.js).length === 5 && Object.values(f.js).every((v) => v.bytes <= 100 * KB && v.scripts <= 10),
  },
  {
    label: "store page HTML as sent (br) ≤ 7 KB, English and Arabic",
    show: (f) => LANGUAGES.map((l) => `${kb(html(f, `store${l}`).br)}${l}`).join(", "),
    pass: (f) => LANGUAGES.every((l) => html(f, `store${l}`).br <= 7 * KB),
  },
  {
    label: "300-product page ≤ 16 KB br, ≤ 200 KB raw, English and Arabic",
    show: (f) => LANGUAGES.map((l) => `${kb(html(f, `300-product store${l}`).br)} br, ${kb(html(f, `300-product store${l}`).raw)} raw${l}`).join("; "),
    pass: (f) => LANGUAGES.every((l) => html(f, `300-product store${l}`).br <= 16 * KB && html(f, `300-product store${l}`).raw <= 200 * KB),
  },
  {
    label: "Lighthouse mobile ≥ 95 performance (median of 3), 100 accessibility (home, brand, store)",
    show: (f) => (f.lighthouse ? Object.entries(f.lighthouse).map(([k, v]) => `${k} ${v.performance}/${v.accessibility}`).join(", ") : "not run"),
    pass: (f) => !!f.lighthouse && Object.keys(f.lighthouse).length === 3 && Object.values(f.lighthouse).every((v) => v.performance >= 95 && v.accessibility === 100),
  },
  // A returning customer, JS off, DevTools' slow 3G and a 4× slower CPU: the store page to the order
  // page (bench/slow-3g-order.ts says what counts).
  {
    label: "JS-off order on slow 3G: ≤ 6 document loads, ≤ 20 s (store page to order page)",
    show: (f) => `${f.slowOrder.loads} documents, ${f.slowOrder.seconds.toFixed(1)} s (${f.slowOrder.secondsToLoad.toFixed(1)} s to its load)`,
    pass: (f) => f.slowOrder.loads <= 6 && f.slowOrder.seconds <= 20,
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

export function checkGoals(f: BenchFigures): string[] {
  return GOALS.filter((g) => !g.pass(f)).map((g) => `${g.label}: ${g.show(f)}`);
}
