// The image service's rules in the contract (decision 109): the format by Accept, Save-Data, versions.
import { describe, expect, it } from "vitest";
import { imageFormatFor, requestedImageFormat, savesData, versionedImage } from "~/contract/images";
import { iconAt } from "~/utils/images";

describe("imageFormatFor", () => {
  it("prefers AVIF, then WebP, then JPEG, by what the client names", () => {
    expect(imageFormatFor("image/avif,image/webp,image/apng,image/svg+xml,image/*,*/*;q=0.8")).toBe("avif");
    expect(imageFormatFor("image/webp,*/*")).toBe("webp");
    expect(imageFormatFor("image/png,image/svg+xml,image/*;q=0.8,*/*;q=0.5")).toBe("jpeg");
    expect(imageFormatFor(undefined)).toBe("jpeg");
    expect(imageFormatFor("")).toBe("jpeg");
  });

  it("takes a refusal (q=0) as a refusal, whatever the case and spacing", () => {
    expect(imageFormatFor("image/avif; q=0, image/webp")).toBe("webp");
    expect(imageFormatFor("IMAGE/AVIF;q=0.0,Image/WebP;q=0")).toBe("jpeg");
    expect(imageFormatFor("image/avif;q=0.1")).toBe("avif");
  });

  it("falls back to PNG for a picture with transparency", () => {
    expect(imageFormatFor("*/*", true)).toBe("png");
    expect(imageFormatFor("image/webp", true)).toBe("webp");
  });
});

describe("an app icon", () => {
  it("is PNG with fm=png whatever the Accept, at the size asked", () => {
    const icon = new URL(iconAt("https://img.example/brands/b/logo", 192));
    expect(icon.search).toBe("?w=192&fm=png");
    expect(requestedImageFormat(icon, "image/avif,image/webp,*/*")).toBe("png");
    expect(requestedImageFormat(new URL("https://img.example/logo?w=192"), "image/avif,image/webp,*/*", true)).toBe(
      "avif",
    );
    expect(requestedImageFormat(new URL("https://img.example/logo?fm=gif"), "*/*", true)).toBe("png");
  });
});

describe("Save-Data and versions", () => {
  it("reads Save-Data: on only", () => {
    expect([savesData("on"), savesData(" On "), savesData("off"), savesData(undefined)]).toEqual([
      true,
      true,
      false,
      false,
    ]);
  });

  it("calls a URL versioned when it carries a plain v=", () => {
    const at = (q: string) => versionedImage(new URL(`https://img.example/p/1${q}`));
    expect([at("?v=3f2a&w=320"), at("?w=320&v=2024-05-01.1"), at("?w=320"), at("?v="), at("?v=a%20b")]).toEqual([
      true,
      true,
      false,
      false,
      false,
    ]);
  });
});
