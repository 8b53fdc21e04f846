import { lazy, Suspense, useEffect, useState } from "react";
import { useLocation } from "react-router";
import { useOptionalRootData } from "~/components/layout/site-data";
import { strokeIcon } from "~/components/ui/stroke-icon";
import { useChromeText } from "~/lib/i18n/language";
import { cartIdentity, loadCart, setCartOpen, useCartState } from "./cart-store";

const CartPanel = lazy(() => import("./cart-panel"));

/**
 * The header's cart button (docs/rules.md, "Cart"): the badge shows the count only above 0.
 * Pages are the same HTML for every anonymous visitor; after hydration the count comes from /api/cart
 * (private, no-store), asked only by a browser that has a cart or is signed in. The panel's
 * code loads when it is first opened. The icon is drawn here: lucide in a header chunk would
 * put its shared code into every page's first load.
 */
export function CartButton() {
  const { cart, open } = useCartState();
  const t = useChromeText();
  const [wanted, setWanted] = useState(false);
  const { key } = useLocation();
  const [identity, setIdentity] = useState<string>();
  // Signing in or out navigates and changes the cookies: read the cart again only then.
  useEffect(() => {
    const now = cartIdentity();
    if (now === identity) return;
    setIdentity(now);
    void loadCart();
  }, [key, identity]);
  // Before the first read in the browser: the count the server saw for a request with a cart or session cookie.
  const viewer = useOptionalRootData()?.viewer;
  const count = cart?.count ?? viewer?.cartCount ?? 0;
  return (
    <>
      {/* A link to /cart (the cart as a page) that script turns into the panel's opener. */}
      <a
        href="/cart"
        onClick={(event) => {
          event.preventDefault();
          setWanted(true);
          setCartOpen(true);
        }}
        aria-label={count === 0 ? t.cart : count === 1 ? t.cartOneItem : t.cartItems.replace("{count}", String(count))}
        aria-haspopup="dialog"
        className="relative inline-flex h-11 w-11 items-center justify-center rounded-control text-ivory hover:bg-ink-800 hover:text-amber-300"
        data-testid="cart-button"
      >
        <svg {...strokeIcon} className="h-6 w-6">
          <circle cx="8" cy="21" r="1" />
          <circle cx="19" cy="21" r="1" />
          <path d="M2.05 2.05h2l2.66 12.42a2 2 0 0 0 2 1.58h9.78a2 2 0 0 0 1.95-1.57l1.65-7.43H5.12" />
        </svg>
        {count > 0 ? (
          <span
            aria-hidden
            data-testid="cart-count"
            className="absolute -right-0.5 -top-0.5 inline-flex min-w-5 items-center justify-center rounded-full bg-amber-300 px-1 text-xs font-semibold leading-5 text-ink-950"
          >
            {count > 99 ? "99+" : count}
          </span>
        ) : null}
      </a>
      {wanted ? (
        <Suspense fallback={null}>
          <CartPanel open={open} onOpenChange={setCartOpen} />
        </Suspense>
      ) : null}
    </>
  );
}
