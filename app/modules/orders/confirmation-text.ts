/**
 * /payment-success in the buyer's language (decision 047): the page and its order confirmation.
 * English is the source type (confirmation-text.da.ts is typed by it). Plain strings: the page's
 * loader sends the order's catalogue, so no browser bundle carries a second language.
 */
const en = {
  metaTitle: "Payment received",
  metaDescription: "Thank you for your payment.",
  thankYou: "Thank you!",
  confirmingIntro: "We are confirming your payment with the payment provider.",
  beingConfirmed: "Your payment is being confirmed…",
  takingLonger: "This is taking longer than usual. You will receive an e-mail as soon as the payment is confirmed; you can also reload this page later.",
  updatesItself: "This page updates by itself.",
  refundedTitle: "Your payment has been refunded",
  refundedText: "We could not complete this purchase, so the full amount is on its way back to you. An e-mail explains why.",
  contactUs: "Contact Us",
  /** SPEC.md's 'Booking confirmed!' (messages.ts). */
  bookingConfirmed: "Booking confirmed!",
  paymentReceived: "Payment received!",
  bookedText: "Your session is booked. A confirmation with a calendar invitation and a link to cancel is on its way to your e-mail.",
  paidText: "Thank you. A receipt is on its way to your e-mail.",
  returnHome: "Return to Home",
  orderNumber: "Order number",
  amountPaid: "Amount paid",
  receiptSentTo: "Receipt sent to",
  yourSession: "Your session",
  dateAndTime: "Date and time",
  length: "Length",
  minutes: "minutes",
  /** "You can cancel up to 24 hours before the session starts, with the link in your confirmation e-mail." */
  cancelUpTo: "You can cancel up to",
  cancelHoursBefore: "hours before the session starts, with the link in your confirmation e-mail.",
  addToCalendar: "Add to calendar",
  whatYouBought: "What you bought",
  viewInAccount: "View this order in your account",
};

export type ConfirmationText = typeof en;

export const englishConfirmation: ConfirmationText = en;
