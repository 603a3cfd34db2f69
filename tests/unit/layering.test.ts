// The lint keeps the layering (docs/architecture.md: "Imports point one way"): a server module that
// imports from app/components fails ESLint, so does an app module that imports the HTTP edge
// (edge/), and an import circle anywhere fails the lint's madge check.
import { spawnSync } from "node:child_process";
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { ESLint } from "eslint";
import { afterAll, describe, expect, it } from "vitest";

const root = path.resolve(import.meta.dirname, "../..");

describe("server modules do not import the UI", () => {
  const eslint = new ESLint({ cwd: root });
  const restricted = async (filePath: string, code: string) => {
    const [result] = await eslint.lintText(code, { filePath: path.join(root, filePath) });
    return result!.messages.filter((m) => m.ruleId === "no-restricted-imports").map((m) => m.message);
  };
  const typeImport = 'import type { CartView } from "~/components/cart/cart-panel";\nexport type View = CartView;\n';
  const valueImport = 'import { Logo } from "../components/logo";\nexport const mark = Logo;\n';

  it("fails the lint on a server module's import from app/components, types included", async () => {
    expect(await restricted("app/server/example.server.ts", typeImport)).toEqual([
      expect.stringContaining("Server modules do not import from app/components"),
    ]);
    expect(await restricted("app/server/platform/example.server.ts", valueImport)).toHaveLength(1);
    expect(await restricted("server.ts", typeImport)).toHaveLength(1);
    expect(
      await restricted("edge/example.server.ts", valueImport.replace("../components", "../app/components")),
    ).toHaveLength(1);
  }, 60_000);

  it("fails the lint on a shared module's import from app/components (a server module would reach the UI through it)", async () => {
    expect(await restricted("app/cart/example.ts", typeImport)).toEqual([
      expect.stringContaining("Shared modules do not import from app/components"),
    ]);
    expect(await restricted("app/forms/example.ts", typeImport)).toHaveLength(1);
  }, 60_000);

  it("lets routes use the UI, and the request guard's page (which renders markup) its logo", async () => {
    expect(await restricted("app/routes/example.tsx", typeImport)).toEqual([]);
    expect(
      await restricted("edge/request-guard-page.server.tsx", valueImport.replace("../components", "../app/components")),
    ).toEqual([]);
  }, 60_000);

  it("lets server modules use the shapes both sides share", async () => {
    const shared =
      'import type { FormFailure } from "~/forms/form-failure";\nimport type { CartView } from "~/cart/cart-view";\nexport type X = FormFailure | CartView;\n';
    expect(await restricted("app/server/example.server.ts", shared)).toEqual([]);
  }, 60_000);
});

describe("the app does not import the HTTP edge", () => {
  const eslint = new ESLint({ cwd: root });
  const boundary = async (filePath: string, code: string) => {
    const [result] = await eslint.lintText(code, { filePath: path.join(root, filePath) });
    return result!.messages.filter((m) => m.ruleId === "layers/edge-boundary").map((m) => m.message);
  };

  it("fails the lint on a domain module's import from edge/, at any depth, types and re-exports included", async () => {
    const message = [expect.stringContaining("The app does not import the HTTP edge")];
    expect(
      await boundary(
        "app/server/example.server.ts",
        'import { logOf } from "../../edge/request-log.server";\nexport const l = logOf;\n',
      ),
    ).toEqual(message);
    expect(
      await boundary(
        "app/server/platform/example.server.ts",
        'import type { DocumentCache } from "../../../edge/document-cache.server";\nexport type D = DocumentCache;\n',
      ),
    ).toEqual(message);
    expect(await boundary("app/root.tsx", 'export { httpMetrics } from "../edge/http-metrics.server";\n')).toEqual(
      message,
    );
    expect(
      await boundary("app/entry.server.tsx", 'export const load = () => import("../edge/compress.server");\n'),
    ).toEqual(message);
    expect(
      await boundary(
        "sandbox/example.ts",
        'import { staticAssets } from "../edge/static-assets.server";\nexport const s = staticAssets;\n',
      ),
    ).toEqual(message);
  }, 60_000);

  it("lets the app import its own server modules, and the edge import the app", async () => {
    expect(
      await boundary("app/routes/example.tsx", 'import { log } from "../server/ops";\nexport const l = log;\n'),
    ).toEqual([]);
    expect(
      await boundary(
        "app/server/example.server.ts",
        'import { log } from "./log.server";\nimport { metrics } from "~/server/ops";\nexport const x = [log, metrics];\n',
      ),
    ).toEqual([]);
    expect(
      await boundary(
        "edge/example.server.ts",
        'import { log } from "../app/server/ops";\nimport { logOf } from "./request-log.server";\nexport const x = [log, logOf];\n',
      ),
    ).toEqual([]);
  }, 60_000);
});

