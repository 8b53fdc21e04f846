import type { CheckoutText } from "./checkout-text";

export const danishCheckout: CheckoutText = {
  title: "Betaling",
  metaTitle: "Testbetaling",
  eyebrow: "Testbetaling",
  intro: "Betalingen kører i testtilstand: Du skal ikke bruge et kort, og ingen penge flyttes. Betal bekræfter ordren, præcis som en rigtig betaling ville.",
  emailLabel: "E-mail til din kvittering",
  emailHint: "Din kvittering og dine adgangsoplysninger sendes hertil.",
  byPaying: "Ved at betale accepterer du vores",
  terms: "handelsbetingelser",
  and: "og",
  /** After the two policy links: they lead to English pages. */
  policiesInEnglish: " (på engelsk)",
  cancellationPolicy: "afbestillingsregler",
  cancel: "Annullér",
  pay: "Betal",
  complete: "Betalingen er gennemført.",
  expired: "Betalingen er udløbet. Der er ikke trukket noget.",
  heldUntil: "Tiden holdes til dig indtil kl.",
  timeLeft: "Tid tilbage:",
  holdExpiredTitle: "Reservationen er udløbet.",
  holdExpiredText: "Din booking blev ikke betalt i tide.",
};
