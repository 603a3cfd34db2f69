// The build (docs/decisions/0121): Remix's Vite plugin with the options of remix.config.js, the
// browser's chunks grouped so a page loads few scripts, the licence notices beside their chunk, and
// server.ts as the server build's entry, with the app in the same module (decision 0088).
import path from "node:path";
import { defineConfig, type Plugin } from "vite";
import type { GetModuleInfo } from "rollup";
import remixConfig from "./remix.config.js";

// @remix-run/dev 2 loads vite-node's CommonJS build, which loads Vite's, and Vite warns on every build
// that its CJS API is deprecated: a warning about Remix's package, not this project; quiet before loading it.
process.env.VITE_CJS_IGNORE_WARNING = "true";
const { vitePlugin: remix } = await import("@remix-run/dev");

const APP = path.resolve(import.meta.dirname, "app");
/** Below this many bytes of source, code many routes share travels with the root (decision 0072). */
const SMALL = 8 * 1024;
/** The pages a visitor lands on from outside (a search, a link): home, about, a brand, a store, a dish, not found. */
const LANDING_ROUTE =
  /^routes\/(?:\$|\(\$locale\)\.(?:_index|about-us|brand\.\$brandSlug|store\.\$storeSlug\.(?:_index|product\.\$productId)))$/;
const CLIENT_ROUTE = "?__remix-build-client-route";

export default defineConfig(({ isSsrBuild }) => ({
  resolve: { alias: { "~": APP } },
  build: {
    // terser over esbuild's minifier: 4% fewer bytes for the framework and the root (decision 0112).
    minify: isSsrBuild ? false : "terser",
    terserOptions: { module: true, compress: { passes: 2 }, format: { comments: false } },
    rollupOptions: isSsrBuild
      ? undefined
      : {
          output: { manualChunks: groupChunks() },
          // A resource route (robots.txt, the manifest) has nothing for the browser: its empty chunk is expected.
          onwarn: (warning, warn) => (warning.code === "EMPTY_BUNDLE" ? undefined : warn(warning)),
        },
  },
  plugins: [remix({ ...remixConfig }), licencesAside(), serverEntry()],
}));

/**
 * The browser's chunks (decision 0016, once a script re-bundling the classic compiler's output):
 *   - "framework": what entry.client imports (React, React DOM, Remix) — large, changes rarely;
 *   - "root": the root route with every small module two or more routes import — the root is on
 *     every page, so what many pages share travels with it, in one file;
 *   - "inner": the small modules only inner pages share (the cart, sign-in, the account, the
 *     checkout, an order), so the page a visitor lands on does not download them;
 *   - everything else as Rollup places it: each route keeps the code only it uses, and dynamic
 *     imports (dialogs, the map) stay separate files.
 */
function groupChunks() {
  let groups: Map<string, string> | null = null;
  return (
    id: string,
    { getModuleIds, getModuleInfo }: { getModuleIds: () => IterableIterator<string>; getModuleInfo: GetModuleInfo },
  ) => {
    groups ??= chunkGroups([...getModuleIds()], getModuleInfo);
    return groups.get(id);
  };
}

