// The responsive pictures' helpers: the widths offered and the sizes told to the browser, checked the way
// a browser picks (the smallest candidate at least as wide as the box at its density, else the
// largest); the preconnect origin; a URL made safe for a <style>.
import { describe, expect, it } from "vitest";
import { cssUrl } from "~/components/store/product-cards";
import { pictureOrigin } from "~/utils/images";
import { cappedSizes, pictureWidths } from "~/utils/picture-sizes";
import { cardPictureCss } from "~/components/store/product-cards";
import type { ProductCardData } from "~/cart/product-card";

/** What a browser fetches for a box of `box` CSS px at `dpr`, told `told` (the sizes' length). */
function picked(widths: number[], needed: number): number {
  return widths.find((w) => w >= needed) ?? widths.at(-1)!;
}
/** The box `cappedSizes` tells a browser at `dpr` for a box of `box` CSS px. */
const told = (box: number, dpr: number) => (dpr >= 2.1 ? (box * 2) / 3 : box);

describe("pictureWidths", () => {
  it("ends on twice the widest box, with steps of at most 250 px up to 1,200 px", () => {
    for (const max of [343, 640, 1200]) {
      const widths = pictureWidths(max);
      expect(widths.at(-1)).toBe(max * 2);
      expect([...widths].sort((a, b) => a - b)).toEqual(widths);
      for (let i = 1; i < widths.length; i++)
        if (widths[i]! <= 1200) expect(widths[i]! - widths[i - 1]!).toBeLessThanOrEqual(250);
      expect(widths[1]! - widths[0]!).toBeGreaterThanOrEqual(150);
    }
  });

  it("makes a phone fetch at most about 1.5x what it draws, never more than its 2x picture", () => {
    for (const max of [640, 1200]) {
      const widths = pictureWidths(max);
      for (let box = 320; box <= 430; box += 1) {
        for (const dpr of [1, 2, 2.625, 3, 3.5]) {
          const file = picked(widths, told(box, dpr) * dpr);
          expect(file, `${box} px at ${dpr}x`).toBeLessThanOrEqual(Math.max(1.5 * box * Math.min(dpr, 2), widths[0]!));
          // Sharp: the box at the density up to 2x; a denser screen (told 2/3 of the box) at least 1.4x.
          expect(file, `${box} px at ${dpr}x`).toBeGreaterThanOrEqual(
            Math.min(box * (dpr >= 2.1 ? 1.4 : dpr), widths.at(-1)!),
          );
        }
      }
    }
  });
});

describe("cappedSizes", () => {
  it("tells a screen of more than 2 dppx a box 2/3 as wide, the wide layout first", () => {
    expect(cappedSizes("100vw")).toBe("(min-resolution: 2.1dppx) calc(100vw * 2 / 3), 100vw");
    expect(cappedSizes("calc(100vw - 2rem)", "(min-width: 672px) 640px")).toBe(
      "(min-width: 672px) 640px, (min-resolution: 2.1dppx) calc(calc(100vw - 2rem) * 2 / 3), calc(100vw - 2rem)",
    );
  });
});

describe("pictureOrigin", () => {
  it("is the pictures' origin only when it is not the page's", () => {
    expect(pictureOrigin("https://img.example.com/p/1.jpg?x=1", "https://burger-bay.example.com")).toBe(
      "https://img.example.com",
    );
    expect(pictureOrigin("https://burger-bay.example.com/p/1.jpg", "https://burger-bay.example.com")).toBeNull();
    expect(pictureOrigin("/static/p/1.jpg", "https://burger-bay.example.com")).toBeNull();
    expect(pictureOrigin(null, "https://burger-bay.example.com")).toBeNull();
    expect(pictureOrigin("javascript:alert(1)", "https://burger-bay.example.com")).toBeNull();
  });
});

describe("card pictures as CSS", () => {
  it("writes a URL that cannot leave its string, its rule or its <style>", () => {
    const css = cssUrl('https://img.example.com/a")}</style><script>x(1)</script>\\ é?w=160');
    const inside = /^url\("(.*)"\)$/.exec(css)![1]!;
    // Only the characters a URL keeps as they are, and escapes (a backslash, hex digits and a space).
    expect(inside).toMatch(/^[\w/:?&=.,~%+#\\ -]*$/);
    expect(inside.startsWith("https://img.example.com/a")).toBe(true);
    expect(css).toContain("\\3c ");
    expect(css).toContain("\\22 ");
  });

  it("one rule a pictured card, after the rule that keeps cards off the screen unstyled", () => {
    const card = (id: number, image?: string): ProductCardData => ({
      id,
      name: `n${id}`,
      price: 100,
      ...(image ? { image } : {}),
    });
    const css = cardPictureCss([
      card(1, "https://i.example/p/1"),
      card(2),
      card(1, "https://i.example/p/1"),
      card(3, "https://i.example/p/3?v=2"),
    ]);
    expect(css).toBe(
      '[data-card]{content-visibility:auto;contain-intrinsic-size:auto 108px}.i1{background-image:url("https://i.example/p/1?w=160")}.i3{background-image:url("https://i.example/p/3?v=2&w=160")}',
    );
  });
});
