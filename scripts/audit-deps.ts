// CI's check of the production dependencies against known advisories: `npm audit --omit=dev`, failing
// on high or critical. Where the registry's audit endpoint does not answer (some networks refuse the
// POST), the installed tree is checked offline against scripts/advisories.json instead, so the step
// never passes by saying nothing; the output says which of the two answered.
import { execFileSync } from "node:child_process";
import { readFileSync } from "node:fs";
import semver from "semver";

export type Advisory = { id: string; package: string; vulnerable: string; severity: "high" | "critical" };
type Tree = { dependencies?: Record<string, Tree & { version?: string }> };

/** Every name@version installed under `tree` (npm ls --all --json). */
function installed(tree: Tree, into = new Map<string, Set<string>>()): Map<string, Set<string>> {
  for (const [name, node] of Object.entries(tree.dependencies ?? {})) {
    if (node.version) into.set(name, (into.get(name) ?? new Set()).add(node.version));
    installed(node, into);
  }
  return into;
}

/** The advisories that an installed version falls under, as "name@version id". */
export function offlineFindings(tree: Tree, advisories: Advisory[]): string[] {
  const versions = installed(tree);
  return advisories.flatMap((advisory) =>
    [...(versions.get(advisory.package) ?? [])]
      .filter((version) => semver.satisfies(version, advisory.vulnerable))
      .map((version) => `${advisory.package}@${version} ${advisory.id} (${advisory.severity})`),
  );
}

function npm(args: string[]): string {
  try {
    return execFileSync("npm", args, { encoding: "utf8", stdio: ["ignore", "pipe", "pipe"], maxBuffer: 64 << 20 });
  } catch (error) {
    // npm exits non-zero both on findings and on an unreachable endpoint; the JSON tells them apart.
    return String((error as { stdout?: string }).stdout ?? "");
  }
}

function main(): number {
  const report = JSON.parse(npm(["audit", "--omit=dev", "--json"]) || "{}") as {
    metadata?: { vulnerabilities?: Record<string, number> };
  };
  const counts = report.metadata?.vulnerabilities;
  if (counts) {
    const serious = (counts.high ?? 0) + (counts.critical ?? 0);
    console.log(`npm audit --omit=dev: ${serious} high or critical (${JSON.stringify(counts)})`);
    return serious > 0 ? 1 : 0;
  }
  const file = new URL("./advisories.json", import.meta.url);
  const { checked, advisories } = JSON.parse(readFileSync(file, "utf8")) as { checked: string; advisories: Advisory[] };
  const findings = offlineFindings(JSON.parse(npm(["ls", "--omit=dev", "--all", "--json"])) as Tree, advisories);
  console.log(`npm audit endpoint did not answer; offline list of ${checked}: ${findings.length} finding(s)`);
  for (const finding of findings) console.error(`  ${finding}`);
  return findings.length > 0 ? 1 : 0;
}

if (import.meta.url === `file://${process.argv[1]}`) process.exitCode = main();