describe("the browser takes only types from the contract", () => {
  const eslint = new ESLint({ cwd: root });
  const restricted = async (filePath: string, code: string) => {
    const [result] = await eslint.lintText(code, { filePath: path.join(root, filePath) });
    return result!.messages
      .filter((m) => m.ruleId === "@typescript-eslint/no-restricted-imports")
      .map((m) => m.message);
  };

  it("fails the lint on a value import of the contract in a route or a shared module, even one only a loader uses", async () => {
    // As the brand page's loader did: the browser build drops the loader but keeps the module, zod and all.
    const loaderValue = 'import { countryFacts } from "~/contract";\nexport const loader = () => countryFacts("KW");\n';
    expect(await restricted("app/routes/example.tsx", loaderValue)).toEqual([
      expect.stringContaining("import only types from the contract"),
    ]);
    expect(
      await restricted(
        "app/components/example.tsx",
        'import { storeSchema } from "~/contract/catalogue";\nexport const s = storeSchema;\n',
      ),
    ).toHaveLength(1);
    expect(
      await restricted(
        "app/cart/example.ts",
        'import { ORDER_STATES } from "../contract";\nexport const s = ORDER_STATES;\n',
      ),
    ).toHaveLength(1);
  }, 60_000);

  it("lets them take types, and the zod-free address kinds and menu facts; server modules take anything", async () => {
    expect(
      await restricted("app/routes/example.tsx", 'import type { Store } from "~/contract";\nexport type S = Store;\n'),
    ).toEqual([]);
    expect(
      await restricted(
        "app/components/example.tsx",
        'import { ADDRESS_KINDS } from "~/contract/address-kinds";\nexport const k = ADDRESS_KINDS;\n',
      ),
    ).toEqual([]);
    expect(
      await restricted(
        "app/components/example.tsx",
        'import { ALLERGENS } from "~/contract/menu-facts";\nexport const a = ALLERGENS;\n',
      ),
    ).toEqual([]);
    expect(
      await restricted(
        "app/components/example.tsx",
        'import { allergensSchema } from "~/contract/catalogue";\nexport const a = allergensSchema;\n',
      ),
    ).toHaveLength(1);
    expect(
      await restricted(
        "app/server/example.server.ts",
        'import { storeSchema } from "~/contract";\nexport const s = storeSchema;\n',
      ),
    ).toEqual([]);
  }, 60_000);
});

describe("no import circles", () => {
  const dir = mkdtempSync(path.join(tmpdir(), "import-circles-"));
  afterAll(() => rmSync(dir, { recursive: true, force: true }));
  const write = (file: string, text: string) => {
    mkdirSync(path.dirname(path.join(dir, file)), { recursive: true });
    writeFileSync(path.join(dir, file), text);
  };
  // The fixture's own tsconfig gives it the app's `~/` alias; everything else is the lint's madge
  // (its options in .madgerc, read from the project's root).
  write("tsconfig.json", JSON.stringify({ compilerOptions: { baseUrl: ".", paths: { "~/*": ["./src/*"] } } }));
  const madge = (target: string) =>
    spawnSync(
      path.join(root, "node_modules/.bin/madge"),
      ["--circular", "--no-spinner", "--ts-config", path.join(dir, "tsconfig.json"), path.join(dir, target)],
      {
        cwd: root,
        encoding: "utf8",
      },
    );

  it("is a step of npm run lint, over the app and the server", () => {
    const lint: string = JSON.parse(readFileSync(path.join(root, "package.json"), "utf8")).scripts.lint;
    expect(lint).toMatch(/madge --circular [^&]*\bapp\b[^&]*\bserver\.ts\b/);
  });

  it("fails on a circle through a lazy import and the ~/ alias; leaves a circle of types alone", () => {
    // A circle of types is no circle at run time, and the request's context names a type of every
    // folder that takes the context (the feature folders' order, for values, is eslint's).
    write(
      "src/server/context.ts",
      'import type { Limiter } from "./limits";\nexport interface Context { limiter: Limiter }\n',
    );
    write(
      "src/server/limits.ts",
      'import type { Context } from "./context";\nexport interface Limiter { hit(context: Context): boolean }\n',
    );
    // As location-picker ↔ location-dialog were: the picker loads the dialog lazily, the dialog took a value back.
    write("src/ui/picker.tsx", 'export const picked = { lat: 0 };\nexport const load = () => import("./dialog");\n');
    write(
      "src/ui/dialog.tsx",
      'import { picked } from "~/ui/picker";\nexport default function Dialog() { return picked.lat; }\n',
    );
    const run = madge("src");
    expect(run.status).toBe(1);
    expect(run.stdout.match(/^\d+\) /gm)).toHaveLength(1);
    expect(run.stdout).not.toMatch(/server\/context\.ts > server\/limits\.ts/);
    expect(run.stdout).toMatch(/ui\/(dialog|picker)\.tsx > ui\/(dialog|picker)\.tsx/);
  }, 60_000);

  it("passes once the arrow points one way", () => {
    write(
      "clean/context.ts",
      'import type { Limiter } from "./limiter";\nexport interface Context { limiter: Limiter }\n',
    );
    write("clean/limiter.ts", "export interface Limiter { hit(key: string): boolean }\n");
    write(
      "clean/limits.ts",
      'import type { Context } from "./context";\nexport const check = (context: Context) => context.limiter.hit("x");\n',
    );
    const run = madge("clean");
    expect(run.status).toBe(0);
    expect(run.stdout).toContain("Processed 3 files");
    expect(run.stdout).not.toMatch(/^\d+\) /m);
  }, 60_000);
});

