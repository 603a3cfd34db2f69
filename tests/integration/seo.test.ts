// Public pages on a running storefront (sandbox platform): robots.txt and sitemap.xml on a vendor host,
// the directory host and an unknown vendor host; the sitemap built from the catalogue cache; private
// and error pages marked noindex; the store page's JSON-LD walked in both languages (a public page:
// no nonce); a product named like markup stays text; titles are their page's own.
import { beforeAll, describe, expect, it } from "vitest";
import { request as httpRequest } from "node:http";
import { jsonLdOf, walkStoreJsonLd } from "../support/json-ld-walker";
import { startRecordingProxy } from "../support/recording-proxy";
import { testStack } from "../support/stack";

let recorder: Awaited<ReturnType<typeof startRecordingProxy>>;
let port: string;

const stack = testStack({
  proxy: async (sandboxUrl) => (recorder = await startRecordingProxy(sandboxUrl)),
  storefront: { CATALOGUE_CACHE_SECONDS: "300", VENDOR_CACHE_SECONDS: "300", DOCUMENT_CACHE_SECONDS: "0" },
});

beforeAll(() => {
  port = new URL(stack.storefront.url).port;
});

interface Answer {
  status: number;
  headers: Record<string, string | string[] | undefined>;
  body: string;
}

/** A GET with a Host header (fetch cannot set one). */
function get(path: string, host = `localhost:${port}`): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const req = httpRequest({ host: "127.0.0.1", port, path, headers: { Host: host } }, (res) => {
      const chunks: Buffer[] = [];
      res.on("data", (c: Buffer) => chunks.push(c));
      res.on("end", () =>
        resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks).toString("utf8") }),
      );
    });
    req.on("error", reject);
    req.end();
  });
}

const vendor = (label: string) => `${label}.localhost:${port}`;
const locs = (xml: string) => [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => m[1]!);

describe("robots.txt", () => {
  it("a vendor host: text/plain, cached, its own sitemap, private paths disallowed in its locales", async () => {
    const answer = await get("/robots.txt", vendor("burger-bay"));
    expect(answer.status).toBe(200);
    expect(answer.headers["content-type"]).toMatch(/^text\/plain/);
    expect(answer.headers["cache-control"]).toMatch(/public, max-age=\d+/);
    expect(answer.body).toContain(`Sitemap: http://burger-bay.localhost:${port}/sitemap.xml`);
    for (const prefix of ["", "/en-kw", "/ar-kw"]) {
      for (const section of ["account", "cart", "sign-in", "order", "location", "language", "resources"])
        expect(answer.body).toContain(`Disallow: ${prefix}/${section}\n`);
      expect(answer.body).toContain(`Disallow: ${prefix}/store/*/checkout\n`);
    }
    expect(answer.body).not.toContain("/en-sa/");
  });

  it("the directory host: every country's prefixes; an unknown vendor host: 404", async () => {
    const directory = await get("/robots.txt");
    expect(directory.status).toBe(200);
    expect(directory.body).toContain("Disallow: /ar-pt/cart\n");
    expect(directory.body).toContain(`Sitemap: http://localhost:${port}/sitemap.xml`);
    expect((await get("/robots.txt", vendor("no-such-vendor"))).status).toBe(404);
  });
});

