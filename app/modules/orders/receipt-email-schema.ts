import { z } from "zod";
import { RECEIPT_EMAIL_FIELD, receiptEmailMessage } from "./receipt-email";

/** The test checkout's 'Email for your receipt', asked only when the order has no address (a guest's course). */
export const receiptEmailSchema = z.object({ [RECEIPT_EMAIL_FIELD]: z.string().trim().pipe(z.email(receiptEmailMessage).max(254, receiptEmailMessage)) });

export type ReceiptEmailResult = { ok: true; email: string } | { ok: false; error: string; value: string };

export function readReceiptEmail(form: { get(name: string): unknown }): ReceiptEmailResult {
  const raw = form.get(RECEIPT_EMAIL_FIELD);
  const value = typeof raw === "string" ? raw.slice(0, 300) : "";
  const parsed = receiptEmailSchema.safeParse({ [RECEIPT_EMAIL_FIELD]: value });
  return parsed.success ? { ok: true, email: parsed.data[RECEIPT_EMAIL_FIELD] } : { ok: false, error: receiptEmailMessage, value };
}
