/** What a route maps every failure of create-payment to (SPEC.md section 8). */
export const paymentMessages = {
  couldNotCreate: "Could not create payment session.",
  unknown: "Unknown error",
  unexpected: "An unexpected error occurred.",
} as const;
