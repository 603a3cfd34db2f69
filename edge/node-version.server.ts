// The Node line the server runs on, against package.json's `engines`: outside it the server refuses
// to start with one line saying which it needs, instead of failing later on a missing feature (Node
// 20, for one, cannot load the sandbox's TypeScript).
import { readFileSync } from "node:fs";
import path from "node:path";
import semver from "semver";

/** Why `version` may not run the server, or null when `range` (package.json's engines.node) takes it. */
export function nodeRefusal(version: string, range: string): string | null {
  if (semver.satisfies(version, range)) return null;
  return `Node ${version} is not supported: this storefront needs Node ${range} (package.json "engines")`;
}

/** Throws the refusal when this process's Node is outside the `engines` of the package.json in `root`. */
export function requireSupportedNode(root: string, version: string = process.versions.node): void {
  const { engines } = JSON.parse(readFileSync(path.join(root, "package.json"), "utf8")) as {
    engines?: { node?: string };
  };
  const refusal = engines?.node ? nodeRefusal(version, engines.node) : null;
  if (refusal) throw new Error(refusal);
}
