import { missingFieldMessages } from "./dialog-view";
import { bookingMessages } from "./messages";

/**
 * The booking journey's words on screen (the 'Book Session' dialog, /book/session, the slot
 * picker), one catalogue per language (decision 047). English is the source: SPEC.md's texts
 * word for word (messages.ts), and ours. The Danish (dialog-text.da.ts) is typed by it and
 * loaded only by the Danish dialog and pages.
 */
/** SPEC's messages are `as const`; a translation of them is any string. */
function words<T extends Record<string, string>>(texts: T): { [K in keyof T]: string } {
  return texts;
}

export const englishDialog = {
  /** SPEC.md's label, in both languages. */
  title: "Book Session",
  intro: "A 60-minute private session. Pick a time; it is held for you for 10 minutes while you pay.",
  name: "Name",
  email: "Email",
  reserveTime: "Reserve time",
  pickNewTime: "Pick a new time",
  loadingTimes: "Loading times…",
  noTimes: "No free times in the next 7 days. Please write to us instead.",
  timeLegend: "Time (Copenhagen)",
  /** Our own (decision 069): the day strip's name, and the length and price's. */
  days: "Days",
  sessionFacts: "Length and price",
  /** After the date and time of the held slot. */
  copenhagenTimeSixtyMinutes: "(Copenhagen time), 60 minutes.",
  /** Around the countdown: "Held for you for 9:59 minutes. Pay to confirm the booking." */
  heldForBefore: "Held for you for",
  heldForAfter: "minutes. Pay to confirm the booking.",
  /** /book/session without script: "Held for you until <time>. Pay to confirm the booking." */
  heldUntil: "Held for you until",
  payToConfirm: "Pay to confirm the booking.",
  /** /payment-success when the paid order's time was taken meanwhile: the slot picker. */
  pickTitle: "Thank you! Pick your time",
  pickIntro: "Your payment is confirmed. Choose the time for your private session.",
  bookThisTime: "Book this time",
  unexpectedError: "An unexpected error occurred.",
  unknownError: "Unknown error",
  missing: words(missingFieldMessages),
  messages: words({ ...bookingMessages, couldNotCreatePayment: "Could not create payment session." }),
};

export type DialogText = typeof englishDialog;

/**
 * A server's message in the page's language: the server answers in English (SPEC's words);
 * a message the catalogue knows is shown in its translation, any other as it came.
 */
export function localMessage(message: string, text: DialogText): string {
  const english = englishDialog.messages as Record<string, string>;
  const key = Object.keys(english).find((name) => english[name] === message);
  if (key) return (text.messages as Record<string, string>)[key] ?? message;
  if (message === englishDialog.unexpectedError) return text.unexpectedError;
  if (message === englishDialog.unknownError) return text.unknownError;
  return message;
}
