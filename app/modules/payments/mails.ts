import type { CollectedShippingAddress, OrderItem } from "~/db/schema";
import { render, type MailContext, type MailDraft } from "~/modules/mail/draft";
import { formatMoney } from "./money";
import { formatShippingAddress } from "./shipping";

export interface ReceiptOrder {
  id: string;
  email: string | null;
  items: OrderItem[];
  amountTotal: number;
  currency: string;
  /** Where a shop order's goods go, as collected at checkout; shown to the buyer on the receipt. */
  shippingAddress?: CollectedShippingAddress | null;
}

export function receiptMail(order: ReceiptOrder, ctx: MailContext): MailDraft[] {
  if (!order.email) return [];
  const body = render(
    [
      { paragraph: "Thank you. Your payment has been received." },
      {
        fields: [
          ...order.items.map((item): [string, string] => [item.name, `${item.quantity} × ${formatMoney(item.unitAmount, item.currency)}`]),
          ["Total paid", formatMoney(order.amountTotal, order.currency)],
          ...(order.shippingAddress ? [["Ship to", formatShippingAddress(order.shippingAddress)] as [string, string]] : []),
          ["Order", order.id],
        ],
      },
      { small: `Questions about your order? Reply to this e-mail or write to ${ctx.profile.email}.` },
    ],
    ["Warm regards", ctx.profile.name, ctx.profile.businessName],
  );
  return [
    { kind: "payment.receipt", to: order.email, replyTo: ctx.profile.email, subject: `Receipt for your payment to ${ctx.profile.businessName}`, ...body },
  ];
}

/** A late payment for a slot someone else has taken meanwhile: both sides are told, money goes back. */
export function refundMails(order: ReceiptOrder, slotText: string, ctx: MailContext): MailDraft[] {
  const client = render(
    [
      { paragraph: `Your payment for ${slotText} arrived after your reservation had expired, and the time has been booked by someone else in the meantime.` },
      { paragraph: `We have refunded the full amount, ${formatMoney(order.amountTotal, order.currency)}. It reaches your account within a few working days.` },
      { paragraph: "You are very welcome to book another time on the website." },
    ],
    ["Warm regards", ctx.profile.name, ctx.profile.businessName],
  );
  const coach = render(
    [
      { paragraph: `A payment for the lapsed reservation of ${slotText} arrived after the slot was taken. It has been refunded automatically.` },
      {
        fields: [
          ["Client", order.email ?? "unknown"],
          ["Amount", formatMoney(order.amountTotal, order.currency)],
          ["Order", order.id],
        ],
      },
    ],
    [ctx.profile.businessName],
  );
  return [
    ...(order.email
      ? [{ kind: "payment.refund.client", to: order.email, replyTo: ctx.profile.email, subject: "Your payment has been refunded", ...client }]
      : []),
    { kind: "payment.refund.coach", to: ctx.coachEmail, subject: "Late payment refunded", ...coach },
  ];
}
