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
