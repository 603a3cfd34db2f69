// A dish's facts as a page shows them: its calories ("450 kcal", "450 سعرة حرارية"; a range when its
// sizes differ) and its dietary tags as small icons, each decorative (aria-hidden) beside its name in
// words. The icons are drawn by the stylesheet (`[data-d]` in app/tailwind.css), which the browser
// keeps, so a page's HTML carries one short element per icon (the store page's budget, decision 84).
import type { DietaryTag } from "~/contract/menu-facts";
import type { TFunction } from "~/i18n/translate";

/** A tag's 16 px icon: drawn by the stylesheet, hidden from assistive technology (its name is beside it). */
export function DietaryIcon({ tag }: { tag: DietaryTag }) {
  return <svg aria-hidden="true" data-d={tag} />;
}

/** A tag's name in the page's language ("Gluten-free", "خالٍ من الغلوتين"). */
export const dietaryLabel = (t: TFunction, tag: DietaryTag) => t(`store.dish.dietary.${tag}`);

/** Calories as read: "450 kcal", or "450–900 kcal" when the choice changes them (the page's digits). */
export const caloriesText = (t: TFunction, kcal: number, upTo?: number) =>
  upTo !== undefined && upTo !== kcal
    ? t("store.dish.kcalRange", { min: kcal, max: upTo })
    : t("store.dish.kcal", { kcal });
