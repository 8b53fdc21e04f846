import type { Language } from "~/lib/i18n/languages";
import { DEAD_LINK_TEXTS } from "./reschedule-texts";
import { danishLinkPages } from "./link-page-text.da";

/**
 * The pages the client's mails link to (cancel, choose a new time), one catalogue per language
 * (decision 047): they speak the booking's language. English is the source, word for word as the
 * pages always were; the Danish (link-page-text.da.ts) is typed by it. The loader sends the chosen
 * catalogue as data, so `{placeholders}` are filled with `fillText` rather than by functions.
 */
export const englishLinkPages = {
  eyebrow: "Booking",
  returnHome: "Return to Home",
  copenhagenTime: "(Copenhagen time)",
  cancel: {
    metaTitle: "Cancel booking",
    metaDescription: "Cancel your booked session.",
    title: "Cancel booking",
    cancelledTitle: "Your booking is cancelled",
    cancelledIntro: "The time is free again. A cancellation for your calendar is on its way to your e-mail.",
    notFound: "We could not find this booking.",
    tooLate: "It is too late to cancel this booking online. Please contact us.",
    alreadyCancelled: "This booking is already cancelled.",
    canCancelUntil: "You can cancel until {hours} hours before the session starts.",
    /** What will happen to the money, said before the client confirms (decision 064). */
    moneyBack: "{amount} goes back to your card within 5–10 days.",
    noRefundLate: "No refund: within {hours} hours of the start.",
    noRefundPolicy: "No refund: the cancellation policy gives nothing back.",
    /** What did happen, on the result page. */
    moneyBackDone: "{amount} is on its way back to your card; banks take 5–10 days to show it. An e-mail confirms it.",
    noRefundDone: "Nothing was refunded.",
    cancelling: "Cancelling...",
    button: "Cancel booking",
  },
  reschedule: {
    metaTitle: "Choose a new time",
    metaDescription: "Choose a new time for your session.",
    title: "Choose a new time",
    movedTitle: "Your booking is moved",
    yourSession: "Your session",
    movedThanks: "Thank you. An update for your calendar is on its way to your e-mail.",
    nowBookedFor: "{course}, now booked for {when}",
    pickIntro: "Pick one of the free times below. Your booking keeps its length and its payment; until you choose, it stays as it is.",
    linkWorksOnce: " This link works once, until {until}.",
    noFreeTimes: "There are no free times just now. Please try again later, or reply to our e-mail.",
    moving: "Moving...",
    button: "Move my booking",
    refused: {
      invalid: "Choose one of the times.",
      "slot-taken": "That time was just taken. Please choose another.",
      "invalid-slot": "That time is no longer offered. Please choose another.",
      unchanged: "That is the time your booking already has. Choose another, or keep it as it is.",
      ...DEAD_LINK_TEXTS,
    },
  },
};

export type LinkPageText = typeof englishLinkPages;

/** Why the reschedule page's choice was refused: the catalogue's key for its message. */
export type ChooseRefusal = keyof LinkPageText["reschedule"]["refused"];

export function linkPageText(language: Language): LinkPageText {
  return language === "da" ? danishLinkPages : englishLinkPages;
}
