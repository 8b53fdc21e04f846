import { findCourse } from "~/modules/catalogue/catalogue.server";
import { checkoutFailure, openCheckout, type CreatePaymentResult } from "~/modules/orders/checkout.server";
import type { OrdersDeps } from "~/modules/orders/deps.server";
import { TEST_PAYMENT_ID, testPaymentAllowed } from "~/modules/orders/test-payment";
import { isSalesCourseId } from "./courses";
import { priceItem } from "./pricing";

export interface CreatePaymentInput {
  /** A course id, a sales course id or "test-payment". Never a price. */
  courseId: string;
  currency: string;
  /** Made by the browser once per form; the same key opens the same checkout. */
  idempotencyKey: string;
  /** The main course's plan name. */
  plan?: string;
  email?: string;
  name?: string;
  userId?: string | null;
  /** The private-coaching booking this pays for (booking module). */
  bookingId?: string;
  /** Where Cancel on the checkout returns to; a path on this site. */
  cancelPath?: string;
}

const KEY_PATTERN = /^[A-Za-z0-9_:-]{8,200}$/;

/** create-payment: `{courseId, currency}` → checkout URL, the amount from our catalogue (docs/rules.md, "Prices"). */
export async function createCoursePayment(deps: OrdersDeps, input: CreatePaymentInput): Promise<CreatePaymentResult> {
  if (!KEY_PATTERN.test(input.idempotencyKey)) return checkoutFailure("invalid-key");
  if (input.courseId === TEST_PAYMENT_ID && !testPaymentAllowed(deps.provider)) return checkoutFailure("unknown-item");
  const course = input.courseId === TEST_PAYMENT_ID || isSalesCourseId(input.courseId) ? undefined : await findCourse(deps.db, input.courseId);
  const priced = priceItem({ itemId: input.courseId, currency: input.currency, plan: input.plan, course });
  if (!priced.ok) return checkoutFailure(priced.reason);
  const item = priced.item;
  return openCheckout(deps, {
    items: [item],
    scope: [input.idempotencyKey, item.itemId, item.plan ?? "", item.currency, input.bookingId ?? ""],
    userId: input.userId,
    email: input.email,
    name: input.name,
    bookingId: input.bookingId,
    cancelPath: input.cancelPath,
  });
}
