import type { Language } from "~/lib/i18n/languages";

/**
 * The client's booking confirmation e-mail, one catalogue per language (decision 047); English
 * is the source type. Server only (mails), so both languages live here.
 */
const en = {
  dear: (name: string) => `Dear ${name}`,
  booked: (courseName: string, coach: string) => `Your ${courseName.toLowerCase()} with ${coach} is booked.`,
  when: "When",
  where: "Where",
  whenValue: (when: string, timeZone: string, minutes: number) => `${when} (${timeZone}), ${minutes} minutes`,
  inviteAttached: "The attached invite adds it to your calendar.",
  cancel: "Cancel this booking",
  regards: "Warm regards",
  subject: (when: string) => `Booking confirmed: ${when}`,
};

export type ConfirmationText = typeof en;

const da: ConfirmationText = {
  dear: (name) => `Kære ${name}`,
  booked: (courseName, coach) => `Din ${courseName} med ${coach} er booket.`,
  when: "Hvornår",
  where: "Hvor",
  whenValue: (when, _timeZone, minutes) => `${when} (dansk tid), ${minutes} minutter`,
  inviteAttached: "Den vedhæftede invitation lægger tiden i din kalender.",
  cancel: "Aflys denne booking",
  regards: "Venlig hilsen",
  subject: (when) => `Booking bekræftet: ${when}`,
};

export function confirmationText(language: Language): ConfirmationText {
  return language === "da" ? da : en;
}
