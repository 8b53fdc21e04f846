import { z } from "zod";
import { CURRENCIES } from "~/modules/orders/money";

/** create-payment's input, `{courseId, currency}` and never a price (docs/rules.md, "Prices"); every failure reads 'Could not create payment session.'. */
export const createPaymentSchema = z.object({
  courseId: z.string().trim().min(1).max(100),
  currency: z.enum(CURRENCIES),
  plan: z.string().trim().max(40).optional(),
  /** Made once per form in the browser (crypto.randomUUID()), so a double click opens one checkout. */
  idempotencyKey: z.string().regex(/^[A-Za-z0-9_:-]{8,200}$/),
  email: z.email().optional(),
  name: z.string().trim().max(200).optional(),
  /** The page the button was pressed on: Cancel on the checkout returns there (made safe by the orders module). */
  returnPath: z.string().max(2048).optional(),
});
