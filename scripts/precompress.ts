// After `remix vite:build`: writes a .br (quality 11) and a .gz (level 9) beside every compressible
// file in build/client/assets, so the server sends them without compressing per request.
import { readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import { brotliCompressSync, constants, gzipSync } from "node:zlib";
import { ASSETS, COMPRESSIBLE, loadStaticAssets } from "../edge/static-assets.server";

const clientDir = path.resolve(import.meta.dirname, "../build/client");
let count = 0;
for (const [url, asset] of loadStaticAssets(clientDir)) {
  if (!url.startsWith(ASSETS) || !asset.compressible || !COMPRESSIBLE.has(path.extname(asset.file))) continue;
  const raw = readFileSync(asset.file);
  writeFileSync(`${asset.file}.br`, brotliCompressSync(raw, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }));
  writeFileSync(`${asset.file}.gz`, gzipSync(raw, { level: 9 }));
  count += 1;
}
process.stdout.write(`precompressed ${count} files in build/client/assets\n`);
