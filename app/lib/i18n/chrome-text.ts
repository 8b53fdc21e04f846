/**
 * The site chrome's texts (header, footer, menus, skip link), one catalogue per language
 * (decision record 043). English is the source: a Danish key missing or misspelt fails tsc.
 * Texts SPEC.md gives word for word stay as written, in their language ('Book Session').
 */
export type Language = "en" | "da";

const en = {
  skipToContent: "Skip to content",
  homeSuffix: ", home",
  mainNavigation: "Main",
  mobileNavigation: "Mobile",
  menu: "Menu",
  openMenu: "Open menu",
  closeMenu: "Close menu",
  home: "Home",
  courses: "Courses",
  shop: "Shop",
  magazine: "Magazine",
  contact: "Contact",
  signIn: "Sign in",
  apply: "Apply",
  account: "Account",
  accountMenuFor: "Account menu for",
  dashboard: "Dashboard",
  adminDashboard: "Admin Dashboard",
  yourAccount: "Your account",
  signOut: "Sign out",
  /** SPEC.md: the footer's and Private Coaching page's button; kept in English on Danish pages too. */
  bookSession: "Book Session",
  follow: "Follow",
  messageOnWhatsApp: "Message on WhatsApp",
  legal: "Legal",
  privacyPolicy: "Privacy Policy",
  termsOfService: "Terms of Service",
  cookiePolicy: "Cookie Policy",
  /** The visible link to the same page in the other language. */
  otherLanguage: "Dansk",
  otherLanguageName: "Read this page in Danish",
  /** Marks a link whose page is in the other language. */
  inOtherLanguage: "(in Danish)",
  // The cart (button, panel, lines, toasts, the return from a cancelled checkout). SPEC.md's
  // cart texts are word for word here; `{name}` and the like are filled by `fillText`.
  cart: "Shopping cart",
  cartOneItem: "Shopping cart, 1 item",
  cartItems: "Shopping cart, {count} items",
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
  cartCancelled: "Payment cancelled. Your cart is just as you left it.",
  checkoutCancelled: "Payment cancelled. Nothing was charged.",
};

/** A catalogue text with its `{placeholders}` filled: `fillText(t.cartRemove, { name })`. */
export function fillText(text: string, values: Record<string, string | number>): string {
  return text.replace(/\{(\w+)\}/g, (whole, key: string) => (key in values ? String(values[key]) : whole));
}

export type ChromeText = typeof en;

/** English is in every page's first load; the Danish catalogue comes with the Danish pages' own modules (chrome-text.da.ts). */
export const englishChrome = en;
