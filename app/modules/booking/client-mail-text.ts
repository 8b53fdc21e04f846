import type { Language } from "~/lib/i18n/languages";
import { danishClientMail } from "./client-mail-text.da";

/**
 * The client's booking mails after the confirmation (cancellations, moves, the reschedule link,
 * by-hand bookings, refunds, the reminder), one catalogue per language (decision 047). English
 * is the source type, word for word as the mails always were; the Danish (client-mail-text.da.ts)
 * is typed by it. Server only (mails). The coach's own mails stay English and are not here.
 */
export const englishClientMail = {
  dear: (name: string) => `Dear ${name}`,
  regards: "Warm regards",
  when: "When",
  where: "Where",
  price: "Price",
  /** A time with its zone: "Thursday, 3 December 2026 at 14:00 (Europe/Copenhagen)". */
  zoned: (when: string, timeZone: string) => `${when} (${timeZone})`,
  whenValue: (when: string, timeZone: string, minutes: number) => `${when} (${timeZone}), ${minutes} minutes`,
  cancelThisBooking: "Cancel this booking",
  inviteAttached: "The attached invite adds it to your calendar.",
  cancelledSubject: (when: string) => `Booking cancelled: ${when}`,
  movedSubject: (when: string) => `Booking moved: ${when}`,
  cancelled: (course: string, when: string) => `Your ${course.toLowerCase()} on ${when} is cancelled. The attached update removes it from your calendar.`,
  coachCancelled: (course: string, when: string) =>
    `I am sorry: I have to cancel your ${course.toLowerCase()} on ${when}. The attached update removes it from your calendar.`,
  coachRefund: (amount: string) => `${amount} is refunded to the card you paid with; banks take a few days to show it.`,
  /** The client's own cancellation, by the policy kept with the booking (decision 064). */
  policyRefund: (amount: string) => `${amount} goes back to the card you paid with; banks take 5–10 days to show it.`,
  policyNoRefund: (hours: number) => `No refund: the session was cancelled within ${hours} hours of its start.`,
  policyNothingBack: "No refund: the cancellation policy gives nothing back.",
  replyForNewTime: "Reply to this e-mail to find a new time.",
  coachMoved: (course: string, from: string, to: string) =>
    `Your ${course.toLowerCase()} has moved from ${from} to ${to}. The attached update moves it in your calendar.`,
  replyIfNewTimeDoesNotSuit: "If the new time does not suit you, reply to this e-mail.",
  rescheduleSubject: (when: string) => `Choose a new time: ${when}`,
  rescheduleAsk: (course: string, when: string) => `Please choose a new time for your ${course.toLowerCase()}, now booked for ${when}.`,
  chooseNewTime: "Choose a new time",
  rescheduleSmall: (until: string) => `The link works once, until ${until}. Until you choose, your booking stays as it is. There is nothing more to pay.`,
  clientMoved: (course: string, from: string, to: string) =>
    `Your ${course.toLowerCase()} has moved from ${from} to ${to}. The attached update moves it in your calendar.`,
  confirmedSubject: (when: string) => `Booking confirmed: ${when}`,
  byHandBooked: (course: string, coach: string) => `Your ${course.toLowerCase()} with ${coach} is booked.`,
  paymentLinkSubject: (when: string) => `Your booking: ${when}, please pay to confirm`,
  paymentLinkReserved: (course: string, coach: string) => `As agreed, your ${course.toLowerCase()} with ${coach} is reserved for you.`,
  payAndConfirm: "Pay and confirm",
  payBy: (by: string) =>
    `Please pay by ${by}: then the booking is confirmed and you receive it with an invite for your calendar. Unpaid, the time is released by itself.`,
  refund: {
    "slot-lost": {
      text: (slot: string) =>
        `Your payment for ${slot} arrived after your reservation had expired, and the time has been booked by someone else in the meantime.`,
      subject: "Your payment has been refunded",
    },
    "duplicate-booking": {
      text: (slot: string) => `We received two payments for ${slot}. Your session is booked and paid once.`,
      subject: "Your second payment has been refunded",
    },
    "session-started": {
      text: (slot: string) => `Your payment for ${slot} arrived after the session's start time, so it could not be booked.`,
      subject: "Your payment has been refunded",
    },
  },
  refunded: (second: boolean, amount: string) =>
    `We have refunded ${second ? "the second payment" : "the full amount"}, ${amount}. It reaches your account within a few working days.`,
  bookAnotherTime: "You are very welcome to book another time on the website.",
  reminderSubject: (when: string) => `Reminder: ${when}`,
  reminder: (course: string, coach: string) => `A reminder of your ${course.toLowerCase()} with ${coach}.`,
  lookingForward: "Looking forward to seeing you. If something has come up, reply to this e-mail.",
};

export type ClientMailText = typeof englishClientMail;

export function clientMailText(language: Language): ClientMailText {
  return language === "da" ? danishClientMail : englishClientMail;
}
