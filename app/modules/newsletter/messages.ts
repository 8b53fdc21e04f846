/** The newsletter form's texts; the thank-you alert word for word (docs/rules.md, "Texts"). No zod here: the landing page loads this. */
export const newsletterMessages = {
  thanks: "Thank you for subscribing to our vocal community!",
  checkInbox: "Please check your inbox and confirm your address.",
  invalidEmail: "Please enter a valid email address",
  rateLimited: "Too many sign-ups from your connection. Please wait an hour and try again.",
  tooLarge: "The form could not be read. Please try again.",
  malformed: "The form could not be read. Please try again.",
  failure: "We could not sign you up just now. Please try again later.",
};

export const newsletterTextFields = ["email"] as const;
