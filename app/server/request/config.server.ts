// Every environment variable the storefront reads, validated once. The README's configuration
// table mirrors this file.
import { readFileSync } from "node:fs";
import { isIP } from "node:net";
import { z } from "zod";

/**
 * Which proxies in front may set `X-Forwarded-*`, as Express's `trust proxy` setting. `true` (or `1`)
 * is one proxy: the client is the address that proxy saw, the rightmost `X-Forwarded-For` entry, so
 * a client cannot choose its own address by sending the header. A number is that many proxies; a
 * comma list names the proxies' addresses or CIDR ranges (or Express's `loopback`, `linklocal`,
 * `uniquelocal`). Never "trust everything", which would make the leftmost, client-written entry the
 * client's address.
 */
export type TrustProxy = false | number | string[];

const PROXY_NAMES = new Set(["loopback", "linklocal", "uniquelocal"]);

function isProxyAddress(value: string): boolean {
  if (PROXY_NAMES.has(value)) return true;
  const [address, bits, ...rest] = value.split("/");
  const version = isIP(address ?? "");
  if (!version || rest.length) return false;
  if (bits === undefined) return true;
  if (!/^\d{1,3}$/.test(bits)) return false;
  return Number(bits) <= (version === 4 ? 32 : 128);
}

export const trustProxySchema = z
  .string()
  .optional()
  .transform((raw, ctx): TrustProxy => {
    const value = (raw ?? "").trim().toLowerCase();
    if (value === "" || value === "false" || value === "0") return false;
    if (value === "true") return 1;
    if (/^\d{1,2}$/.test(value)) return Number(value);
    const list = value
      .split(",")
      .map((s) => s.trim())
      .filter(Boolean);
    const bad = list.filter((entry) => !isProxyAddress(entry));
    if (list.length === 0 || bad.length) {
      ctx.addIssue({
        code: z.ZodIssueCode.custom,
        message: `expected true, false, a hop count or proxy addresses/CIDRs (not ${bad.join(", ") || "empty"})`,
      });
      return z.NEVER;
    }
    return list;
  });

