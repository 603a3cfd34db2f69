import { describe, expect, it } from "vitest";
import { loadConfig } from "~/server/request";

const config = (env: Record<string, string>) => loadConfig(env as unknown as NodeJS.ProcessEnv);

describe("app-store links in configuration", () => {
  it("are unset by default and when empty", () => {
    expect(config({}).IOS_APP_URL).toBeUndefined();
    expect(config({ ANDROID_APP_URL: "  " }).ANDROID_APP_URL).toBeUndefined();
  });

  it("take http(s) URLs", () => {
    expect(config({ IOS_APP_URL: "https://apps.apple.com/app/id1" }).IOS_APP_URL).toBe(
      "https://apps.apple.com/app/id1",
    );
  });

  it("refuse anything else", () => {
    expect(() => config({ ANDROID_APP_URL: "javascript:alert(1)" })).toThrow();
    expect(() => config({ IOS_APP_URL: "not a url" })).toThrow();
  });
});
