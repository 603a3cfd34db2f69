import { mkdtempSync, writeFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { nodeRefusal, requireSupportedNode } from "../../edge/node-version.server";
import { ROOT } from "../support/processes";

describe("the Node line the server starts on", () => {
  const engines = "^22.13.0 || >=24";

  it("takes every line package.json's engines names", () => {
    for (const version of ["22.13.0", "22.20.1", "24.0.0", "24.22.3", "26.1.0"])
      expect(nodeRefusal(version, engines), version).toBeNull();
  });

  it("refuses the others in one line that says which it needs", () => {
    for (const version of ["20.20.2", "22.12.0", "23.11.0", "18.20.8"]) {
      const refusal = nodeRefusal(version, engines);
      expect(refusal, version).toBe(
        `Node ${version} is not supported: this storefront needs Node ${engines} (package.json "engines")`,
      );
      expect(refusal).not.toContain("\n");
    }
  });

  it("reads the range from the project's package.json, which this test's Node satisfies", () => {
    expect(() => requireSupportedNode(ROOT)).not.toThrow();
    expect(() => requireSupportedNode(ROOT, "20.20.2")).toThrow(
      /^Node 20\.20\.2 is not supported: this storefront needs Node \^22\.13\.0 \|\| >=24/,
    );
    const dir = mkdtempSync(path.join(tmpdir(), "engines-"));
    try {
      writeFileSync(path.join(dir, "package.json"), JSON.stringify({ engines: { node: ">=30" } }));
      expect(() => requireSupportedNode(dir, "24.22.3")).toThrow("needs Node >=30");
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
