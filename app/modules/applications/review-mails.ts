import { formatDanishNumber, formatEnglishInteger } from "~/lib/number-format";
import { render, type MailContext, type MailDraft } from "~/modules/mail/draft";
import type { Programme } from "./schemas";
import { applicationLanguage, PROGRAMME_TITLES } from "./status";

/** What the coach's answers need to know about an application. */
export interface ApplicantForMail {
  programme: Programme;
  firstName: string;
  lastName: string;
  email: string;
}

/** "18.500 kr." in Danish, "DKK 68,500" in English (whole kroner, as the programme pages show them). */
export function feeText(lang: "da" | "en", amountMinor: number, currency: string): string {
  const whole = amountMinor / 100;
  return lang === "da" ? `${formatDanishNumber(whole)} ${currency === "DKK" ? "kr." : currency}` : `${currency} ${formatEnglishInteger(whole)}`;
}

const signature = (lang: "da" | "en", ctx: MailContext) => [
  lang === "da" ? "Kærlig hilsen" : "Warm regards",
  ctx.profile.name,
  ctx.profile.businessName,
  ctx.profile.phone,
];

/** The payment link's address: the token alone, nothing personal. */
export function payUrl(origin: string, token: string): string {
  return new URL(`/applications/pay/${encodeURIComponent(token)}`, origin).toString();
}

/**
 * "You have a place": the programme's fee and the payment link, in the application's language
 * (Danish for Voice Elevated, English for the Celebrity retreat). The coach has spoken with the
 * applicant, so their name is used now (the first confirmation used none).
 */
export function acceptanceMail(
  application: ApplicantForMail,
  payment: { url: string; amount: number; currency: string; expiresAt?: Date | null; runStart?: string | null },
  ctx: MailContext,
): MailDraft {
  const lang = applicationLanguage(application.programme);
  const title = PROGRAMME_TITLES[application.programme];
  const fee = feeText(lang, payment.amount, payment.currency);
  const until = payment.expiresAt ? linkDay(lang, payment.expiresAt) : null;
  const run = payment.runStart ? linkDay(lang, new Date(`${payment.runStart}T12:00:00Z`)) : null;
  const body =
    lang === "da"
      ? {
          subject: `Du har fået en plads på ${title}`,
          ...render(
            [
              { paragraph: `Hej ${application.firstName}` },
              {
                paragraph: `Tak for din ansøgning. Vi har læst den, og vi vil meget gerne have dig med på ${title}${run ? ` (holdet, der starter ${run})` : ""}.`,
              },
              {
                paragraph: `Din plads er sikret, når deltagerbetalingen på ${fee} er betalt. Du betaler sikkert med kort via linket herunder; det virker ${until ? `til og med ${until}` : "indtil du har betalt"}.`,
              },
              { button: { label: "Betal og sikr din plads", url: payment.url } },
              { small: `Har du spørgsmål, kan du svare på denne e-mail eller skrive til ${ctx.profile.email}.` },
            ],
            signature(lang, ctx),
          ),
        }
      : {
          subject: `Your place on the ${title}`,
          ...render(
            [
              { paragraph: `Hello ${application.firstName}` },
              {
                paragraph: `Thank you for your application. We have read it, and we would love to welcome you to the ${title}${run ? ` (the run starting ${run})` : ""}.`,
              },
              {
                paragraph: `Your place is secured once the retreat fee of ${fee} is paid. Pay securely by card through the link below; it works ${until ? `until ${until}` : "until you have paid"}.`,
              },
              { button: { label: "Pay the retreat fee", url: payment.url } },
              { small: `Questions? Reply to this e-mail or write to ${ctx.profile.email}.` },
            ],
            signature(lang, ctx),
          ),
        };
  return { kind: "application.accepted", to: application.email, replyTo: ctx.profile.email, ...body };
}

/** The kind answer the decline dialog starts from, in the application's language; the coach edits it before it is sent. */
export function defaultDeclineText(application: ApplicantForMail): string {
  const title = PROGRAMME_TITLES[application.programme];
  return applicationLanguage(application.programme) === "da"
    ? [
        `Hej ${application.firstName}`,
        `Tak for din ansøgning til ${title}, og tak fordi du tog dig tid til at fortælle os om din stemme.`,
        "Vi har læst den grundigt, og denne gang kan vi desværre ikke tilbyde dig en plads på holdet. Det siger intet om dit talent, kun om hvad netop dette forløb kan give dig lige nu.",
        "Du er altid velkommen til at søge igen, eller til at booke en privat coachingtime, hvis du vil arbejde videre med din stemme.",
      ].join("\n\n")
    : [
        `Hello ${application.firstName}`,
        `Thank you for applying to the ${title}, and for taking the time to tell us about your voice.`,
        "We have read your application carefully, and this time we cannot offer you a place on the retreat. This says nothing about your talent, only about what this retreat can give you right now.",
        "You are always welcome to apply again, or to book a private coaching session if you would like to keep working on your voice.",
      ].join("\n\n");
}

