import type { OrderItem } from "~/db/schema";
import type { Language } from "~/lib/i18n/languages";
import { render, type MailContext, type MailDraft } from "~/modules/mail/draft";
import { formatMoney } from "./money";
import { receiptText } from "./order-language";
import { orderSummary } from "./summary";

/** What the refund mail needs of an order. */
export interface ToldOrder {
  id: string;
  email: string | null;
  items: OrderItem[];
  amountTotal: number;
  currency: string;
  bookingId: string | null;
  language: string;
}

/** The refund as made: its amount, whether it empties the order, and what the coach ticked with it. */
export interface ToldRefund {
  amount: number;
  full: boolean;
  revokeAccess: boolean;
  choices: readonly string[];
  /** The session the order booked is already cancelled (an assistant's cancel the coach now refunds). */
  sessionCancelled?: boolean;
}

const english = {
  subject: (amount: string, number: string) => `Your refund of ${amount} (order ${number})`,
  refunded: (amount: string, what: string) =>
    `We have refunded ${amount} for ${what}. It goes back to the card you paid with; banks take 5–10 days to show it.`,
  sessionCancelled: "Your booked session is cancelled.",
  sessionStays: "Your booked session stays as it is.",
  accessEnds: (what: string) => `Your access to ${what} ends with this refund.`,
  accessKept: (what: string) => `You keep your access to ${what}.`,
  printStopped: "The print order is stopped and will not be sent.",
  orderNumber: "Order number",
  refundedNow: "Refunded now",
  paid: "Paid",
};

const danish: typeof english = {
  subject: (amount, number) => `Din refusion på ${amount} (ordre ${number})`,
  refunded: (amount, what) =>
    `Vi har refunderet ${amount} for ${what}. Pengene går tilbage til det kort, du betalte med; der går 5–10 dage, før banken viser dem.`,
  sessionCancelled: "Din bookede session er aflyst.",
  sessionStays: "Din bookede session er uændret.",
  accessEnds: (what) => `Din adgang til ${what} ophører med denne refusion.`,
  accessKept: (what) => `Du beholder din adgang til ${what}.`,
  printStopped: "Trykordren er stoppet og bliver ikke sendt.",
  orderNumber: "Ordrenummer",
  refundedNow: "Refunderet nu",
  paid: "Betalt",
};

/**
 * The buyer's one mail for a refund no other mail names (decision 065): the amount, and what it
 * leaves — the session cancelled or kept, access ended or kept, a print order stopped — in the
 * order's language. A full refund ends everything the order gave (rules: Refunds and access).
 */
export function refundToldMail(order: ToldOrder, refund: ToldRefund, ctx: MailContext): MailDraft[] {
  if (!order.email) return [];
  const language: Language = order.language === "da" ? "da" : "en";
  const t = language === "da" ? danish : english;
  const r = receiptText(language);
  const summary = orderSummary({ id: order.id, items: order.items, currency: order.currency });
  const what = order.items.map((item) => item.name).join(", ");
  const amount = formatMoney(refund.amount, order.currency, language);
  const ends = refund.full || refund.revokeAccess;
  const leaves = order.bookingId
    ? ends || refund.sessionCancelled || refund.choices.includes("free-slot")
      ? t.sessionCancelled
      : t.sessionStays
    : ends || refund.choices.includes("remove-access")
      ? t.accessEnds(what)
      : t.accessKept(what);
  const body = render(
    [
      { paragraph: t.refunded(amount, what) },
      { paragraph: leaves },
      ...(refund.choices.includes("stop-print") ? [{ paragraph: t.printStopped }] : []),
      {
        fields: [
          [t.orderNumber, summary.number],
          [t.refundedNow, amount],
          [t.paid, formatMoney(order.amountTotal, order.currency, language)],
        ],
      },
      { small: r.questions(ctx.profile.email, summary.number) },
    ],
    [r.regards, ctx.profile.name, ctx.profile.businessName],
    language === "da" ? "da" : undefined,
  );
  return [{ kind: "payment.refunded", to: order.email, replyTo: ctx.profile.email, subject: t.subject(amount, summary.number), ...body }];
}
