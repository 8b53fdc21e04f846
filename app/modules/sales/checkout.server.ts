import { findOffer } from "~/modules/catalogue/catalogue.server";
import { checkoutFailure, openCheckout, type CreatePaymentResult } from "~/modules/orders/checkout.server";
import type { OrdersDeps } from "~/modules/orders/deps.server";
import { testPaymentAllowed } from "~/modules/orders/test-payment";
import { priceItem } from "./pricing";
import type { Language } from "~/lib/i18n/languages";

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
  /** When the checkout lapses, if not in an hour (a payment link the coach sends: decision 031). */
  expiresAt?: Date;
  /** What the line is beyond its name (a private session's date and time), shown on the checkout. */
  description?: string;
  /** A held booking's end: the checkout counts down to it. */
  holdExpiresAt?: Date;
  /** The language the journey started in (a booking from a Danish page). */
  language?: Language;
}

const KEY_PATTERN = /^[A-Za-z0-9_:-]{8,200}$/;

/**
 * create-payment: `{courseId, currency}` → checkout URL, the amount read from the catalogue in the
 * database at this moment (docs/rules.md, "Prices"; decision 028).
 */
export async function createCoursePayment(deps: OrdersDeps, input: CreatePaymentInput): Promise<CreatePaymentResult> {
  if (!KEY_PATTERN.test(input.idempotencyKey)) return checkoutFailure("invalid-key");
  const offer = await findOffer(deps.db, input.courseId);
  if (offer?.kind === "test" && !testPaymentAllowed(deps.provider)) return checkoutFailure("unknown-item");
  const priced = priceItem({ itemId: input.courseId, currency: input.currency, plan: input.plan, offer });
  if (!priced.ok) return checkoutFailure(priced.reason);
  const item = input.description ? { ...priced.item, description: input.description } : priced.item;
  return openCheckout(deps, {
    items: [item],
    scope: [input.idempotencyKey, item.itemId, item.plan ?? "", item.currency, input.bookingId ?? ""],
    userId: input.userId,
    email: input.email,
    name: input.name,
    bookingId: input.bookingId,
    cancelPath: input.cancelPath,
    expiresAt: input.expiresAt,
    holdExpiresAt: input.holdExpiresAt,
    language: input.language,
  });
}