describe("files stay short", () => {
  const eslint = new ESLint({ cwd: root });
  const tooLong = async (filePath: string, code: string) => {
    const [result] = await eslint.lintText(code, { filePath: path.join(root, filePath) });
    return result!.messages.filter((m) => m.ruleId === "max-lines").map((m) => m.message);
  };
  const lines = (n: number) => Array.from({ length: n }, (_, i) => `export const v${i} = ${i};`).join("\n") + "\n";

  it("fails the lint on an app file of more than 300 lines of code; comments and blank lines do not count", async () => {
    expect(await tooLong("app/server/example.server.ts", lines(301))).toEqual([
      expect.stringContaining("Maximum allowed is 300"),
    ]);
    expect(await tooLong("app/components/example.tsx", lines(300) + "\n\n// a note\n".repeat(40))).toEqual([]);
  }, 60_000);

  it("fails the lint on an app function of more than 60 lines of code; comments and blank lines do not count", async () => {
    const body = (n: number) => Array.from({ length: n }, (_, i) => `  total += ${i};`).join("\n");
    const fn = (n: number, extra = "") =>
      `export function sum() {\n  let total = 0;\n${body(n)}\n${extra}  return total;\n}\n`;
    const [long] = await eslint.lintText(fn(57), { filePath: path.join(root, "app/server/cart/example.server.ts") });
    expect(long!.messages.filter((m) => m.ruleId === "max-lines-per-function").map((m) => m.message)).toEqual([
      expect.stringContaining("Maximum allowed is 60"),
    ]);
    const [fine] = await eslint.lintText(fn(56, "\n  // why\n\n".repeat(10)), {
      filePath: path.join(root, "app/components/example.tsx"),
    });
    expect(fine!.messages.filter((m) => m.ruleId === "max-lines-per-function")).toEqual([]);
  }, 60_000);
});

describe("the domain's feature folders", () => {
  const eslint = new ESLint({ cwd: root });
  const folders = async (filePath: string, code: string) => {
    const [result] = await eslint.lintText(code, { filePath: path.join(root, filePath) });
    return result!.messages.filter((m) => m.ruleId === "folders/feature-folders").map((m) => m.message);
  };

  it("fails the lint on an import of a folder's file from outside it: the folder's index is what others may use", async () => {
    expect(
      await folders(
        "app/routes/example.tsx",
        'import { getCart } from "~/server/cart/cart.server";\nexport const g = getCart;\n',
      ),
    ).toEqual([expect.stringContaining("through its index")]);
    expect(
      await folders(
        "app/server/checkout/example.server.ts",
        'import { getCart } from "../cart/cart.server";\nexport const g = getCart;\n',
      ),
    ).toHaveLength(1);
    expect(
      await folders(
        "edge/example.server.ts",
        'import { log } from "../app/server/ops/log.server";\nexport const l = log;\n',
      ),
    ).toHaveLength(1);
  }, 60_000);

  it("fails the lint on a value imported from a folder that comes later (a circle waiting to happen), not on a type", async () => {
    expect(
      await folders(
        "app/server/cart/example.server.ts",
        'import { loadCheckout } from "../checkout";\nexport const l = loadCheckout;\n',
      ),
    ).toEqual([expect.stringContaining("takes values only from the folders before it")]);
    expect(
      await folders("app/server/ops/example.server.ts", 'export { getCart } from "~/server/cart";\n'),
    ).toHaveLength(1);
    expect(
      await folders(
        "app/server/session/example.server.ts",
        'import type { AppContext } from "../request";\nimport { type Vendor } from "../vendor";\nexport type X = [AppContext, Vendor];\n',
      ),
    ).toEqual([]);
  }, 60_000);

  it("fails the lint on a folder the order does not know", async () => {
    expect(
      await folders("app/routes/example.tsx", 'import { x } from "~/server/misc";\nexport const y = x;\n'),
    ).toEqual([expect.stringContaining("not a known feature folder")]);
  }, 60_000);

  it("lets a folder use its own files, an earlier folder's index, and anyone the composition root", async () => {
    expect(
      await folders(
        "app/server/checkout/example.server.ts",
        'import { getCart } from "../cart";\nimport { loadCheckout } from "./load.server";\nexport const x = [getCart, loadCheckout];\n',
      ),
    ).toEqual([]);
    expect(
      await folders("app/routes/example.tsx", 'import { getCart } from "~/server/cart";\nexport const g = getCart;\n'),
    ).toEqual([]);
    expect(
      await folders(
        "edge/example.server.ts",
        'import { createServerRuntime } from "../app/server/runtime.server";\nexport const c = createServerRuntime;\n',
      ),
    ).toEqual([]);
  }, 60_000);
});
