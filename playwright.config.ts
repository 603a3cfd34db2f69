import { defineConfig } from "@playwright/test";

// Debian's Chromium (Playwright cannot download browsers here). Every spec runs twice: with
// JavaScript and without it.
const chromium = {
  browserName: "chromium" as const,
  launchOptions: {
    executablePath: process.env.CHROME_PATH ?? "/usr/bin/chromium",
    args: [
      "--no-sandbox",
      "--disable-gpu",
      "--disable-background-networking",
      "--disable-component-update",
      "--disable-sync",
      "--no-first-run",
    ],
  },
};

export default defineConfig({
  testDir: "e2e",
  testMatch: "**/*.spec.ts",
  globalSetup: "./e2e/global-setup.ts",
  fullyParallel: true,
  workers: 2,
  retries: process.env.CI ? 1 : 0,
  timeout: 45_000,
  expect: { timeout: 10_000 },
  reporter: [["list"]],
  use: { ...chromium, trace: "retain-on-failure", actionTimeout: 10_000 },
  projects: [
    { name: "js", use: { ...chromium, javaScriptEnabled: true } },
    // Flows that exist only with JavaScript (the map dialog) are tagged @js-only.
    { name: "nojs", use: { ...chromium, javaScriptEnabled: false }, grepInvert: /@js-only/ },
  ],
});
