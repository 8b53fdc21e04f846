import type { CollectedShippingAddress, OrderItem } from "~/db/schema";
import { render, type Block, type MailContext, type MailDraft } from "~/modules/mail/draft";
import { formatMoney } from "./money";
import { formatShippingAddress } from "./shipping";
import { orderSummary } from "./summary";

export interface ReceiptOrder {
  id: string;
  email: string | null;
  items: OrderItem[];
  amountTotal: number;
  currency: string;
  /** Where a shop order's goods go, as collected at checkout; shown to the buyer on the receipt. */
  shippingAddress?: CollectedShippingAddress | null;
}

/**
 * The buyer's receipt, in the words of the confirmation page (decision 040): the short order
 * number, each line with its quantity, description and amount, shipping when goods are posted,
 * the total and the VAT it includes, where the goods go, and what the things sold add
 * (`extra`: how to start a course).
 */
export function receiptMail(order: ReceiptOrder, ctx: MailContext, extra: Block[] = []): MailDraft[] {
  if (!order.email) return [];
  const summary = orderSummary({ id: order.id, items: order.items, currency: order.currency, shipped: Boolean(order.shippingAddress) });
  const money = (amount: number) => formatMoney(amount, summary.currency);
  const lines = summary.lines.map((line): [string, string] => [
    `${line.quantity} × ${line.name}${line.plan ? ` (${line.plan})` : ""}`,
    [line.description, line.quantity > 1 ? `${money(line.unitAmount)} each, ${money(line.amount)}` : money(line.amount)].filter(Boolean).join("\n"),
  ]);
  const body = render(
    [
      { paragraph: "Thank you. Your payment has been received." },
      {
        fields: [
          ["Order number", summary.number],
          ...lines,
          ...(summary.shipping !== null ? [["Shipping", summary.shipping === 0 ? "Free" : money(summary.shipping)] as [string, string]] : []),
          // The amount actually charged; the summary adds up the same lines.
          ["Total paid", formatMoney(order.amountTotal, order.currency)],
          [`Including ${summary.vatRatePercent} % VAT (moms)`, money(summary.vatIncluded)],
          ...(order.shippingAddress ? [["Ship to", formatShippingAddress(order.shippingAddress)] as [string, string]] : []),
        ],
      },
      ...extra,
      { small: `Questions about your order? Reply to this e-mail or write to ${ctx.profile.email}, quoting order number ${summary.number}.` },
    ],
    ["Warm regards", ctx.profile.name, ctx.profile.businessName],
  );
  return [
    {
      kind: "payment.receipt",
      to: order.email,
      replyTo: ctx.profile.email,
      subject: `Receipt for your payment to ${ctx.profile.businessName} (order ${summary.number})`,
      ...body,
    },
  ];
}
