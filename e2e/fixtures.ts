// The browser suite's fixtures: where the storefront and sandbox run, vendor hosts, an axe scan,
// and a watch on the console that fails a test on any Content-Security-Policy violation or page error.
import { test as base, expect, type Page } from "@playwright/test";
import AxeBuilder from "@axe-core/playwright";

export interface Fixtures {
  /** `http://localhost:PORT` + path (the default host: brand directory). */
  url: (path: string) => string;
  /** `http://<slug>.localhost:PORT` + path (a vendor host). */
  vendorUrl: (slug: string, path?: string) => string;
  sandboxUrl: string;
  js: boolean;
  /** Fails on any axe violation of WCAG 2.1 A/AA. */
  checkA11y: (page?: Page) => Promise<void>;
}

export const test = base.extend<Fixtures & { _watch: void }>({
  url: async ({}, use) => use((path) => `${process.env.E2E_BASE_URL}${path}`),
  vendorUrl: async ({}, use) => use((slug, path = "/") => `http://${slug}.localhost:${process.env.E2E_PORT}${path}`),
  sandboxUrl: async ({}, use) => use(process.env.E2E_SANDBOX_URL!),
  js: async ({ javaScriptEnabled }, use) => use(javaScriptEnabled !== false),
  checkA11y: async ({ page, browser, javaScriptEnabled }, use) => {
    await use(async (target = page) => {
      let scanned = target;
      let cleanup = async () => {};
      if (javaScriptEnabled === false) {
        // axe runs as a script: scan the same URL, with the same cookies, in a context where scripts
        // can run but the app's own are blocked, so the page stays exactly the no-JS rendering.
        const context = await browser.newContext({ javaScriptEnabled: true });
        await context.addCookies(await target.context().cookies());
        await context.route("**/assets/**/*.js", (route) => route.abort());
        scanned = await context.newPage();
        await scanned.goto(target.url());
        cleanup = () => context.close();
      } else {
        // Scan what the customer sees once dialogs and drawers have finished moving in (endless
        // animations such as a spinner never finish: they are not waited for).
        await target.waitForFunction(() =>
          document
            .getAnimations()
            .every((a) => a.playState !== "running" || a.effect?.getComputedTiming().iterations === Infinity),
        );
      }
      const results = await new AxeBuilder({ page: scanned })
        .withTags(["wcag2a", "wcag2aa", "wcag21a", "wcag21aa"])
        .analyze();
      await cleanup();
      const summary = results.violations.map(
        (v) =>
          `${v.id}: ${v.help} (${v.nodes
            .map((n) => n.target.join(" "))
            .slice(0, 3)
            .join(", ")})`,
      );
      expect(summary, "axe violations").toEqual([]);
    });
  },
  _watch: [
    async ({ page }, use) => {
      const problems: string[] = [];
      page.on("console", (message) => {
        const text = message.text();
        if (/Content[- ]Security[- ]Policy/i.test(text)) problems.push(`CSP: ${text}`);
      });
      page.on("pageerror", (error) => problems.push(`page error: ${error.message}`));
      await use();
      expect(problems, "CSP violations and page errors").toEqual([]);
    },
    { auto: true },
  ],
});

export { expect };

/** Where the specs write the screenshots we look at: ignored by git, kept between runs. */
export const SCREENSHOTS = "screenshots";

/** Demo data of the sandbox (see sandbox/README.md). */
export const DEMO = {
  brand: "burger-bay",
  store: "burger-bay-salmiya",
  saBrand: "najd-grill",
} as const;
