import { fillText } from "~/lib/i18n/cart-text";
import { englishCart as t } from "~/lib/i18n/cart-text";
import { refusalText } from "./refusal-text";

/**
 * The cart's toasts, word for word (docs/rules.md, "Texts"), and the checkout's own texts, in
 * English: what the server answers. The browser shows them in the page's language from the
 * cart's catalogues (cart-text.ts, decision 050), where these English texts are kept.
 */
export const cartMessages = {
  added: { title: t.cartAddedTitle, description: t.cartAddedDescription },
  removed: { title: t.cartRemovedTitle, description: t.cartRemovedDescription },
  errorTitle: t.cartErrorTitle,
  addFailed: t.cartAddFailed,
  /** 'Add to Cart' on clothing with no size chosen (decision 046), in the browser and from the server. */
  chooseFirst: (choice: string) => refusalText({ reason: "choose", choice }, t),
  soldOut: t.cartSoldOut,
  /** More in the cart than is left (docs/rules.md, "Cart"): at checkout, and for an add that would pass the stock. */
  notEnoughLeft: (name: string, left: number) => fillText(t.cartNotEnoughLeft, { name, left }),
  addPassesStock: (name: string, left: number, inCart: number) => refusalText({ reason: "not-enough-stock", name, left, inCart }, t),
  updateFailed: t.cartUpdateFailed,
  removeFailed: t.cartRemoveFailed,
  loading: t.cartLoading,
  empty: t.cartEmpty,
  adding: t.cartAdding,
  checkout: t.cartCheckout,
  checkoutFailed: t.cartCheckoutFailed,
  emailNeeded: t.cartEmailNeeded,
  priceChanged: (name: string, was: string, now: string) => fillText(t.cartPriceChanged, { name, was, now }),
  lineUnavailable: t.cartLineUnavailable,
  unavailable: (name: string) => fillText(t.cartRemovedUnavailable, { name }),
  cartChanged: t.cartChanged,
} as const;
