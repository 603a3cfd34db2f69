// What an operator deploys: the Kubernetes manifests, the image's Dockerfile, the Node lines the
// project admits, workers sized to the container's CPU limit, and secrets read from mounted files.
import { describe, expect, it } from "vitest";
import { mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { parseAllDocuments } from "yaml";
import { usableCpus, workerCount } from "../../edge/cluster.server";
import { execFileSync } from "node:child_process";
import { loadConfig, secretProblem, withSecretFiles } from "~/server/request";
import { TEST_SESSION_SECRET } from "../support/processes";

const ROOT = path.resolve(import.meta.dirname, "../..");
const KUBERNETES = path.join(ROOT, "deploy/kubernetes");

// The manifests' shapes, as far as the checks below read them.
interface Probe {
  httpGet?: { path: string; port: string | number };
}
interface Container {
  image: string;
  ports: { name: string; containerPort: number }[];
  env: { name: string; value?: string }[];
  resources: { requests: Record<string, string>; limits: Record<string, string> };
  livenessProbe: Probe;
  readinessProbe: Probe;
  lifecycle: { preStop: { exec?: { command: string[] }; sleep?: { seconds: number } } };
  securityContext: {
    allowPrivilegeEscalation: boolean;
    readOnlyRootFilesystem: boolean;
    capabilities: { drop: string[] };
  };
  volumeMounts: { name: string; mountPath: string }[];
}
interface Manifest {
  kind: string;
  metadata: { name: string };
  spec: Record<string, unknown> & {
    selector?: { matchLabels?: Record<string, string> } & Record<string, string>;
    template?: {
      metadata: { labels: Record<string, string> };
      spec: {
        terminationGracePeriodSeconds: number;
        securityContext: { runAsNonRoot: boolean; runAsUser: number; runAsGroup: number };
        containers: Container[];
        volumes: { name: string; emptyDir?: object; secret?: { secretName: string } }[];
      };
    };
  };
}

const files = readdirSync(KUBERNETES).filter((f) => f.endsWith(".yaml"));
const manifests: Manifest[] = files.flatMap((file) =>
  parseAllDocuments(readFileSync(path.join(KUBERNETES, file), "utf8")).map((doc) => {
    expect(doc.errors, file).toEqual([]);
    return doc.toJS() as Manifest;
  }),
);
const ofKind = (kind: string) => {
  const found = manifests.filter((m) => m.kind === kind);
  expect(found, kind).toHaveLength(1);
  return found[0]!;
};

describe("deploy/kubernetes", () => {
  const deployment = ofKind("Deployment");
  const pod = deployment.spec.template!.spec;
  const container = pod.containers[0]!;
  const env = (name: string) => container.env.find((e) => e.name === name)?.value;
  const podLabels = deployment.spec.template!.metadata.labels;
  const selects = (selector: Record<string, string> | undefined) =>
    !!selector && Object.keys(selector).length > 0 && Object.entries(selector).every(([k, v]) => podLabels[k] === v);

  it("runs two replicas with health and readiness probes, a preStop pause and a grace period longer than pause and drain", () => {
    expect(deployment.spec.replicas).toBe(2);
    expect(selects(deployment.spec.selector?.matchLabels)).toBe(true);
    expect(container.livenessProbe.httpGet).toMatchObject({ path: "/healthz", port: "http" });
    expect(container.readinessProbe.httpGet).toMatchObject({ path: "/readyz", port: "http" });
    expect(container.ports.find((p) => p.name === "http")?.containerPort).toBe(3000);
    const preStop = container.lifecycle.preStop;
    const pause =
      preStop.sleep?.seconds ?? Number(preStop.exec?.command[0] === "sleep" ? preStop.exec.command[1] : NaN);
    expect(pause).toBeGreaterThan(0);
    const drain = Number(env("SHUTDOWN_TIMEOUT_MS") ?? 8000) / 1000;
    expect(pod.terminationGracePeriodSeconds).toBeGreaterThan(pause + drain);
    expect(container.resources.requests).toMatchObject({ cpu: expect.any(String), memory: expect.any(String) });
    expect(container.resources.limits).toMatchObject({ cpu: expect.any(String), memory: expect.any(String) });
  });

  it("runs as the image's numeric non-root user, read-only, unprivileged, with /tmp in an emptyDir", () => {
    const user = /^USER (\d+):(\d+)$/m.exec(readFileSync(path.join(ROOT, "Dockerfile"), "utf8"));
    expect(pod.securityContext).toMatchObject({
      runAsNonRoot: true,
      runAsUser: Number(user?.[1]),
      runAsGroup: Number(user?.[2]),
    });
    expect(container.securityContext).toMatchObject({ allowPrivilegeEscalation: false, readOnlyRootFilesystem: true });
    expect(container.securityContext.capabilities.drop).toContain("ALL");
    const tmp = container.volumeMounts.find((m) => m.mountPath === "/tmp");
    expect(pod.volumes.find((v) => v.name === tmp?.name)?.emptyDir).toBeDefined();
  });

  it("takes its secrets from files and Redis by URL, and names the metrics port for a ServiceMonitor", () => {
    const secretsMount = container.volumeMounts.find((m) => m.name === "secrets")?.mountPath;
    expect(pod.volumes.find((v) => v.name === "secrets")?.secret?.secretName).toBeTruthy();
    expect(env("SESSION_SECRET_FILE")?.startsWith(`${secretsMount}/`)).toBe(true);
    expect(env("REDIS_URL_FILE")?.startsWith(`${secretsMount}/`)).toBe(true);
    expect(env("SESSION_SECRET")).toBeUndefined();
    expect(env("API_BASE_URL")).toMatch(/^https:\/\//);
    const metrics = container.ports.find((p) => p.name === "metrics");
    expect(String(metrics?.containerPort)).toBe(env("METRICS_PORT"));
    const service = ofKind("Service");
    expect(selects(service.spec.selector as Record<string, string>)).toBe(true);
    expect(
      (service.spec.ports as { name: string; targetPort: string }[]).find((p) => p.name === "metrics")?.targetPort,
    ).toBe("metrics");
  });

  it("keeps one replica through disruptions and scales on CPU from two", () => {
    const budget = ofKind("PodDisruptionBudget");
    expect(selects(budget.spec.selector?.matchLabels)).toBe(true);
    expect(Number(budget.spec.minAvailable)).toBeGreaterThanOrEqual(1);
    expect(Number(budget.spec.minAvailable)).toBeLessThan(Number(deployment.spec.replicas));
    const autoscaler = ofKind("HorizontalPodAutoscaler");
    expect(autoscaler.spec.scaleTargetRef).toEqual({
      apiVersion: "apps/v1",
      kind: "Deployment",
      name: deployment.metadata.name,
    });
    expect(autoscaler.spec.minReplicas).toBeGreaterThanOrEqual(2);
    expect(autoscaler.spec.metrics).toContainEqual(
      expect.objectContaining({ type: "Resource", resource: expect.objectContaining({ name: "cpu" }) }),
    );
  });

  it("lists every manifest in its kustomization", () => {
    const kustomization = manifests.find((m) => (m as unknown as { kind?: string; resources?: string[] }).resources);
    expect(new Set((kustomization as unknown as { resources: string[] }).resources)).toEqual(
      new Set(files.filter((f) => f !== "kustomization.yaml")),
    );
  });
});

describe("the Node lines and the image", () => {
  const pkg = JSON.parse(readFileSync(path.join(ROOT, "package.json"), "utf8")) as {
    engines: { node: string };
    scripts: Record<string, string>;
  };
  const dockerfile = readFileSync(path.join(ROOT, "Dockerfile"), "utf8");

  it("admits no end-of-life Node, and ships Node 24", () => {
    expect(pkg.engines.node).toBe("^22.13.0 || >=24");
    // No build step of ours compiles for an older line: the one server build is Remix's (decision 88).
    expect(Object.values(pkg.scripts).join("\n")).not.toMatch(/--target=node(1\d|20|21)\b/);
    const bases = [...dockerfile.matchAll(/^FROM (\S+)/gm)].map((m) => m[1]);
    expect(bases.length).toBeGreaterThan(0);
    for (const base of bases) expect(base).toBe("node:24-bookworm-slim");
  });

  it("pulls nothing at build time but its base, runs as a number, and says what it is", () => {
    expect(dockerfile).not.toMatch(/^# *syntax=/m);
    expect(dockerfile).toMatch(/^USER 1000:1000$/m);
    for (const label of ["source", "version", "revision", "licenses"])
      expect(dockerfile).toContain(`org.opencontainers.image.${label}=`);
    const ignored = readFileSync(path.join(ROOT, ".dockerignore"), "utf8").split("\n");
    for (const entry of [".env", ".env.*", ".npmrc", ".vscode", ".idea", ".DS_Store"]) expect(ignored).toContain(entry);
  });
});

describe("workers", () => {
  const files = (entries: Record<string, string>) => (file: string) => entries[file] ?? null;

  it("one per CPU of the container's quota, not per host core", () => {
    expect(usableCpus(8, files({ "/sys/fs/cgroup/cpu.max": "200000 100000\n" }))).toBe(2);
    expect(usableCpus(8, files({ "/sys/fs/cgroup/cpu.max": "150000 100000\n" }))).toBe(1);
    expect(usableCpus(8, files({ "/sys/fs/cgroup/cpu.max": "50000 100000\n" }))).toBe(1);
    expect(usableCpus(2, files({ "/sys/fs/cgroup/cpu.max": "400000 100000\n" }))).toBe(2);
    expect(usableCpus(8, files({ "/sys/fs/cgroup/cpu.max": "max 100000\n" }))).toBe(8);
    // cgroup v1
    expect(
      usableCpus(
        8,
        files({
          "/sys/fs/cgroup/cpu/cpu.cfs_quota_us": "300000\n",
          "/sys/fs/cgroup/cpu/cpu.cfs_period_us": "100000\n",
        }),
      ),
    ).toBe(3);
    expect(
      usableCpus(
        8,
        files({
          "/sys/fs/cgroup/cpu,cpuacct/cpu.cfs_quota_us": "100000",
          "/sys/fs/cgroup/cpu,cpuacct/cpu.cfs_period_us": "100000",
        }),
      ),
    ).toBe(1);
    expect(
      usableCpus(
        8,
        files({ "/sys/fs/cgroup/cpu/cpu.cfs_quota_us": "-1\n", "/sys/fs/cgroup/cpu/cpu.cfs_period_us": "100000\n" }),
      ),
    ).toBe(8);
    expect(usableCpus(4, files({}))).toBe(4);
  });

  it("default to the usable CPUs when Redis and a platform are shared, else one", () => {
    const shared = { REDIS_URL: "redis://redis:6379", API_BASE_URL: "https://api.example.com" };
    expect(workerCount(shared, 2)).toBe(2);
    expect(workerCount({ API_BASE_URL: shared.API_BASE_URL }, 2)).toBe(1);
  });
});

describe("production's session secret", () => {
  const production = (secret: string) =>
    loadConfig({
      NODE_ENV: "production",
      API_BASE_URL: "https://api.example.com",
      SESSION_SECRET: secret,
    } as unknown as NodeJS.ProcessEnv);

  it("refuses the published development secret and weak ones, naming SESSION_SECRET", () => {
    for (const weak of [
      "dev-only-secret-not-for-production-use-000",
      "a".repeat(40),
      "abc".repeat(14),
      "password".repeat(5),
    ]) {
      expect(() => production(weak), weak).toThrow(/SESSION_SECRET/);
    }
    expect(() => production("Short1-secret-with-31-characters".slice(0, 31))).toThrow(/at least 32/);
    // Rotation: every secret of the list must hold, the old ones too.
    expect(() => production(`${TEST_SESSION_SECRET},${"b".repeat(40)}`)).toThrow(/fewer than 10 distinct/);
    expect(production(TEST_SESSION_SECRET).sessionSecrets).toEqual([TEST_SESSION_SECRET]);
  });

  it("is published nowhere in the repository in a form production would take", () => {
    const files = execFileSync("git", ["ls-files", "-z"], { cwd: ROOT })
      .toString()
      .split("\0")
      .filter((f) => f && !/\.(png|jpe?g|ico|woff2?|br|gz)$/.test(f));
    const published: string[] = [];
    for (const file of files) {
      let text: string;
      try {
        text = readFileSync(path.join(ROOT, file), "utf8");
      } catch {
        continue;
      }
      for (const [, value] of text.matchAll(/SESSION_SECRET["']?\s*[:=]\s*["'`]?([^"'`\s,;)]+)/g)) {
        if (value && !value.startsWith("$") && secretProblem(value) === null) published.push(`${file}: ${value}`);
      }
    }
    expect(published).toEqual([]);
  });
});

describe("secrets from files", () => {
  const read = (entries: Record<string, string>) => (file: string) => {
    if (!(file in entries)) throw Object.assign(new Error("ENOENT"), { code: "ENOENT" });
    return entries[file]!;
  };

  it("reads <NAME>_FILE, without its trailing newline", () => {
    const env = withSecretFiles(
      {
        SESSION_SECRET_FILE: "/run/secrets/s",
        REDIS_URL_FILE: "/run/secrets/r",
        GOOGLE_MAPS_SERVER_KEY_FILE: "/run/secrets/g",
      },
      read({
        "/run/secrets/s": "a-secret-of-forty-characters-0123456789\n",
        "/run/secrets/r": "redis://:p%40ss@redis:6379\r\n",
        "/run/secrets/g": "key",
      }),
    );
    expect(env.SESSION_SECRET).toBe("a-secret-of-forty-characters-0123456789");
    expect(env.REDIS_URL).toBe("redis://:p%40ss@redis:6379");
    expect(env.GOOGLE_MAPS_SERVER_KEY).toBe("key");
  });

  it("refuses both forms at once, a missing file and an empty one", () => {
    expect(() => withSecretFiles({ SESSION_SECRET: "x", SESSION_SECRET_FILE: "/s" }, read({ "/s": "y" }))).toThrow(
      /SESSION_SECRET or SESSION_SECRET_FILE/,
    );
    expect(() => withSecretFiles({ SESSION_SECRET_FILE: "/missing" }, read({}))).toThrow(
      /cannot read \/missing \(ENOENT\)/,
    );
    expect(() => withSecretFiles({ SESSION_SECRET_FILE: "/empty" }, read({ "/empty": "\n" }))).toThrow(/is empty/);
  });

  it("starts production with the secret from a file", () => {
    const dir = mkdtempSync(path.join(tmpdir(), "secrets-"));
    try {
      writeFileSync(path.join(dir, "session-secret"), "mounted-secret-of-forty-characters-01234\n");
      const config = loadConfig({
        NODE_ENV: "production",
        API_BASE_URL: "https://api.example.com",
        SESSION_SECRET_FILE: path.join(dir, "session-secret"),
      } as unknown as NodeJS.ProcessEnv);
      expect(config.sessionSecrets).toEqual(["mounted-secret-of-forty-characters-01234"]);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
