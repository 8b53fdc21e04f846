/** SPEC.md section 5. Defined here, not in schemas.ts, so the browser can show it without loading zod. */
export const fillAllMessage = "Please fill all fields and pick a slot.";

/** SPEC.md section 8, booking and payment (word for word), and the one text SPEC.md leaves to us. */
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
  /** Not in SPEC.md: a consultation request was received; it is booked once confirmed from the e-mail. */
  checkEmail: "Check your e-mail",
  /** Not in SPEC.md: the server message for a slot someone else reserved a moment earlier. */
  slotTaken: "That time was just taken. Please pick another.",
  /** Not in SPEC.md: too many reservations or consultations from one connection. */
  rateLimited: "Too many bookings from your connection. Please wait an hour and try again, or contact us.",
} as const;
