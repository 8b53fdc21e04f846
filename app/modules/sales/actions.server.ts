import { publicOrigin } from "~/lib/origin.server";
import { takeRateLimit } from "~/modules/forms/rate-limit.server";
import { paymentMessages } from "~/modules/orders/deps.server";
import { appOrdersDeps } from "~/modules/orders/runtime.server";
import { createCoursePayment } from "./checkout.server";
import { createPaymentSchema } from "./schemas";

export type CreatePaymentAnswer = { url: string; orderId: string } | { error: string; retryAfterSeconds?: number };

/**
 * create-payment: `{courseId, currency}` → `{url}` or `{error: 'Could not create payment
 * session.'}`. Checkouts opened per client address are limited (docs/rules.md, "Limits").
 */
export async function createPayment(
  request: Request,
  input: unknown,
  clientAddress: string,
  user?: { id: string; email: string },
): Promise<CreatePaymentAnswer> {
  const parsed = createPaymentSchema.safeParse(input);
  if (!parsed.success) return { error: paymentMessages.couldNotCreate };
  const deps = appOrdersDeps(publicOrigin(request));
  const limit = await takeRateLimit(deps.db, "checkout", clientAddress);
  if (!limit.allowed) return { error: paymentMessages.couldNotCreate, retryAfterSeconds: limit.retryAfterSeconds };
  const { returnPath, ...payment } = parsed.data;
  const result = await createCoursePayment(deps, { ...payment, cancelPath: returnPath, email: payment.email ?? user?.email, userId: user?.id });
  return result.ok ? { url: result.url, orderId: result.orderId } : { error: result.message };
}
