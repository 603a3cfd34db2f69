// One storefront worker per core (node:cluster): the primary forks WEB_CONCURRENCY workers that share
// the listening port, restarts one that dies, and on SIGTERM/SIGINT passes the signal to every worker
// (each drains its own requests and connections, see startStorefront's close) and exits when all
// have. It serves nothing itself and loads no app code.
import cluster, { type Worker } from "node:cluster";
import { readFileSync } from "node:fs";
import { availableParallelism } from "node:os";

export interface WorkerSettings {
  WEB_CONCURRENCY?: number;
  REDIS_URL?: string;
  API_BASE_URL?: string;
}

/**
 * How many workers to run. Sessions (their write lock) and rate limits must be shared between
 * workers, which only Redis does (docs/decisions/0018): above one worker REDIS_URL is required, and
 * so is API_BASE_URL (without it the sandbox runs inside the process, once).
 * Default: one per CPU this process may use (usableCpus) when Redis and a platform are configured, else one.
 */
export function workerCount(settings: WorkerSettings, cores = usableCpus()): number {
  const requested = settings.WEB_CONCURRENCY;
  const shareable = Boolean(settings.REDIS_URL && settings.API_BASE_URL);
  if (requested === undefined) return shareable ? Math.max(1, cores) : 1;
  if (requested > 1 && !settings.REDIS_URL) {
    throw new Error(
      "WEB_CONCURRENCY above 1 needs REDIS_URL: sessions and rate limits must be shared by the workers (or set WEB_CONCURRENCY=1)",
    );
  }
  if (requested > 1 && !settings.API_BASE_URL) {
    throw new Error("WEB_CONCURRENCY above 1 needs API_BASE_URL: the in-process sandbox runs in one process only");
  }
  return requested;
}

/** Reads a file of the cgroup filesystem; null where it does not exist. */
type ReadCgroupFile = (file: string) => string | null;

const readCgroupFile: ReadCgroupFile = (file) => {
  try {
    return readFileSync(file, "utf8");
  } catch {
    return null;
  }
};

/**
 * The CPUs this process may use: the cores it may run on, capped by its cgroup's CPU quota (a
 * container's CPU limit: Docker's `--cpus`, Kubernetes' `resources.limits.cpu`), which the core count
 * does not show. A quota of 1.5 CPUs gives 1: a second worker would only be throttled.
 */
export function usableCpus(cores = availableParallelism(), read: ReadCgroupFile = readCgroupFile): number {
  let quota: number | null = null;
  // cgroup v2: "max 100000" (no limit) or "150000 100000" (quota, period in µs).
  const v2 = read("/sys/fs/cgroup/cpu.max")?.trim().split(/\s+/);
  if (v2 && v2[0] !== "max" && Number(v2[1]) > 0) quota = Number(v2[0]) / Number(v2[1]);
  // cgroup v1: cpu.cfs_quota_us is -1 without a limit.
  if (quota === null) {
    for (const dir of ["/sys/fs/cgroup/cpu", "/sys/fs/cgroup/cpu,cpuacct"]) {
      const us = Number(read(`${dir}/cpu.cfs_quota_us`));
      const period = Number(read(`${dir}/cpu.cfs_period_us`));
      if (us > 0 && period > 0) {
        quota = us / period;
        break;
      }
    }
  }
  const limit = quota !== null && Number.isFinite(quota) ? Math.max(1, Math.floor(quota)) : Infinity;
  return Math.max(1, Math.min(cores, limit));
}

/** In a worker: tells the primary this worker listens at `url`. */
export function reportListening(url: string): void {
  process.send?.({ type: "storefront:listening", url });
}

export function runPrimary(
  workers: number,
  onReady: (url: string) => void,
  log: (message: string, fields?: Record<string, unknown>) => void,
): void {
  let stopping = false;
  let ready = 0;
  const fork = (): Worker => {
    const worker = cluster.fork();
    worker.on("message", (message: { type?: string; url?: string }) => {
      if (message?.type === "storefront:listening" && message.url && ++ready === workers) onReady(message.url);
    });
    return worker;
  };
  for (let i = 0; i < workers; i++) fork();
  cluster.on("exit", (worker, code, signal) => {
    if (stopping) {
      if (Object.keys(cluster.workers ?? {}).length === 0) process.exit(0);
      return;
    }
    log("worker exited; starting another", { pid: worker.process.pid, code, signal });
    fork();
  });
  const stop = (signal: NodeJS.Signals) => {
    if (stopping) return;
    stopping = true;
    log("shutting down workers", { signal, workers: Object.keys(cluster.workers ?? {}).length });
    for (const worker of Object.values(cluster.workers ?? {})) worker?.process.kill(signal);
    if (Object.keys(cluster.workers ?? {}).length === 0) process.exit(0);
  };
  process.once("SIGTERM", () => stop("SIGTERM"));
  process.once("SIGINT", () => stop("SIGINT"));
}

export const isWorker = () => cluster.isWorker;
