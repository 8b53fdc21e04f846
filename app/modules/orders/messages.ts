/** What a route maps every failure of create-payment to (docs/rules.md, "Prices"). */
export const paymentMessages = {
  couldNotCreate: "Could not create payment session.",
  unknown: "Unknown error",
  unexpected: "An unexpected error occurred.",
} as const;
