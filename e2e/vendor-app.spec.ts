// Each vendor its own app (decision 0114), at a phone's width, en and ar, JS on and off: a vendor's
// pages link its manifest (the page's language) and apple-touch-icon and show its logo in the header,
// never the product's basket; the directory's cards say whether each brand is open now or when it
// opens, and its lowest delivery fee.
import { test, expect, SCREENSHOTS } from "./fixtures";

const PHONE = { width: 375, height: 812 } as const;
const LANGS = ["en", "ar"] as const;
const TEXT = {
  en: { open: "Open now", opensAt: /^Opens at \S/, fee: /^Delivery from .*0\.500/, home: "Shawarma House home" },
  ar: {
    open: "مفتوح الآن",
    opensAt: /^يفتح الساعة \S/,
    fee: /^التوصيل من .*0[.٫]500/,
    home: "بيت الشاورما: الصفحة الرئيسية",
  },
} as const;

const lisbonHour = () =>
  Number(
    new Intl.DateTimeFormat("en-GB", { hour: "2-digit", hourCycle: "h23", timeZone: "Europe/Lisbon" }).format(
      new Date(),
    ),
  );
const hhmm = (hour: number) => `${String(hour % 24).padStart(2, "0")}:00`;

/** Porto Grill closed now (no e2e spec orders from it): one branch never open, the other from three hours ahead. */
async function closePortoGrill(sandboxUrl: string) {
  const open = lisbonHour() + 3;
  for (const [slug, opening_hours] of [
    ["porto-grill-ribeira", []],
    ["porto-grill-lisboa", [0, 1, 2, 3, 4, 5, 6].map((day) => ({ day, open: hhmm(open), close: hhmm(open + 2) }))],
  ] as const) {
    const response = await fetch(`${sandboxUrl}/sandbox/store-hours?slug=${slug}`, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ opening_hours }),
    });
    expect(response.status).toBe(200);
  }
}

for (const lang of LANGS) {
  test(`a vendor's store page links its app and shows its logo, never the basket (${lang})`, async ({
    page,
    vendorUrl,
    js,
  }) => {
    await page.setViewportSize(PHONE);
    await page.goto(vendorUrl("shawarma-house", `/${lang}-kw/store/shawarma-house-city`));
    await expect(page.locator('link[rel="manifest"]')).toHaveAttribute("href", `/${lang}-kw/manifest.webmanifest`);
    await expect(page.locator('link[rel="apple-touch-icon"]')).toHaveAttribute("href", "/apple-touch-icon.png");
    const logo = page.getByRole("link", { name: TEXT[lang].home, exact: true }).first();
    await expect(logo).toBeVisible();
    await expect(logo.locator("svg")).toHaveCount(0);
    await expect
      .poll(() => logo.locator("img").evaluate((el) => (el as HTMLImageElement).naturalWidth))
      .toBeGreaterThan(0);
    // The manifest the page names, fetched from the page (its host).
    const manifest = await page.evaluate(
      async (href) => (await fetch(href)).json(),
      `/${lang}-kw/manifest.webmanifest`,
    );
    expect(manifest).toMatchObject({
      lang,
      dir: lang === "ar" ? "rtl" : "ltr",
      display: "standalone",
      start_url: `/${lang}-kw/brand/shawarma-house`,
    });
    await page.screenshot({ path: `${SCREENSHOTS}/vendor-app-shawarma-${lang}-${js ? "js" : "nojs"}-375.png` });
  });

  test(`the directory's cards say open now or when a brand opens, and its delivery fee (${lang})`, async ({
    page,
    url,
    sandboxUrl,
    js,
    checkA11y,
  }) => {
    test.setTimeout(90_000);
    await closePortoGrill(sandboxUrl);
    await page.setViewportSize(PHONE);
    // Burger Bay has a branch open all day: open now, from its lowest fee (KWD 0.500).
    await page.goto(url(`/${lang}-kw`));
    await expect(page.locator('link[rel="manifest"]')).toHaveAttribute("href", `/${lang}-kw/manifest.webmanifest`);
    const burgerBay = page.locator(`[data-testid="brand-card"][href="/${lang}-kw/brand/burger-bay"]`);
    await expect(burgerBay.getByTestId("brand-open")).toHaveText(TEXT[lang].open);
    await expect(burgerBay.getByTestId("brand-open")).toHaveAttribute("data-open", "true");
    await expect(burgerBay.getByTestId("brand-fee")).toHaveText(TEXT[lang].fee);
    await checkA11y();
    await page.screenshot({ path: `${SCREENSHOTS}/directory-kw-${lang}-${js ? "js" : "nojs"}-375.png` });
    // Porto Grill, every branch closed: when it opens. The storefront keeps the list a few seconds.
    const porto = page.locator(`[data-testid="brand-card"][href="/${lang}-pt/brand/porto-grill"]`);
    await expect(async () => {
      await page.goto(url(`/${lang}-pt`));
      await expect(porto.getByTestId("brand-open")).toHaveAttribute("data-open", "false", { timeout: 1000 });
    }).toPass({ timeout: 45_000 });
    await expect(porto.getByTestId("brand-open")).toHaveText(TEXT[lang].opensAt);
    await expect(porto.getByTestId("brand-fee")).toBeVisible();
    // One line each on a phone: the card is no wider than the screen.
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(PHONE.width);
    await page.screenshot({ path: `${SCREENSHOTS}/directory-pt-${lang}-${js ? "js" : "nojs"}-375.png` });
  });
}
