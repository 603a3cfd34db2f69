// Summarises a V8 .cpuprofile: self time by function (and by package), the top N.
interface Node {
  id: number;
  callFrame: { functionName: string; url: string; lineNumber: number };
  children?: number[];
}
interface CpuProfile {
  nodes: Node[];
  samples: number[];
  timeDeltas: number[];
}

function where(url: string): string {
  const pkg = /node_modules\/((?:@[^/]+\/)?[^/]+)/.exec(url);
  if (pkg) return pkg[1]!;
  if (url.startsWith("node:")) return url;
  if (url.includes("/build/server/")) return "app (build)";
  return url ? path(url) : "(native)";
}

function path(url: string): string {
  return url
    .replace(/^file:\/\//, "")
    .split("/")
    .slice(-2)
    .join("/");
}

export function summariseProfile(profile: CpuProfile, top: number, requests?: number) {
  const byId = new Map(profile.nodes.map((n) => [n.id, n]));
  const self = new Map<number, number>();
  profile.samples.forEach((id, i) => self.set(id, (self.get(id) ?? 0) + (profile.timeDeltas[i] ?? 0)));
  let total = 0;
  let idle = 0;
  const byFunction = new Map<string, number>();
  for (const [id, us] of self) {
    const node = byId.get(id)!;
    const name = node.callFrame.functionName || "(anonymous)";
    if (name === "(idle)" || name === "(program)") {
      idle += us;
      continue;
    }
    total += us;
    const key = `${name} · ${where(node.callFrame.url)}`;
    byFunction.set(key, (byFunction.get(key) ?? 0) + us);
  }
  void idle;
  const byPackage = new Map<string, number>();
  for (const [key, us] of byFunction) {
    const pkg = key.split(" · ")[1]!;
    byPackage.set(pkg, (byPackage.get(pkg) ?? 0) + us);
  }
  const rows = (entries: [string, number][]) =>
    entries
      .sort((a, b) => b[1] - a[1])
      .slice(0, top)
      .map(([fn, us]) => ({
        function: fn,
        share: `${((100 * us) / total).toFixed(1)}%`,
        ...(requests ? { "µs/request": Math.round(us / requests) } : {}),
      }));
  return { functions: rows([...byFunction]), packages: rows([...byPackage]) };
}
