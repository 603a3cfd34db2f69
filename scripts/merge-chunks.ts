// After `remix build`: re-chunks the browser build so a page loads few scripts (docs/decisions/0016).
// Remix's esbuild splits code into one chunk per set of importing routes, which here gave 20+ scripts
// per page, many of them 100-byte stubs of `.server` modules. This step feeds the built files back
// through Rollup with four kinds of output:
//   - "framework": what entry.client imports (React, React DOM, Remix) — large, changes rarely;
//   - "root": the root route with every small chunk two or more routes import (below SMALL bytes) —
//     the root is on every page, so what many pages share travels with it, in one file;
//   - "inner": the small chunks that only inner pages share (the cart, sign-in, the account, the
//     checkout, an order: pages a visitor reaches from another), so the page a visitor lands on (home,
//     about, a brand, a store, a dish) does not download them;
//   - everything else as Rollup places it: each route module stays its own lazy file, with the code
//     only it uses, and dynamic imports (dialogs, the map) stay separate.
// The root is merged into that chunk, not left as a facade importing it: a file fewer on every page
// (decision 0072). The entry keeps its own small file: its code runs when it is evaluated, which must
// come after Remix's inline script has set up the route modules (the framework is evaluated before).
// It then rewrites the browser manifest and the server build's copy of it.
import { readFileSync, readdirSync, rmSync, writeFileSync, statSync } from "node:fs";
import path from "node:path";
import { createHash } from "node:crypto";
import { rollup, type OutputChunk } from "rollup";
import { minify } from "terser";

const ROOT = path.resolve(import.meta.dirname, "..");
const PUBLIC = path.join(ROOT, "public");
const BUILD = path.join(PUBLIC, "build");
const SERVER_BUILD = path.join(ROOT, "build/index.js");
const SMALL = 4 * 1024;
/** The pages a visitor lands on from outside (a search, a link): home, about, a brand, a store, a dish, not found. */
const LANDING_ROUTE = /^routes\/(?:\$|\(\$locale\)\.(?:_index|about-us|brand\.\$brandSlug|store\.\$storeSlug\.(?:_index|product\.\$productId)))$/;

interface ManifestEntry {
  module: string;
  imports?: string[];
}
interface Manifest {
  entry: ManifestEntry;
  routes: Record<string, ManifestEntry & Record<string, unknown>>;
  version: string;
  url: string;
  [key: string]: unknown;
}

const fileOf = (url: string) => path.join(PUBLIC, url);
const urlOf = (file: string) => `/${path.relative(PUBLIC, file).split(path.sep).join("/")}`;

function readManifest(): { file: string; manifest: Manifest } {
  const name = readdirSync(BUILD).find((f) => /^manifest-[A-Z0-9]+\.js$/i.test(f));
  if (!name) throw new Error("merge-chunks: no public/build/manifest-*.js (run remix build first)");
  const text = readFileSync(path.join(BUILD, name), "utf8");
  return { file: path.join(BUILD, name), manifest: JSON.parse(text.slice(text.indexOf("{"), text.lastIndexOf("}") + 1)) as Manifest };
}

function jsFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((e) => {
    const full = path.join(dir, e.name);
    if (e.isDirectory()) return e.name === "_assets" ? [] : jsFiles(full);
    return e.name.endsWith(".js") ? [full] : [];
  });
}

