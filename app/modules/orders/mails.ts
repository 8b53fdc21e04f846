import type { CollectedShippingAddress, OrderItem } from "~/db/schema";
import { render, type Block, type MailContext, type MailDraft } from "~/modules/mail/draft";
import { formatMoney } from "./money";
import { formatShippingAddress } from "./shipping";
import { orderSummary } from "./summary";
import { receiptText } from "./order-language";
import type { Language } from "~/lib/i18n/languages";

export interface ReceiptOrder {
  id: string;
  email: string | null;
  items: OrderItem[];
  amountTotal: number;
  currency: string;
  /** Where a shop order's goods go, as collected at checkout; shown to the buyer on the receipt. */
  shippingAddress?: CollectedShippingAddress | null;
  /** The language the buyer's journey started in; English when not known. */
  language?: Language;
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
  const language = order.language ?? "en";
  const t = receiptText(language);
  const money = (amount: number) => formatMoney(amount, summary.currency, language);
  const lines = summary.lines.map((line): [string, string] => [
    `${line.quantity} × ${line.name}${line.plan ? ` (${line.plan})` : ""}`,
    [line.description, line.quantity > 1 ? `${money(line.unitAmount)} ${t.each}, ${money(line.amount)}` : money(line.amount)].filter(Boolean).join("\n"),
  ]);
  const body = render(
    [
      { paragraph: t.thanks },
      {
        fields: [
          [t.orderNumber, summary.number],
          ...lines,
          ...(summary.shipping !== null ? [[t.shipping, summary.shipping === 0 ? t.free : money(summary.shipping)] as [string, string]] : []),
          // The amount actually charged; the summary adds up the same lines.
          [t.totalPaid, formatMoney(order.amountTotal, order.currency, language)],
          [`${t.including} ${summary.vatRatePercent} ${t.vat}`, money(summary.vatIncluded)],
          ...(order.shippingAddress ? [[t.shipTo, formatShippingAddress(order.shippingAddress)] as [string, string]] : []),
        ],
      },
      ...extra,
      { small: t.questions(ctx.profile.email, summary.number) },
    ],
    [t.regards, ctx.profile.name, ctx.profile.businessName],
    order.language === "da" ? "da" : undefined,
  );
  return [
    {
      kind: "payment.receipt",
      to: order.email,
      replyTo: ctx.profile.email,
      subject: t.subject(ctx.profile.businessName, summary.number),
      ...body,
    },
  ];
}
