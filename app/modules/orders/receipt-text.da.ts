import type { ReceiptText } from "./receipt-text";

export const danishReceipt: ReceiptText = {
  thanks: "Tak. Vi har modtaget din betaling.",
  orderNumber: "Ordrenummer",
  each: "pr. stk.",
  shipping: "Fragt",
  free: "Gratis",
  total: "I alt",
  totalPaid: "Betalt i alt",
  item: "Vare",
  amount: "Beløb",
  including: "Heraf",
  vat: "% moms",
  shipTo: "Leveres til",
  whatYouPayFor: "Det betaler du for",
  regards: "Venlig hilsen",
  questions: (email, number) => `Spørgsmål til din ordre? Svar på denne e-mail, eller skriv til ${email} og oplys ordrenummer ${number}.`,
  subject: (business, number) => `Kvittering for din betaling til ${business} (ordre ${number})`,
};
