import { describe, expect, it } from "vitest";
import advisories from "../../scripts/advisories.json";
import { offlineFindings, type Advisory } from "../../scripts/audit-deps";

const list = advisories.advisories as Advisory[];
const tree = (bodyParser: string, nested: string) => ({
  dependencies: {
    express: { version: "4.22.3", dependencies: { "body-parser": { version: bodyParser } } },
    "@remix-run/express": { version: "2.17.5", dependencies: { "path-to-regexp": { version: nested } } },
  },
});

describe("offline advisory check", () => {
  it("finds a high advisory anywhere in the installed tree", () => {
    expect(offlineFindings(tree("1.20.2", "0.1.13"), list)).toEqual(["body-parser@1.20.2 GHSA-qwcr-r2fm-qrc7 (high)"]);
    expect(offlineFindings(tree("1.20.9", "0.1.7"), list)).toEqual([
      "path-to-regexp@0.1.7 GHSA-9wv6-86v2-598j (high)",
      "path-to-regexp@0.1.7 GHSA-rhx6-c78j-4q9w (high)",
    ]);
  });

  it("passes patched versions", () => {
    expect(offlineFindings(tree("1.20.9", "0.1.13"), list)).toEqual([]);
  });

  it("lists only high or critical advisories, each with a range semver reads", () => {
    for (const advisory of list) {
      expect(["high", "critical"]).toContain(advisory.severity);
      expect(advisory.id).toMatch(/^GHSA(-[23456789cfghjmpqrvwx]{4}){3}$/);
    }
  });
});
