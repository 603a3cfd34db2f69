// The store page, the one page that shows every folder's part at once (so it comes last): its data
// in one call (page), the menu a URL asks for with its JSON-LD and search-engine texts (menu), and
// the dietary filter (diet-filter). What the rest of the app may use of it:
export { storePage } from "./page.server";
export { chosenDiets, dietFilter, keepDiets, storeDiets } from "./diet-filter.server";