function chunkGroups(ids: string[], info: GetModuleInfo): Map<string, string> {
  const closure = (entry: string) => {
    const seen = new Set<string>();
    const visit = (id: string) => {
      for (const next of info(id)?.importedIds ?? []) {
        if (seen.has(next)) continue;
        seen.add(next);
        visit(next);
      }
    };
    visit(entry);
    return seen;
  };
  const routeIdOf = (id: string) =>
    path
      .relative(APP, id.slice(0, -CLIENT_ROUTE.length))
      .replace(/\.[jt]sx?$/, "")
      .split(path.sep)
      .join("/");
  const routes = ids
    .filter((id) => id.endsWith(CLIENT_ROUTE))
    .map((id) => ({ id, routeId: routeIdOf(id), needs: closure(id) }));
  const entry = ids.find((id) => info(id)?.isEntry && !id.endsWith(CLIENT_ROUTE));
  const groups = new Map<string, string>();
  for (const id of entry ? closure(entry) : []) groups.set(id, "framework");

  // Each module by the routes that need it; modules needed by the same routes form one group.
  const byRoutes = new Map<string, { routeIds: string[]; modules: string[]; bytes: number }>();
  for (const id of ids) {
    if (groups.has(id)) continue;
    const routeIds = routes.filter((r) => r.id === id || r.needs.has(id)).map((r) => r.routeId);
    if (routeIds.length === 0) continue;
    const key = routeIds.join("\n");
    const group = byRoutes.get(key) ?? { routeIds, modules: [], bytes: 0 };
    group.modules.push(id);
    group.bytes += info(id)?.code?.length ?? 0;
    byRoutes.set(key, group);
  }
  for (const { routeIds, modules, bytes } of byRoutes.values()) {
    let name: string | undefined;
    // The root is on every page: what it needs travels with it.
    if (routeIds.includes("root")) name = "root";
    else if (routeIds.length >= 2 && bytes < SMALL)
      name = routeIds.some((r) => LANDING_ROUTE.test(r)) ? "root" : "inner";
    if (name) for (const id of modules) groups.set(id, name);
  }
  return groups;
}

/**
 * The framework's first line is V8's explicit compile hint (Chrome 136+): every function of the
 * framework runs on load, so compile them all while the script streams in, off the main thread
 * (decision 0069). The licence notices (below) and the hint are written after the minifiers, which
 * drop comments.
 *
 * The bundled licence notices (`/*! … *\/` and `@license` comments: one Remix notice per module)
 * go to a file beside their chunk instead of travelling with every page (decision 0071):
 * `<chunk>.LEGAL.txt`, named at the chunk's end.
 */
function licencesAside(): Plugin {
  const NOTICE = /\/\*(?:!|\*?(?:[^*]|\*(?!\/))*?@license)[\s\S]*?\*\/\n?/g;
  const notices = new Map<string, string>();
  return {
    name: "licences-aside",
    apply: (_, env) => env.command === "build" && !env.isSsrBuild,
    renderChunk(code, chunk) {
      const found = new Set<string>();
      const out = code.replace(NOTICE, (notice) => (found.add(notice.trim()), ""));
      if (found.size === 0) return null;
      notices.set(chunk.fileName, [...found].join("\n\n"));
      return { code: out, map: null };
    },
    generateBundle(_, bundle) {
      for (const chunk of Object.values(bundle)) {
        if (chunk.type !== "chunk") continue;
        if (chunk.name === "framework") chunk.code = `//# allFunctionsCalledOnLoad\n${chunk.code}`;
        const text = notices.get(chunk.preliminaryFileName);
        if (text === undefined) continue;
        const file = `${chunk.fileName}.LEGAL.txt`;
        chunk.code = `${chunk.code.trimEnd()}\n//! Licences: ${path.posix.basename(file)}\n`;
        this.emitFile({ type: "asset", fileName: file, source: `${text}\n` });
      }
    },
  };
}

/**
 * server.ts is the server build's entry: it imports the app as `virtual:remix/server-build`, and
 * every dynamic import is inlined, so the server and the app are one module, build/server/index.js,
 * each module once (decision 0088). Its module list goes to build/server/modules.json for the test.
 */
function serverEntry(): Plugin {
  return {
    name: "server-entry",
    enforce: "post",
    apply: (_, env) => env.command === "build" && Boolean(env.isSsrBuild),
    config(config) {
      const rollup = (config.build!.rollupOptions ??= {});
      rollup.input = path.resolve(import.meta.dirname, "server.ts");
      rollup.output = { ...(rollup.output as object), inlineDynamicImports: true };
    },
    generateBundle(_, bundle) {
      const relative = (id: string) => path.relative(import.meta.dirname, id);
      const modules = Object.fromEntries(
        Object.values(bundle).flatMap((c) =>
          c.type === "chunk"
            ? [
                [
                  c.fileName,
                  { entry: c.facadeModuleId && relative(c.facadeModuleId), modules: c.moduleIds.map(relative) },
                ],
              ]
            : [],
        ),
      );
      this.emitFile({ type: "asset", fileName: "modules.json", source: JSON.stringify(modules, null, 1) });
    },
  };
}
