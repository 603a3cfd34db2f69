// A store page's cart: beside the menu on a wide screen; below the large breakpoint the basket bar,
// which opens the cart in a drawer with JS (and leads to the cart page without).
import { useEffect, useState, type MouseEvent } from "react";
import { useI18n } from "~/i18n/react";
import { CartPanel, type CartPanelProps } from "~/components/cart/cart-panel";
import { BasketBar } from "~/components/cart/basket-bar";
import { LazyDialog } from "~/components/lazy-dialog";

export function StoreCart({ cart, signedIn, wallet }: Pick<CartPanelProps, "cart" | "signedIn" | "wallet">) {
  const { t } = useI18n();
  const [basketOpen, setBasketOpen] = useState(false);
  useEffect(() => {
    if (cart.count === 0) setBasketOpen(false);
  }, [cart.count]);
  const openBasket = (event: MouseEvent<HTMLAnchorElement>) => {
    if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
    event.preventDefault();
    setBasketOpen(true);
  };
  return (
    <>
      {/* Below the large breakpoint the basket bar leads to the cart; the side panel is for wide screens. */}
      <aside className="hidden lg:sticky lg:top-4 lg:block lg:self-start" aria-label={t("cart.title")}>
        {basketOpen ? null : (
          <div className="card">
            <CartPanel cart={cart} signedIn={signedIn} wallet={wallet} />
          </div>
        )}
      </aside>
      <BasketBar cart={cart} onOpen={openBasket} />
      <LazyDialog
        open={basketOpen && cart.count > 0}
        onClose={() => setBasketOpen(false)}
        title={t("cart.title")}
        testId="cart-drawer"
      >
        <CartPanel cart={cart} signedIn={signedIn} wallet={wallet} heading={false} />
      </LazyDialog>
    </>
  );
}
