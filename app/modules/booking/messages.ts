/** The booking dialog's one validation message (docs/rules.md, "Texts"). Defined here, not in schemas.ts, so the browser can show it without loading zod. */
export const fillAllMessage = "Please fill all fields and pick a slot.";

/** The booking and payment texts, word for word (docs/rules.md, "Texts"), and two of our own. */
export const bookingMessages = {
  fillAll: fillAllMessage,
  reserving: "Reserving...",
  reserved: "Time is reserved!",
  goToPayment: "Go to payment",
  redirecting: "Redirecting to payment...",
  expiredTitle: "Reservation has expired.",
  expiredText: "Your booking was not paid in time.",
  confirmed: "Booking confirmed!",
  couldNotCreatePending: "Could not create pending booking.",
  couldNotCreate: "Could not create booking.",
  /** Our own: a consultation request was received; it is booked once confirmed from the e-mail. */
  checkEmail: "Check your e-mail",
  /** Our own: the server message for a slot someone else reserved a moment earlier. */
  slotTaken: "That time was just taken. Please pick another.",
  /** Our own: too many reservations or consultations from one connection. */
  rateLimited: "Too many bookings from your connection. Please wait an hour and try again, or contact us.",
} as const;
