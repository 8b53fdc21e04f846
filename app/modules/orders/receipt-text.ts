/**
 * The words of the buyer's receipt and order summary, one catalogue per language (decision 047).
 * English is the source type: a Danish text missing fails tsc (receipt-text.da.ts). The browser's order
 * summary takes its strings from the page's loader (`summaryText`), so the Danish never rides in a bundle.
 */
const en = {
  thanks: "Thank you. Your payment has been received.",
  orderNumber: "Order number",
  each: "each",
  shipping: "Shipping",
  free: "Free",
  total: "Total",
  totalPaid: "Total paid",
  item: "Item",
  amount: "Amount",
  /** Followed by the rate: "Including 25 % VAT (moms)". */
  including: "Including",
  vat: "% VAT (moms)",
  shipTo: "Ship to",
  whatYouPayFor: "What you pay for",
  regards: "Warm regards",
  questions: (email: string, number: string) => `Questions about your order? Reply to this e-mail or write to ${email}, quoting order number ${number}.`,
  subject: (business: string, number: string) => `Receipt for your payment to ${business} (order ${number})`,
};

export type ReceiptText = typeof en;

export const englishReceipt: ReceiptText = en;

/** The summary table's strings only (no functions), for a page's loader data. */
export type SummaryText = Pick<ReceiptText, "each" | "shipping" | "free" | "total" | "item" | "amount" | "including" | "vat" | "whatYouPayFor">;

export function summaryTextOf(text: ReceiptText): SummaryText {
  const { each, shipping, free, total, item, amount, including, vat, whatYouPayFor } = text;
  return { each, shipping, free, total, item, amount, including, vat, whatYouPayFor };
}
