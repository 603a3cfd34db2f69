// Anchors of the store page that other pages link to (the page renders them; an add to the cart
// without JS goes back to the category it was added from).

/** The section of a category's cards (its id is the target of the category links). */
export const categorySectionId = (id: number) => `category-${id}`;