async function main() {
  const { file: manifestFile, manifest } = readManifest();
  if (manifest.entry.module.includes("/_merged/")) throw new Error("merge-chunks: this build was merged already");

  // Which routes import each shared chunk (statically).
  const importers = new Map<string, string[]>();
  for (const [id, route] of Object.entries(manifest.routes)) for (const i of route.imports ?? []) importers.set(i, [...(importers.get(i) ?? []), id]);
  const framework = new Set((manifest.entry.imports ?? []).map(fileOf));
  const small = (url: string) => !framework.has(fileOf(url)) && statSync(fileOf(url)).size < SMALL;
  const shared = [...importers].filter(([url, ids]) => ids.length >= 2 && small(url));
  // What only inner pages share (the cart, the account, the checkout, an order) travels in a chunk of
  // their own, not in the root that the page a visitor lands on loads.
  const inner = new Set(shared.filter(([, ids]) => !ids.some((id) => LANDING_ROUTE.test(id))).map(([url]) => fileOf(url)));
  const withRoot = new Set(shared.map(([url]) => fileOf(url)).filter((file) => !inner.has(file)));
  // Root is on every page: its small imports belong with it.
  for (const url of manifest.routes.root?.imports ?? []) if (statSync(fileOf(url)).size < SMALL && !framework.has(fileOf(url))) withRoot.add(fileOf(url));

  // The root module joins the shared code's chunk (with "allow-extension" below, no facade file).
  if (manifest.routes.root) withRoot.add(fileOf(manifest.routes.root.module));

  const licences = new Map<string, string>(); // by the chunk's file name before hashing
  const input: Record<string, string> = { "entry.client": fileOf(manifest.entry.module) };
  const routeInput = new Map<string, string>();
  for (const [id, route] of Object.entries(manifest.routes)) {
    const name = id === "root" ? "root" : id;
    input[name] = fileOf(route.module);
    routeInput.set(id, name);
  }

  const bundle = await rollup({
    input,
    preserveEntrySignatures: "allow-extension", // an entry may be merged into a chunk that exports more
    treeshake: false, // esbuild already tree-shook and minified; keep every module's code as it is
    onwarn(warning, warn) {
      if (warning.code === "CIRCULAR_DEPENDENCY") return;
      warn(warning);
    },
    plugins: [
      {
        // The bundled licence notices (`/*! … */`: ~7 KB in the framework chunk, one Remix notice per
        // module) go to a file beside their chunk instead of travelling with every page, as esbuild's
        // legalComments "linked" does: `<chunk>.LEGAL.txt`, named at the chunk's end.
        name: "licences-aside",
        renderChunk(code, chunk) {
          const notices = new Set<string>();
          const out = code.replace(/\/\*![\s\S]*?\*\/\n?/g, (notice) => {
            notices.add(notice.trim());
            return "";
          });
          if (notices.size === 0) return null;
          licences.set(chunk.fileName, [...notices].join("\n\n"));
          return { code: out, map: null };
        },
        generateBundle(_, bundle) {
          for (const chunk of Object.values(bundle)) {
            const notices = chunk.type === "chunk" ? licences.get(chunk.preliminaryFileName) : undefined;
            if (chunk.type !== "chunk" || notices === undefined) continue;
            const file = `${chunk.fileName}.LEGAL.txt`;
            chunk.code = `${chunk.code.trimEnd()}\n//! Licences: ${path.posix.basename(file)}\n`;
            this.emitFile({ type: "asset", fileName: file, source: `${notices}\n` });
          }
        },
      },
      {
        // esbuild minifies for speed; terser, once more over each merged chunk, for bytes: 4% fewer on
        // the wire for the framework and the root (decision 0112). Its compressor is what Vite's
        // `build.minify: "terser"` runs.
        name: "minify",
        async renderChunk(code) {
          const out = await minify(code, { module: true, compress: { passes: 2 }, format: { comments: /^# allFunctionsCalledOnLoad$/ } });
          return { code: out.code!, map: null };
        },
      },
      {
        name: "built-files",
        resolveId(source, importer) {
          if (source.startsWith("/build/")) return fileOf(source);
          if (importer && source.startsWith(".")) return path.resolve(path.dirname(importer), source);
          return null;
        },
      },
    ],
  });
  const outDir = path.join(BUILD, "_merged");
  rmSync(outDir, { recursive: true, force: true });
  const { output } = await bundle.write({
    dir: outDir,
    format: "es",
    entryFileNames: "[name]-[hash].js",
    chunkFileNames: "[name]-[hash].js",
    hashCharacters: "base36",
    compact: true,
    // V8's explicit compile hint (Chrome 136+): every function of the framework runs on load, so
    // compile them all while the script streams in, off the main thread (decision 0069).
    banner: (chunk) => (chunk.name === "framework" ? "//# allFunctionsCalledOnLoad" : ""),
    manualChunks(id) {
      if (framework.has(id)) return "framework";
      if (withRoot.has(id)) return "root";
      if (inner.has(id)) return "inner";
      return undefined;
    },
  });
  await bundle.close();

  const chunks = new Map<string, OutputChunk>();
  for (const item of output) if (item.type === "chunk") chunks.set(item.fileName, item);
  const byEntry = new Map<string, OutputChunk>();
  // By the input file (Rollup sanitises names: "$" becomes "_").
  for (const chunk of chunks.values()) if (chunk.isEntry && chunk.facadeModuleId) byEntry.set(chunk.facadeModuleId, chunk);
  const url = (fileName: string) => urlOf(path.join(outDir, fileName));
  /** Every chunk a module statically needs, for modulepreload. */
  const closure = (chunk: OutputChunk): string[] => {
    const seen = new Set<string>();
    const visit = (c: OutputChunk) => {
      for (const i of c.imports) {
        if (seen.has(i)) continue;
        seen.add(i);
        const next = chunks.get(i);
        if (!next) throw new Error(`merge-chunks: ${c.fileName} imports ${i}, which is not a chunk`);
        visit(next);
      }
    };
    visit(chunk);
    return [...seen].map(url);
  };

  const entry = byEntry.get(input["entry.client"]!);
  if (!entry) throw new Error(`merge-chunks: no entry chunk among ${[...byEntry.keys()].join(", ")}`);
  const entryImports = closure(entry);
  const next: Manifest = { ...manifest, entry: { module: url(entry.fileName), imports: entryImports } };
  next.routes = {};
  for (const [id, route] of Object.entries(manifest.routes)) {
    const chunk = byEntry.get(input[routeInput.get(id)!]!);
    if (!chunk) throw new Error(`merge-chunks: no chunk for ${id} among ${[...byEntry.keys()].join(", ")}`);
    const imports = closure(chunk).filter((i) => !entryImports.includes(i));
    next.routes[id] = { ...route, module: url(chunk.fileName), imports: imports.length ? imports : undefined };
  }

  // The old JS files go; the manifest gets a new name (its URL is fingerprinted).
  for (const f of jsFiles(BUILD)) if (!f.startsWith(outDir)) rmSync(f);
  for (const f of readdirSync(BUILD)) if (/\.js\.(br|gz)$/.test(f)) rmSync(path.join(BUILD, f));
  const hash = createHash("sha256").update(JSON.stringify(next)).digest("hex").slice(0, 8).toUpperCase();
  next.url = `/build/_merged/manifest-${hash}.js`;
  writeFileSync(fileOf(next.url), `window.__remixManifest=${JSON.stringify(next)};`);
  if (manifestFile !== fileOf(next.url)) rmSync(manifestFile, { force: true });
  removeEmptyDirs(BUILD);

  rewriteServerManifest(manifest, next);
  const scripts = (id: string) => {
    const { root, [id]: route } = next.routes;
    return new Set([next.url, next.entry.module, ...entryImports, root!.module, ...(root!.imports ?? []), route!.module, ...(route!.imports ?? [])]).size;
  };
  process.stdout.write(
    `merged the browser build into ${chunks.size} chunks (store page: ${scripts("routes/($locale).store.$storeSlug._index")} scripts)\n`,
  );
}

function removeEmptyDirs(dir: string): void {
  for (const e of readdirSync(dir, { withFileTypes: true })) {
    if (!e.isDirectory()) continue;
    const full = path.join(dir, e.name);
    removeEmptyDirs(full);
    if (readdirSync(full).length === 0) rmSync(full, { recursive: true });
  }
}

/** The server build carries the same manifest as a JS object literal: swap modules, imports and url. */
function rewriteServerManifest(old: Manifest, next: Manifest): void {
  let text = readFileSync(SERVER_BUILD, "utf8");
  const list = (imports: string[] | undefined) => (imports?.length ? JSON.stringify(imports).replace(/,/g, ", ") : "void 0");
  const swap = (before: ManifestEntry, after: ManifestEntry) => {
    const pattern = new RegExp(`module: ${JSON.stringify(before.module).replace(/[.*+?^${}()|[\]\\]/g, "\\$&")}, imports: (?:\\[[^\\]]*\\]|void 0)`);
    if (!pattern.test(text)) throw new Error(`merge-chunks: ${before.module} not found in the server build`);
    text = text.replace(pattern, () => `module: ${JSON.stringify(after.module)}, imports: ${list(after.imports)}`);
  };
  swap(old.entry, next.entry);
  for (const id of Object.keys(old.routes)) swap(old.routes[id]!, next.routes[id]!);
  if (!text.includes(`url: ${JSON.stringify(old.url)}`)) throw new Error("merge-chunks: manifest url not found in the server build");
  text = text.replace(`url: ${JSON.stringify(old.url)}`, () => `url: ${JSON.stringify(next.url)}`);
  writeFileSync(SERVER_BUILD, text);
}

await main();
