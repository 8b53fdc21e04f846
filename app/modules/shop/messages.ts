/** The cart's toasts, word for word (docs/rules.md, "Texts"), and the checkout's own texts. */
export const cartMessages = {
  added: { title: "Added to cart", description: "Item has been added to your cart." },
  removed: { title: "Removed from cart", description: "Item has been removed from your cart." },
  errorTitle: "Error",
  addFailed: "Failed to add item to cart.",
  /** 'Add to Cart' on clothing with no size chosen (decision 046), in the browser and from the server. */
  chooseFirst: (choice: string) => `Choose a ${choice} first.`,
  soldOut: "Sold out in that choice. Choose another or check back later.",
  /** More in the cart than is left (docs/rules.md, "Cart"): at checkout, and for an add that would pass the stock. */
  notEnoughLeft: (name: string, left: number) => `Only ${left} left of ${name}: lower the quantity to check out.`,
  addPassesStock: (name: string, left: number, inCart: number) =>
    inCart > 0 ? `Only ${left} left of ${name}, and ${inCart} ${inCart === 1 ? "is" : "are"} already in your cart.` : `Only ${left} left of ${name}.`,
  updateFailed: "Failed to update cart.",
  removeFailed: "Failed to remove item from cart.",
  loading: "Loading cart...",
  empty: "Your cart is empty",
  adding: "Adding...",
  checkout: "Proceed to Checkout",
  checkoutFailed: "Could not create payment session.",
  emailNeeded: "Enter your e-mail for the receipt.",
  priceChanged: (name: string, was: string, now: string) => `The price of ${name} has changed from ${was} to ${now}.`,
  lineUnavailable: "No longer available: not charged. Remove it from your cart.",
  unavailable: (name: string) => `${name} is no longer available and has been removed from your cart.`,
  cartChanged: "Your cart has changed. Check it and proceed again.",
} as const;
