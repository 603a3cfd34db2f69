// Tap targets a thumb can hit: visible controls smaller than 44 × 44 px, except links inside
// running text. A radio or checkbox is hit through its label (the whole tile when the tile is the
// label); a "stretched" link through its ::after, which covers its card.
import type { Page } from "@playwright/test";

export const TAP_TARGET_PX = 44;

export async function smallTargets(page: Page, min = TAP_TARGET_PX): Promise<string[]> {
  return page.evaluate((min) => {
    const out: string[] = [];
    for (const el of document.querySelectorAll<HTMLElement>(
      "a[href], button, select, input:not([type=hidden]), textarea, summary",
    )) {
      const box = el.getBoundingClientRect();
      if (
        !box.width ||
        !box.height ||
        getComputedStyle(el).visibility === "hidden" ||
        el.closest(".sr-only, [inert], [aria-hidden=true]")
      )
        continue;
      const label = el.closest("label");
      const stretched = getComputedStyle(el, "::after").position === "absolute" && el.offsetParent;
      const target =
        label && ["radio", "checkbox"].includes((el as HTMLInputElement).type)
          ? label.getBoundingClientRect()
          : stretched
            ? el.offsetParent.getBoundingClientRect()
            : box;
      const parent = el.parentElement;
      const inline =
        el.tagName === "A" &&
        parent?.tagName === "P" &&
        (parent.textContent ?? "").trim().length > (el.textContent ?? "").trim().length;
      if (inline) continue;
      if (target.width < min - 0.5 || target.height < min - 0.5) {
        const name = (el.getAttribute("aria-label") || el.textContent || el.getAttribute("name") || el.id || "")
          .trim()
          .replace(/\s+/g, " ")
          .slice(0, 30);
        const testId = el.closest("[data-testid]")?.getAttribute("data-testid");
        out.push(
          `${el.tagName.toLowerCase()}${testId ? `[${testId}]` : ""} "${name}" ${Math.round(target.width)}×${Math.round(target.height)}`,
        );
      }
    }
    return out;
  }, min);
}