/** An optional http(s) URL; empty means unset. */
const optionalHttpUrl = z.preprocess(
  (value) => (typeof value === "string" && value.trim() === "" ? undefined : value),
  z
    .string()
    .url()
    .refine((url) => /^https?:\/\//i.test(url), { message: "expected an http(s) URL" })
    .optional(),
);

/** An http(s) URL with a default (empty means the default). */
const httpUrl = (fallback: string) =>
  z.preprocess(
    (value) => (typeof value === "string" && value.trim() === "" ? undefined : value),
    z
      .string()
      .url()
      .refine((url) => /^https?:\/\//i.test(url), { message: "expected an http(s) URL" })
      .default(fallback),
  );

const schema = z.object({
  NODE_ENV: z.enum(["development", "production", "test"]).default("development"),
  HOST: z.string().default("127.0.0.1"),
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  API_BASE_URL: z.string().url().optional(),
  SESSION_SECRET: z.string().optional(),
  SESSION_DIR: z.string().default(".data/sessions"),
  REDIS_URL: z.string().url().optional(),
  RESERVED_HOST_LABELS: z.string().default("localhost,www"),
  VENDOR_CACHE_SECONDS: z.coerce.number().int().min(0).default(60),
  CATALOGUE_CACHE_SECONDS: z.coerce.number().int().min(0).default(30),
  /** How long a page for a visitor without cookies is reused (never longer than the two caches above; 0 = off). */
  DOCUMENT_CACHE_SECONDS: z.coerce.number().int().min(0).default(5),
  /** How long a shared cache may serve a public page to visitors without cookies (s-maxage; 0 = every page private). */
  SHARED_CACHE_SECONDS: z.coerce.number().int().min(0).default(30),
  /** How long after that a shared cache may serve it while fetching a fresh one (stale-while-revalidate). */
  SHARED_CACHE_STALE_SECONDS: z.coerce.number().int().min(0).default(300),
  UPSTREAM_TIMEOUT_MS: z.coerce.number().int().min(100).default(8000),
  UPSTREAM_TOTAL_TIMEOUT_MS: z.coerce.number().int().min(100).default(15000),
  TRUST_PROXY: trustProxySchema,
  SECURE_COOKIES: z.enum(["auto", "true", "false"]).default("auto"),
  GOOGLE_MAPS_SERVER_KEY: z.string().optional(),
  /** The Geocoding web service the server key is sent to (another URL answering as Google's does: a test's stub, a proxy). */
  GEOCODING_API_URL: httpUrl("https://maps.googleapis.com/maps/api/geocode/json"),
  /** The app-store entries in the footer link here; each is hidden while unset. */
  IOS_APP_URL: optionalHttpUrl,
  ANDROID_APP_URL: optionalHttpUrl,
  /** Multiplies every rate limit (1 = as designed; a browser test suite signing in often uses more). */
  RATE_LIMIT_SCALE: z.coerce.number().int().min(1).max(1000).default(1),
  /** Worker processes (node:cluster); default every core when REDIS_URL and API_BASE_URL are set, else 1. */
  WEB_CONCURRENCY: z.coerce.number().int().min(1).max(256).optional(),
  /** Prometheus `GET /metrics` on this port only (edge/metrics-endpoint.server.ts); unset: no metrics endpoint. */
  METRICS_PORT: z.coerce.number().int().min(0).max(65535).optional(),
  /** The interface of the metrics port: loopback unless set (in a container, 0.0.0.0 for the scraper). */
  METRICS_HOST: z.string().min(1).default("127.0.0.1"),
  /** How long in-flight requests may take to finish after SIGTERM before their connections are cut. */
  SHUTDOWN_TIMEOUT_MS: z.coerce.number().int().min(0).max(600_000).default(8000),
  LOG_LEVEL: z.enum(["debug", "info", "warn", "error", "silent"]).default("info"),
  SANDBOX_PORT: z.coerce.number().int().min(0).max(65535).default(4100),
  SANDBOX_DATA_DIR: z.string().default(".data/sandbox"),
});

export type Config = z.infer<typeof schema> & {
  sessionSecrets: string[];
  reservedLabels: string[];
  secureCookies: boolean;
  isProduction: boolean;
};

/** Signs development sessions; published here, so production refuses it. */
const DEV_SECRET = "dev-only-secret-not-for-production-use-000";

/**
 * Why a session secret cannot sign production sessions, or null: one published in this repository (the
 * development secret; tests draw theirs at random), shorter than 32 characters, or made of fewer than
 * 10 distinct characters (a repeated pattern such as 40 × "a" or "abcabc…").
 */
export function secretProblem(secret: string): string | null {
  if (secret === DEV_SECRET) return "it is the development secret, published in the source";
  if (secret.length < 32) return `a secret is ${secret.length} characters long; at least 32 are needed`;
  if (new Set(secret).size < 10) return "a secret has fewer than 10 distinct characters (a repeated pattern)";
  return null;
}

/**
 * The variables that hold secrets. Each may instead be given as a file, `<NAME>_FILE`, as Docker and
 * Kubernetes mount secrets: the file's content is the value (one trailing newline dropped).
 */
const SECRET_VARIABLES = ["SESSION_SECRET", "REDIS_URL", "GOOGLE_MAPS_SERVER_KEY"] as const;

type Env = Record<string, string | undefined>;

export function withSecretFiles(env: Env, read: (file: string) => string = (file) => readFileSync(file, "utf8")): Env {
  const resolved: Env = { ...env };
  for (const name of SECRET_VARIABLES) {
    const file = env[`${name}_FILE`];
    if (!file) continue;
    if (env[name]) throw new Error(`Invalid configuration: set ${name} or ${name}_FILE, not both`);
    let content: string;
    try {
      content = read(file);
    } catch (error) {
      throw new Error(
        `Invalid configuration: ${name}_FILE: cannot read ${file} (${(error as NodeJS.ErrnoException).code ?? String(error)})`,
      );
    }
    resolved[name] = content.replace(/\r?\n$/, "");
    if (!resolved[name]) throw new Error(`Invalid configuration: ${name}_FILE: ${file} is empty`);
  }
  return resolved;
}

export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const parsed = schema.safeParse(withSecretFiles(env));
  if (!parsed.success) {
    const problems = parsed.error.issues.map((i) => `${i.path.join(".")}: ${i.message}`).join("; ");
    throw new Error(`Invalid configuration: ${problems}`);
  }
  const c = parsed.data;
  const isProduction = c.NODE_ENV === "production";
  const secrets = (c.SESSION_SECRET ?? "")
    .split(",")
    .map((s) => s.trim())
    .filter(Boolean);
  if (isProduction) {
    if (secrets.length === 0)
      throw new Error("SESSION_SECRET is required in production (at least 32 characters; comma-separate to rotate)");
    const refused = secrets.map(secretProblem).find(Boolean);
    if (refused) throw new Error(`SESSION_SECRET is refused in production: ${refused}`);
    if (!c.API_BASE_URL) throw new Error("API_BASE_URL is required in production");
  }
  return {
    ...c,
    isProduction,
    sessionSecrets: secrets.length ? secrets : [DEV_SECRET],
    reservedLabels: c.RESERVED_HOST_LABELS.split(",")
      .map((s) => s.trim().toLowerCase())
      .filter(Boolean),
    secureCookies: c.SECURE_COOKIES === "auto" ? isProduction : c.SECURE_COOKIES === "true",
  };
}

let current: Config | null = null;

export function getConfig(): Config {
  current ??= loadConfig();
  return current;
}

/** For server.ts (which may fill in API_BASE_URL after starting the sandbox) and tests. */
export function setConfig(config: Config): void {
  current = config;
}