describe("sitemap.xml", () => {
  it("a vendor host: its brand and active stores in both languages, alternates and lastmod, nothing else", async () => {
    const answer = await get("/sitemap.xml", vendor("burger-bay"));
    expect(answer.status).toBe(200);
    expect(answer.headers["content-type"]).toMatch(/^application\/xml/);
    expect(answer.headers["cache-control"]).toMatch(/public, max-age=\d+/);
    const origin = `http://burger-bay.localhost:${port}`;
    expect(locs(answer.body).sort()).toEqual(
      ["brand/burger-bay", "store/burger-bay-salmiya", "store/burger-bay-hawally", "store/burger-bay-mega"]
        .flatMap((p) => [`${origin}/en-kw/${p}`, `${origin}/ar-kw/${p}`])
        .sort(),
    );
    expect(answer.body.match(/<lastmod>\d{4}-\d\d-\d\dT[\d:.]+Z<\/lastmod>/g)).toHaveLength(8);
    expect(answer.body).toContain(
      `<xhtml:link rel="alternate" hreflang="ar-KW" href="${origin}/ar-kw/store/burger-bay-salmiya"/>`,
    );
    expect(answer.body).toContain(
      `<xhtml:link rel="alternate" hreflang="x-default" href="${origin}/en-kw/store/burger-bay-salmiya"/>`,
    );
    // Never another vendor's pages, never another host.
    expect(answer.body).not.toContain("shawarma");
    expect(
      [...answer.body.matchAll(/https?:\/\/[^/"<]+/g)]
        .map((m) => m[0])
        .filter((o) => o !== origin && !o.startsWith("http://www.")),
    ).toEqual([]);
  });

  it("an inactive store is left out (Lisbon Pastry's Belém)", async () => {
    const xml = (await get("/sitemap.xml", vendor("lisbon-pastry"))).body;
    expect(xml).toContain("/en-pt/store/lisbon-pastry-baixa</loc>");
    expect(xml).not.toContain("lisbon-pastry-belem");
  });

  it("the directory host: every country's home, every brand and every active store", async () => {
    const xml = (await get("/sitemap.xml")).body;
    const all = locs(xml);
    for (const page of [
      "/en-kw",
      "/ar-pt",
      "/en-sa/brand/najd-grill",
      "/ar-ae/store/marina-sushi-jbr",
      "/en-kw/store/shawarma-house-city",
      "/en-pt/store/porto-grill-lisboa",
    ]) {
      expect(all).toContain(`http://localhost:${port}${page}`);
    }
    expect(xml).not.toContain("lisbon-pastry-belem");
    expect(all).toHaveLength(2 * (4 + 8 + 16)); // homes, brands, active stores (17 less Belém): each in two languages
  });

  it("an unknown vendor host: 404", async () => {
    expect((await get("/sitemap.xml", vendor("no-such-vendor"))).status).toBe(404);
  });

  it("built from the catalogue cache: crawling again reads nothing from the platform", async () => {
    await get("/sitemap.xml", vendor("shawarma-house"));
    const before = recorder.calls.length;
    await get("/sitemap.xml", vendor("shawarma-house"));
    await get("/sitemap.xml");
    expect(recorder.calls.slice(before).map((c) => c.path)).toEqual([]);
  });
});

describe("pages out of search", () => {
  it("cart, sign-in, location, checkout, account (its redirect) and error pages say noindex; public pages do not", async () => {
    for (const path of [
      "/en-kw/cart",
      "/ar-kw/sign-in",
      "/en-kw/location",
      "/en-kw/store/burger-bay-salmiya/checkout",
      "/en-kw/account",
      "/en-kw/order/NOPE1",
    ]) {
      expect((await get(path)).headers["x-robots-tag"], path).toBe("noindex");
    }
    const missing = await get("/en-kw/store/no-such-store");
    expect(missing.status).toBe(404);
    expect(missing.headers["x-robots-tag"]).toBe("noindex");
    for (const path of ["/en-kw", "/ar-kw/about-us", "/en-kw/brand/burger-bay", "/ar-kw/store/burger-bay-salmiya"]) {
      const answer = await get(path);
      expect(answer.status, path).toBe(200);
      expect(answer.headers["x-robots-tag"], path).toBeUndefined();
    }
  });
});

describe("the store page's JSON-LD", () => {
  for (const lang of ["en", "ar"] as const) {
    it(`walks clean, in the page's language, on a public page (${lang})`, async () => {
      const answer = await get(`/${lang}-kw/store/burger-bay-salmiya`, vendor("burger-bay"));
      const { problems, counts } = walkStoreJsonLd(jsonLdOf(answer.body), { currency: "KWD", lang, items: "present" });
      expect(problems).toEqual([]);
      expect(counts.MenuItem).toBeGreaterThan(5);
      // A public page (decision 0120): no nonce; a data block needs none.
      expect(String(answer.headers["content-security-policy"])).not.toContain("'nonce-");
      expect(answer.body).toContain(`<script id="ld" type="application/ld+json">`);
      const ld = jsonLdOf(answer.body) as { url: string; address: { addressCountry: string } };
      expect(ld.url).toBe(`http://burger-bay.localhost:${port}/${lang}-kw/store/burger-bay-salmiya`);
      // The 300-product menu: its sections, its items left to their own pages (decision 0046).
      const big = await get(`/${lang}-kw/store/burger-bay-mega`, vendor("burger-bay"));
      expect(walkStoreJsonLd(jsonLdOf(big.body), { currency: "KWD", lang, items: "absent" }).problems).toEqual([]);
    });
  }

  it("the brand page lists its stores with their URLs", async () => {
    const answer = await get("/ar-kw/brand/burger-bay", vendor("burger-bay"));
    const list = jsonLdOf(answer.body) as {
      "@type": string;
      itemListElement: { url: string; item: { name: string } }[];
    };
    expect(list["@type"]).toBe("ItemList");
    expect(list.itemListElement.map((e) => e.url)).toContain(
      `http://burger-bay.localhost:${port}/ar-kw/store/burger-bay-salmiya`,
    );
    expect(list.itemListElement.every((e) => /[\u0600-\u06FF]/.test(e.item.name))).toBe(true);
  });

  it("a product named like markup is text: in the cards escaped, in the JSON-LD unable to close the script", async () => {
    const id = 1; // Burger Bay Salmiya's first product
    const rename = (names: { name_en: string; name_ar: string }) =>
      fetch(`${stack.sandbox.url}/sandbox/product-name?id=${id}`, {
        method: "POST",
        headers: { "Content-Type": "application/json" },
        body: JSON.stringify(names),
      });
    const nameIn = async (lang: string) => {
      const store = (await (
        await fetch(`${stack.sandbox.url}/v5/web/customer/stores/burger-bay-salmiya`, {
          headers: { "Accept-Language": lang },
        })
      ).json()) as { menus: { categories: { products: { id: number; name: string }[] }[] }[] };
      return store.menus[0]!.categories.flatMap((c) => c.products).find((p) => p.id === id)!.name;
    };
    const original = { name_en: await nameIn("en"), name_ar: await nameIn("ar") };
    expect(
      (
        await rename({
          name_en: "</script><script>alert(1)</script><!--",
          name_ar: "</script><script>alert(2)</script><!--",
        })
      ).status,
    ).toBe(200);
    // A storefront without a catalogue cache sees the new name at once.
    const fresh = await stack.another({
      API_BASE_URL: stack.sandbox.url,
      CATALOGUE_CACHE_SECONDS: "0",
      DOCUMENT_CACHE_SECONDS: "0",
    });
    try {
      for (const lang of ["en", "ar"]) {
        const html = await (
          await fetch(`${fresh.url.replace("localhost", "127.0.0.1")}/${lang}-kw/store/burger-bay-salmiya`)
        ).text();
        expect(html).not.toMatch(/<script>alert/);
        expect(html).toContain(`&lt;/script&gt;&lt;script&gt;alert(${lang === "en" ? 1 : 2})`);
        const ld = jsonLdOf(html) as { hasMenu: { hasMenuSection: { hasMenuItem: { name: string }[] }[] } };
        expect(ld.hasMenu.hasMenuSection.flatMap((s) => s.hasMenuItem.map((i) => i.name))).toContain(
          `</script><script>alert(${lang === "en" ? 1 : 2})</script><!--`,
        );
        expect(html.match(/<script/g)?.length).toBe(html.match(/<\/script>/g)?.length);
      }
    } finally {
      await fresh.stop();
      await rename(original);
    }
  }, 60_000);
});

describe("titles and previews", () => {
  it("every public page of a host has its own title; og:image answers 200 with an image type", async () => {
    const pages = ["/en-kw/brand/burger-bay", "/ar-kw/brand/burger-bay", "/en-kw/about-us", "/ar-kw/about-us"].concat(
      ["burger-bay-salmiya", "burger-bay-hawally", "burger-bay-mega"].flatMap((s) => [
        `/en-kw/store/${s}`,
        `/ar-kw/store/${s}`,
      ]),
    );
    const titles: string[] = [];
    for (const page of pages) {
      const html = (await get(page, vendor("burger-bay"))).body;
      titles.push(/<title>([^<]+)<\/title>/.exec(html)![1]!);
      const image = /<meta property="og:image" content="([^"]+)"/.exec(html)?.[1];
      if (!page.includes("about-us")) {
        expect(image, page).toMatch(/^https?:\/\//);
        const picture = await fetch(image!.replace(/&amp;/g, "&"));
        expect(picture.status).toBe(200);
        expect(picture.headers.get("content-type")).toMatch(/^image\//);
      }
    }
    expect(new Set(titles).size).toBe(titles.length);
    expect(titles).toContain("Burger Bay Salmiya: order Burgers, Sides, and Drinks for delivery in Salmiya");
  });
});
