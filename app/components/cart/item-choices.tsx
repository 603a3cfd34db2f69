// An item's choices and special request under its name, the same on the cart, the checkout, the
// order page and the order history (the text from ~/cart/item-details).
export function ItemChoices({ details, specialRequest }: { details: string; specialRequest: string | null }) {
  return (
    <>
      {details ? (
        <span className="block text-sm text-gray-700" data-testid="item-details">
          {details}
        </span>
      ) : null}
      {specialRequest ? (
        <span className="block text-sm italic text-gray-700" data-testid="item-request">
          “{specialRequest}”
        </span>
      ) : null}
    </>
  );
}