/** The decline as the coach wrote it (paragraphs split at blank lines), signed like every mail of the studio. */
export function declineMail(application: ApplicantForMail, message: string, ctx: MailContext): MailDraft {
  const lang = applicationLanguage(application.programme);
  const title = PROGRAMME_TITLES[application.programme];
  const paragraphs = message
    .replace(/\r\n?/g, "\n")
    .split(/\n\s*\n/)
    .map((part) => part.trim())
    .filter(Boolean);
  return {
    kind: "application.declined",
    to: application.email,
    replyTo: ctx.profile.email,
    subject: lang === "da" ? `Din ansøgning til ${title}` : `Your application for the ${title}`,
    ...render(
      paragraphs.map((paragraph) => ({ paragraph })),
      signature(lang, ctx),
    ),
  };
}

/** The coach hears when an accepted applicant has paid (English, like every note to her). */
export function paidCoachMail(application: ApplicantForMail, order: { amountTotal: number; currency: string }, ctx: MailContext): MailDraft {
  const title = PROGRAMME_TITLES[application.programme];
  const name = `${application.firstName} ${application.lastName}`;
  return {
    kind: "application.paid.coach",
    to: ctx.coachEmail,
    replyTo: application.email,
    subject: `${name} has paid for ${title}`,
    ...render(
      [{ paragraph: `${name} (${application.email}) has paid ${feeText("en", order.amountTotal, order.currency)} for ${title}. Their place is secured.` }],
      [ctx.profile.businessName],
    ),
  };
}

/** A second payment for a place already paid (two tabs) is refunded in full; the applicant is told why, in their language. */
export function duplicatePaymentMail(application: ApplicantForMail, order: { amountTotal: number; currency: string }, ctx: MailContext): MailDraft {
  const lang = applicationLanguage(application.programme);
  const title = PROGRAMME_TITLES[application.programme];
  const fee = feeText(lang, order.amountTotal, order.currency);
  const body =
    lang === "da"
      ? {
          subject: `Din ekstra betaling for ${title} refunderes`,
          ...render(
            [
              { paragraph: `Hej ${application.firstName}` },
              {
                paragraph: `Din plads på ${title} var allerede betalt, så den seneste betaling på ${fee} sendes fuldt tilbage til dig. Du skal ikke gøre noget.`,
              },
            ],
            signature(lang, ctx),
          ),
        }
      : {
          subject: `Your extra payment for the ${title} is refunded`,
          ...render(
            [
              { paragraph: `Hello ${application.firstName}` },
              {
                paragraph: `Your place on the ${title} was already paid, so the latest payment of ${fee} is on its way back to you in full. There is nothing you need to do.`,
              },
            ],
            signature(lang, ctx),
          ),
        };
  return { kind: "application.duplicate-payment", to: application.email, replyTo: ctx.profile.email, ...body };
}

/** A day as the applicant reads it, in Copenhagen: "15. december 2026" / "15 December 2026". */
function linkDay(lang: "da" | "en", at: Date): string {
  return new Intl.DateTimeFormat(lang === "da" ? "da-DK" : "en-GB", { day: "numeric", month: "long", year: "numeric", timeZone: "Europe/Copenhagen" }).format(
    at,
  );
}

/**
 * A payment that arrived after the coach withdrew the link (decision 066) is refunded in full,
 * and the applicant is told, in the application's language.
 */
export function withdrawnLinkPaymentMail(application: ApplicantForMail, order: { amountTotal: number; currency: string }, ctx: MailContext): MailDraft {
  const lang = applicationLanguage(application.programme);
  const title = PROGRAMME_TITLES[application.programme];
  const fee = feeText(lang, order.amountTotal, order.currency);
  const body =
    lang === "da"
      ? {
          subject: `Din betaling for ${title} refunderes`,
          ...render(
            [
              { paragraph: `Hej ${application.firstName}` },
              { paragraph: `Betalingslinket til ${title} var trukket tilbage, da din betaling på ${fee} kom frem, så den sendes fuldt tilbage til dig.` },
              { paragraph: `Skriv til ${ctx.profile.email}, hvis du har spørgsmål.` },
            ],
            signature(lang, ctx),
          ),
        }
      : {
          subject: `Your payment for the ${title} is refunded`,
          ...render(
            [
              { paragraph: `Hello ${application.firstName}` },
              {
                paragraph: `The payment link for the ${title} had been withdrawn when your payment of ${fee} arrived, so it is on its way back to you in full.`,
              },
              { paragraph: `Write to ${ctx.profile.email} if you have any questions.` },
            ],
            signature(lang, ctx),
          ),
        };
  return { kind: "application.withdrawn-link-payment", to: application.email, replyTo: ctx.profile.email, ...body };
}
