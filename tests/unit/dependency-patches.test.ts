// The image runs patched dependencies too (docs/decisions/0038, 0068): its runtime stage installs
// without scripts, so every file scripts/patch-dependencies.ts patches that production loads must be
// copied from the build stage (the server-runtime patch was once left out this way).
import { readFileSync } from "node:fs";
import path from "node:path";
import { expect, it } from "vitest";

const ROOT = path.resolve(import.meta.dirname, "../..");

it("the Dockerfile copies every patched file production loads", () => {
  const script = readFileSync(path.join(ROOT, "scripts/patch-dependencies.ts"), "utf8");
  const dockerfile = readFileSync(path.join(ROOT, "Dockerfile"), "utf8");
  const files = [...script.matchAll(/file: "(node_modules\/[^"]+)"/g)].map((m) => m[1]!).filter((f) => !f.endsWith(".development.js"));
  expect(files.length).toBeGreaterThanOrEqual(6);
  for (const file of new Set(files)) expect(dockerfile).toContain(`COPY --from=build /app/${file} ./${file}\n`);
});
