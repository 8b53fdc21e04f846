import { useDanishCart } from "./danish-cart";
import { usePageLanguage } from "./language";

/**
 * The cart's texts (panel, lines, toasts, 'Add to Cart'), one catalogue per language as the
 * chrome's are (decision 043), but loaded with the cart's own code rather than with every page:
 * the first load's budget has no room for them (decision 050). SPEC.md's cart texts are word for
 * word in English; `{name}` and the like are filled by `fillText`.
 */
const en = {
  cartTitle: "Shopping Cart ({count})",
  cartClose: "Close",
  cartLines: "Cart items",
  cartLoading: "Loading cart...",
  cartEmpty: "Your cart is empty",
  cartTotal: "Total:",
  cartEmailLabel: "Email for your receipt",
  cartEmailNeeded: "Enter your e-mail for the receipt.",
  cartCheckout: "Proceed to Checkout",
  cartRedirecting: "Redirecting to checkout...",
  cartCheckoutFailed: "Could not create payment session.",
  cartPriceChanged: "The price of {name} has changed from {was} to {now}.",
  cartLineUnavailable: "No longer available: not charged. Remove it from your cart.",
  cartRemovedUnavailable: "{name} is no longer available and has been removed from your cart.",
  cartChanged: "Your cart has changed. Check it and proceed again.",
  cartNotEnoughLeft: "Only {left} left of {name}: lower the quantity to check out.",
  cartDecrease: "Decrease quantity of {name}",
  cartIncrease: "Increase quantity of {name}",
  cartQuantityOf: "Quantity of {name}",
  cartRemove: "Remove {name}",
  cartAddedTitle: "Added to cart",
  cartAddedDescription: "Item has been added to your cart.",
  cartRemovedTitle: "Removed from cart",
  cartRemovedDescription: "Item has been removed from your cart.",
  cartErrorTitle: "Error",
  cartAddFailed: "Failed to add item to cart.",
  cartUpdateFailed: "Failed to update cart.",
  cartRemoveFailed: "Failed to remove item from cart.",
  cartAdding: "Adding...",
  /** An add the server refused (decision 046): a size to choose, sold out, or more than is left. */
  cartChooseFirst: "Choose a {choice} first.",
  cartChoiceSize: "size",
  cartChoiceColour: "colour",
  cartChoiceSizeAndColour: "size and colour",
  cartSoldOut: "Sold out in that choice. Choose another or check back later.",
  cartOnlyLeft: "Only {left} left of {name}.",
  cartOnlyLeftOneInCart: "Only {left} left of {name}, and 1 is already in your cart.",
  cartOnlyLeftSomeInCart: "Only {left} left of {name}, and {inCart} are already in your cart.",
};

export type CartText = typeof en;

export const englishCart = en;

/** A catalogue text with its `{placeholders}` filled: `fillText(t.cartRemove, { name })`. */
export function fillText(text: string, values: Record<string, string | number>): string {
  return text.replace(/\{(\w+)\}/g, (whole, key: string) => (key in values ? String(values[key]) : whole));
}

/**
 * The cart's texts in the page's language. On a Danish page the Danish catalogue arrives a moment
 * after the cart's code (its own small chunk); until then, and on the server, the English.
 */
export function useCartText(): CartText {
  const danish = useDanishCart(usePageLanguage() === "da");
  return danish ?? englishCart;
}
