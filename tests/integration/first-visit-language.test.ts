// The language of a first visit (decision 0107), on a running storefront with its document cache on:
// a path without a locale goes to the browser's language (Accept-Language) in the host's country,
// says `Vary: Accept-Language`, and the cache never answers one language's browser with the other's
// page; a locale in the URL and the customer's own toggle (the stored language) win over the header.
import { beforeAll, describe, expect, it } from "vitest";
import { testStack } from "../support/stack";
import { request as httpRequest } from "node:http";

let port: string;

const stack = testStack({ storefront: { DOCUMENT_CACHE_SECONDS: "60" } });

beforeAll(async () => {
  port = new URL(stack.storefront.url).port;
}, 120_000);

interface Answer {
  status: number;
  headers: Record<string, string | string[] | undefined>;
  body: string;
}

/** A request with a Host header and the given ones (fetch cannot set Host). */
function send(
  method: string,
  path: string,
  headers: Record<string, string>,
  host = `localhost:${port}`,
  body?: string,
): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const req = httpRequest({ host: "127.0.0.1", port, path, method, headers: { Host: host, ...headers } }, (res) => {
      const chunks: Buffer[] = [];
      res.on("data", (c: Buffer) => chunks.push(c));
      res.on("end", () =>
        resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks).toString("utf8") }),
      );
    });
    req.on("error", reject);
    req.end(body);
  });
}

const get = (path: string, headers: Record<string, string> = {}, host?: string) => send("GET", path, headers, host);
const ARABIC = { "Accept-Language": "ar-SA,ar;q=0.9,en-US;q=0.8,en;q=0.7" };
const ENGLISH = { "Accept-Language": "en-US,en;q=0.9,ar;q=0.5" };
const varies = (answer: Answer) =>
  String(answer.headers.vary ?? "")
    .split(/,\s*/)
    .includes("Accept-Language");
const htmlLang = (answer: Answer) => /<html[^>]*\slang="([a-z]+)"/.exec(answer.body)?.[1];

describe("a first visit without a locale in the URL", () => {
  it("answers an English browser in English and an Arabic one with the Arabic page, whatever the cache holds", async () => {
    const english = await get("/", ENGLISH);
    expect(english.status).toBe(200);
    expect(htmlLang(english)).toBe("en");
    expect(varies(english)).toBe(true);
    // The English page is cached for "/" now: an Arabic browser is still sent to its own.
    for (let i = 0; i < 2; i++) {
      const arabic = await get("/", ARABIC);
      expect(arabic.status).toBe(302);
      expect(arabic.headers.location).toBe("/ar-kw");
      expect(varies(arabic)).toBe(true);
      expect(arabic.headers["cache-control"]).toBe("private, no-store");
    }
    expect(htmlLang(await get("/", ENGLISH))).toBe("en");
    expect(htmlLang(await get("/", {}))).toBe("en");
    expect((await get("/", { "Accept-Language": "fr-FR,ar;q=0.6" })).headers.location).toBe("/ar-kw");
  });

  it("keeps the vendor's country, the path and the query", async () => {
    const host = `najd-grill.localhost:${port}`;
    const arabic = await get("/store/najd-grill-olaya?menu=1", { "Accept-Language": "ar-SA" }, host);
    expect(arabic.status).toBe(302);
    expect(arabic.headers.location).toBe("/ar-sa/store/najd-grill-olaya?menu=1");
    expect(varies(arabic)).toBe(true);
    const english = await get("/store/najd-grill-olaya?menu=1", ENGLISH, host);
    expect(english.headers.location).toBe("/en-sa/store/najd-grill-olaya?menu=1");
    expect(varies(english)).toBe(true);
    const page = await get("/ar-sa/store/najd-grill-olaya", {}, host);
    expect(page.status).toBe(200);
    // The Arabic page names itself: canonical and link preview per locale.
    expect(page.body).toContain(
      `<link rel="canonical" href="http://najd-grill.localhost:${port}/ar-sa/store/najd-grill-olaya"/>`,
    );
    expect(page.body).toContain(`<meta property="og:locale" content="ar_SA"/>`);
  });

  it("follows the locale a URL names, whatever the browser's language, and does not vary by it", async () => {
    const page = await get("/en-kw", ARABIC);
    expect(page.status).toBe(200);
    expect(htmlLang(page)).toBe("en");
    expect(varies(page)).toBe(false);
    expect(htmlLang(await get("/ar-kw", ENGLISH))).toBe("ar");
  });

  it("follows the customer's own choice from then on, over the browser's language", async () => {
    const origin = `http://localhost:${port}`;
    const toggle = (lang: string) =>
      send(
        "POST",
        "/language",
        { ...ARABIC, Origin: origin, "Content-Type": "application/x-www-form-urlencoded" },
        undefined,
        `lang=${lang}&redirectTo=%2Far-kw`,
      );
    const chosen = await toggle("en");
    expect(chosen.status).toBe(303);
    expect(chosen.headers.location).toBe("/en-kw");
    const cookie = String(chosen.headers["set-cookie"]).split(";")[0]!;
    expect(cookie).toMatch(/^web_customer_app_language=/);
    const page = await get("/", { ...ARABIC, Cookie: cookie });
    expect(page.status).toBe(200);
    expect(htmlLang(page)).toBe("en");
    expect((await get("/ar-kw/about-us", { ...ARABIC, Cookie: cookie })).headers.location).toBe("/en-kw/about-us");
    // And the other way: an English browser that chose Arabic.
    const arabicCookie = String((await toggle("ar")).headers["set-cookie"]).split(";")[0]!;
    expect((await get("/", { ...ENGLISH, Cookie: arabicCookie })).headers.location).toBe("/ar-kw");
  });
});
