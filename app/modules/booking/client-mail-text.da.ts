import type { ClientMailText } from "./client-mail-text";

/**
 * The client's booking mails in Danish (decision 047). Times are Danish time, so the zone reads
 * "dansk tid"; a course's name is a name and keeps its capitals.
 */
export const danishClientMail: ClientMailText = {
  dear: (name) => `Kære ${name}`,
  regards: "Venlig hilsen",
  when: "Hvornår",
  where: "Hvor",
  price: "Pris",
  zoned: (when) => `${when} (dansk tid)`,
  whenValue: (when, _timeZone, minutes) => `${when} (dansk tid), ${minutes} minutter`,
  cancelThisBooking: "Aflys denne booking",
  inviteAttached: "Den vedhæftede invitation lægger tiden i din kalender.",
  cancelledSubject: (when) => `Booking aflyst: ${when}`,
  movedSubject: (when) => `Booking flyttet: ${when}`,
  cancelled: (course, when) => `Din ${course} ${when} er aflyst. Den vedhæftede opdatering fjerner den fra din kalender.`,
  coachCancelled: (course, when) => `Jeg beklager: Jeg er nødt til at aflyse din ${course} ${when}. Den vedhæftede opdatering fjerner den fra din kalender.`,
  coachRefund: (amount) => `${amount} betales tilbage til det kort, du betalte med; der går et par dage, før banken viser det.`,
  policyRefund: (amount) => `${amount} går tilbage til det kort, du betalte med; der går 5–10 dage, før banken viser det.`,
  policyNoRefund: (hours) => `Ingen refusion: sessionen blev aflyst mindre end ${hours} timer før start.`,
  policyNothingBack: "Ingen refusion: afbestillingsreglerne giver intet tilbage.",
  replyForNewTime: "Svar på denne e-mail, så finder vi en ny tid.",
  coachMoved: (course, from, to) => `Din ${course} er flyttet fra ${from} til ${to}. Den vedhæftede opdatering flytter den i din kalender.`,
  replyIfNewTimeDoesNotSuit: "Hvis den nye tid ikke passer dig, så svar på denne e-mail.",
  rescheduleSubject: (when) => `Vælg en ny tid: ${when}`,
  rescheduleAsk: (course, when) => `Vælg venligst en ny tid til din ${course}, som nu er booket ${when}.`,
  chooseNewTime: "Vælg en ny tid",
  rescheduleSmall: (until) => `Linket virker én gang, indtil ${until}. Indtil du vælger, forbliver din booking som den er. Der er intet mere at betale.`,
  clientMoved: (course, from, to) => `Din ${course} er flyttet fra ${from} til ${to}. Den vedhæftede opdatering flytter den i din kalender.`,
  confirmedSubject: (when) => `Booking bekræftet: ${when}`,
  byHandBooked: (course, coach) => `Din ${course} med ${coach} er booket.`,
  paymentLinkSubject: (when) => `Din booking: ${when}, betal venligst for at bekræfte`,
  paymentLinkReserved: (course, coach) => `Som aftalt er din ${course} med ${coach} reserveret til dig.`,
  payAndConfirm: "Betal og bekræft",
  payBy: (by) =>
    `Betal venligst senest ${by}: så er bookingen bekræftet, og du får den med en invitation til din kalender. Betales den ikke, frigives tiden af sig selv.`,
  refund: {
    "slot-lost": {
      text: (slot) => `Din betaling for ${slot} kom, efter din reservation var udløbet, og tiden er i mellemtiden booket af en anden.`,
      subject: "Din betaling er betalt tilbage",
    },
    "duplicate-booking": {
      text: (slot) => `Vi har modtaget to betalinger for ${slot}. Din session er booket og betalt én gang.`,
      subject: "Din anden betaling er betalt tilbage",
    },
    "session-started": {
      text: (slot) => `Din betaling for ${slot} kom efter sessionens starttidspunkt, så den kunne ikke bookes.`,
      subject: "Din betaling er betalt tilbage",
    },
  },
  refunded: (second, amount) =>
    `Vi har betalt ${second ? "den anden betaling" : "hele beløbet"} tilbage, ${amount}. Pengene står på din konto inden for få hverdage.`,
  bookAnotherTime: "Du er meget velkommen til at booke en anden tid på hjemmesiden.",
  reminderSubject: (when) => `Påmindelse: ${when}`,
  reminder: (course, coach) => `En påmindelse om din ${course} med ${coach}.`,
  lookingForward: "Vi glæder os til at se dig. Hvis der er kommet noget i vejen, så svar på denne e-mail.",
};
