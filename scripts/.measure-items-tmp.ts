// temporary: cost of the menu items as JSON-LD vs microdata on the 300-product page (not committed)
import { readFileSync } from "node:fs";
import { brotliCompressSync, constants } from "node:zlib";
import { startSandboxProcess } from "../tests/support/processes";
import { restaurantJsonLd } from "../app/seo/restaurant";
import { jsonLdText } from "../app/seo/json-ld";
import type { Store } from "../app/contract";
const br = (s: string | Buffer) => brotliCompressSync(s, { params: { [constants.BROTLI_PARAM_QUALITY]: 3 } }).length;
const kb = (n: number) => (n / 1024).toFixed(1);
const sandbox = await startSandboxProcess();
for (const lang of ["en", "ar"]) {
  const store = (await (await fetch(`${sandbox.url}/v5/web/customer/stores/burger-bay-mega`, { headers: { "Accept-Language": lang } })).json()) as Store;
  const html = readFileSync(`/tmp/wt19/v1_${lang}-kw_store_burger-bay-mega.html`, "utf8");
  const menu = store.menus[0]!;
  const url = "https://127.0.0.1:45317/" + lang + "-kw/store/burger-bay-mega";
  const without = jsonLdText(restaurantJsonLd({ store, menu, url, menuUrl: url }));
  // All items: the same builder with every section's items (as for a small menu).
  const small = { ...store, menus: [menu] };
  const items = menu.categories.flatMap((c) => c.products).length;
  const full = jsonLdText(restaurantJsonLd({ store: small, menu: { ...menu, categories: menu.categories }, url, menuUrl: url, maxItems: Infinity } as never));
  const i = html.indexOf('"@context"'); const j = html.indexOf("</script>", i); const withJson = html.slice(0, i - 1) + full + html.slice(j);
  // Microdata on the cards, as short as it can be: itemref to one shared currency and availability.
  const micro = html
    .replace(/<li( class="off")? data-card="(\d+)[^"]*"/g, (m, off, price) =>
      `${m} itemscope itemtype="https://schema.org/MenuItem"`)
    .replace(/<h3>/g, '<h3 itemprop="name">')
    .replace(/(<\/h3>)<p>(?!‏?[\d])/g, '$1<p itemprop="description">')
    .replace(/<img /g, '<img itemprop="image" ')
    .replace(/(<li[^>]*data-card="(\d+)[^"]*"[^>]*>[\s\S]*?)<p>([^<]*<\/p><\/li>)/g, (m, head, price, tail) =>
      `${head}<p itemprop="offers" itemscope itemtype="https://schema.org/Offer" itemref="c a"><meta itemprop="price" content="${(Number(price) / 1000).toFixed(3)}">${tail}`)
    .replace("</main>", '<meta id="c" itemprop="priceCurrency" content="KWD"><link id="a" itemprop="availability" href="https://schema.org/InStock"></main>');
  console.log(`${lang}: items ${items}; page now ${kb(Buffer.byteLength(html))} KB raw ${kb(br(html))} KB br`);
  console.log(`  JSON-LD items: +${kb(Buffer.byteLength(withJson) - Buffer.byteLength(html))} KB raw → ${kb(Buffer.byteLength(withJson))} raw, ${kb(br(withJson))} br`);
  console.log(`  microdata:     +${kb(Buffer.byteLength(micro) - Buffer.byteLength(html))} KB raw → ${kb(Buffer.byteLength(micro))} raw, ${kb(br(micro))} br`);
}
await sandbox.stop();
