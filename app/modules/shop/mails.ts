import { render, type MailContext, type MailDraft } from "~/modules/mail/draft";
import type { ReceiptOrder } from "~/modules/orders/mails";
import { formatMoney } from "~/modules/orders/money";
import { formatShippingAddress } from "~/modules/orders/shipping";

/**
 * The coach hears of every paid shop order: what to pack or order, and for whom; and which lines
 * were paid with too little left in stock (another buyer took the last ones first).
 */
export function shopOrderCoachMail(order: ReceiptOrder, ctx: MailContext, soldOut: string[] = []): MailDraft[] {
  const body = render(
    [
      { paragraph: "A shop order has been paid." },
      ...(soldOut.length ? [{ paragraph: `Not enough in stock for: ${soldOut.join("; ")}. Restock them or refund the customer.` }] : []),
      {
        fields: [
          ...order.items.map((item): [string, string] => [item.name, `${item.quantity} × ${formatMoney(item.unitAmount, item.currency)}`]),
          ["Total paid", formatMoney(order.amountTotal, order.currency)],
          ["Customer", order.email ?? "unknown"],
          ["Ship to", order.shippingAddress ? formatShippingAddress(order.shippingAddress) : "No address given"],
          ["Order", order.id],
        ],
      },
    ],
    [ctx.profile.businessName],
  );
  return [
    {
      kind: "shop.order.coach",
      to: ctx.coachEmail,
      ...(order.email ? { replyTo: order.email } : {}),
      subject: `New shop order (${formatMoney(order.amountTotal, order.currency)})`,
      ...body,
    },
  ];
}
