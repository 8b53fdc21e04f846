/**
 * The test provider's checkout page in the buyer's language (decision 047); English is the
 * source type (checkout-text.da.ts is typed by it). Plain strings: the page's loader sends the
 * order's catalogue, so no browser bundle carries a second language.
 */
const en = {
  title: "Checkout",
  metaTitle: "Test checkout",
  eyebrow: "Test payment provider",
  intro: "Payments run in test mode: no card is needed and no money moves. Pay confirms the order exactly as a real payment would.",
  emailLabel: "Email for your receipt",
  emailHint: "Your receipt and access details go here.",
  /** "By paying you accept our <Terms of Service> and <cancellation policy>." */
  byPaying: "By paying you accept our",
  terms: "Terms of Service",
  and: "and",
  /** After the two policy links: they lead to English pages. */
  policiesInEnglish: "",
  cancellationPolicy: "cancellation policy",
  cancel: "Cancel",
  pay: "Pay",
  complete: "This checkout has been paid.",
  expired: "This checkout has expired. Nothing was charged.",
  /** The held booking's notice: "Held for you until 14:32. Time left: 9:59". */
  heldUntil: "Held for you until",
  timeLeft: "Time left:",
  holdExpiredTitle: "Reservation has expired.",
  holdExpiredText: "Your booking was not paid in time.",
};

export type CheckoutText = typeof en;

export const englishCheckout: CheckoutText = en;
