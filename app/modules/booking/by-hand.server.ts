import { randomUUID } from "node:crypto";
import { and, eq } from "drizzle-orm";
import { bookings, manualBookings, orders, type OrderItem } from "~/db/schema";
import { findOffer } from "~/modules/catalogue/catalogue.server";
import { priceItem } from "~/modules/sales/pricing";
import { EXCLUSION_VIOLATION, UNIQUE_VIOLATION, sqlState } from "~/db/sql-state";
import { enqueueMail } from "~/modules/mail/outbox.server";
import { createCoursePayment } from "~/modules/sales/checkout.server";
import type { BookingDeps } from "./deps.server";
import type { Booking } from "./confirm.server";
import { COACHING, CONSULTATION, newToken, releaseLapsed } from "./holds.server";
import { byHandConfirmationMail, paymentLinkMail } from "./mails-by-coach";
import type { RecordChange } from "./record-change.server";
import { sessionMinutes, type BookingKind } from "./slots";

/**
 * How long the payment link of a booking added by hand works (decision 031): 23 hours, inside
 * the provider's longest checkout (Stripe: 24 hours), and never past the session's start.
 * Unpaid by then, the hold lapses like a visitor's and the lapse job frees the slot.
 */
export const PAYMENT_LINK_MS = 23 * 3_600_000;
/** A payment link needs the checkout's shortest life before the start (Stripe: 30 minutes), and some time to pay. */
export const PAYMENT_LINK_MIN_LEAD_MS = 60 * 60_000;
/** How far back a session that happened may be recorded (decision 067): a year; staff-typed dates beyond it are typing mistakes. */
export const PAST_SESSION_WINDOW_MS = 365 * 86_400_000;
/** How far ahead the coach may add a booking by hand: two years (the year 9999 is a typing mistake). */
export const BY_HAND_AHEAD_MS = 2 * 365 * 86_400_000;
/** How a session recorded afterwards was paid: outside the provider, so nothing can be refunded through it. */
export const PAID_BY_HAND = ["cash", "transfer"] as const;
/** The provider named on the order of a session recorded afterwards: none took the money (decision 067). */
export const RECORDED_PROVIDER = "recorded-by-hand";

export interface ByHandInput {
  /** The form's idempotency key: the same key adds one booking. */
  key: string;
  name: string;
  email: string;
  phone?: string;
  /** Goes into the client's e-mail. */
  message?: string;
  kind: BookingKind;
  start: Date;
  /** "cash" and "transfer" only for a session that has happened (recorded afterwards). */
  payment: "free" | "link" | (typeof PAID_BY_HAND)[number];
  currency?: "DKK" | "EUR";
}

export type ByHandResult =
  | { ok: true; booking: Booking; duplicate: boolean }
  | {
      ok: false;
      reason: "in-the-past" | "slot-taken" | "too-soon-to-pay" | "free-only" | "provider-failed" | "too-far-back" | "too-far-ahead" | "not-past" | "no-price";
      booking?: Booking;
    };

async function byKey(deps: Pick<BookingDeps, "db">, key: string): Promise<Booking | undefined> {
  const [row] = await deps.db
    .select({ booking: bookings })
    .from(manualBookings)
    .innerJoin(bookings, eq(bookings.id, manualBookings.bookingId))
    .where(eq(manualBookings.key, key));
  return row?.booking;
}

/**
 * A time agreed by phone, added by the coach or her assistant (any time, outside opening hours
 * too, never in the past). Free: confirmed at once, and the client gets the confirmation with
 * the invite. With a payment link: the slot is held until the link lapses, an order and a
 * checkout are opened at the catalogue's price like the site's own booking checkout, and the
 * client gets one e-mail with the link; paying confirms the booking through the same order
 * effect as a booking paid on the site. The live-bookings exclusion constraint refuses a taken
 * time; the form's key makes a double submit add one booking and send one e-mail.
 */
export async function addBookingByHand(deps: BookingDeps, input: ByHandInput, by: { id: string; record: RecordChange }): Promise<ByHandResult> {
  const now = deps.now();
  const known = await byKey(deps, input.key);
  if (known) return input.payment === "link" && known.status === "held" ? openPaymentLink(deps, known, input) : { ok: true, booking: known, duplicate: true };
  const past = input.start.getTime() <= now.getTime();
  if (past && input.payment === "link") return { ok: false, reason: "in-the-past" };
  if (!past && input.payment !== "free" && input.payment !== "link") return { ok: false, reason: "not-past" };
  if (now.getTime() - input.start.getTime() > PAST_SESSION_WINDOW_MS) return { ok: false, reason: "too-far-back" };
  if (input.start.getTime() - now.getTime() > BY_HAND_AHEAD_MS) return { ok: false, reason: "too-far-ahead" };
  if (input.payment !== "free" && input.kind !== "coaching") return { ok: false, reason: "free-only" };
  if (past) return recordPastSession(deps, input, by);
  if (input.payment === "link" && input.start.getTime() - now.getTime() < PAYMENT_LINK_MIN_LEAD_MS) return { ok: false, reason: "too-soon-to-pay" };
  const end = new Date(input.start.getTime() + sessionMinutes[input.kind] * 60_000);
  await releaseLapsed(deps, now, { start: input.start, end });
  const free = input.payment === "free";
  let booking: Booking;
  try {
    booking = await deps.db.transaction(async (tx) => {
      const id = randomUUID();
      // The key first: a second submit waits here for the first and then finds its booking.
      await tx
        .insert(manualBookings)
        .values({ key: input.key, bookingId: id, payment: input.payment, phone: input.phone || null, createdBy: by.id, createdAt: now });
      const [row] = await tx
        .insert(bookings)
        .values({
          id,
          kind: input.kind,
          status: free ? "confirmed" : "held",
          name: input.name,
          email: input.email,
          ...(input.kind === "coaching" ? COACHING : CONSULTATION),
          startsAt: input.start,
          endsAt: end,
          expiresAt: free ? null : new Date(Math.min(now.getTime() + PAYMENT_LINK_MS, input.start.getTime())),
          cancelToken: newToken(),
          createdAt: now,
          updatedAt: now,
          confirmedAt: free ? now : null,
        })
        .returning();
      if (free) await enqueueMail(tx, [byHandConfirmationMail(row!, deps.mail.context, now, deps.calendar, input.message)], deps.mail.mode);
      await by.record(tx, {
        action: "booking.added-by-hand",
        subjectType: "booking",
        subjectId: id,
        summary: `Added a ${input.kind === "consultation" ? "consultation" : "coaching session"} for ${input.name}${free ? " (free)" : " with a payment link"}.`,
        details: { startsAt: input.start.toISOString(), payment: input.payment },
      });
      return row!;
    });
  } catch (error) {
    if (sqlState(error) === UNIQUE_VIOLATION) {
      const first = await byKey(deps, input.key);
      if (first) return { ok: true, booking: first, duplicate: true };
    }
    if (sqlState(error) === EXCLUSION_VIOLATION) return { ok: false, reason: "slot-taken" };
    throw error;
  }
  return free ? { ok: true, booking, duplicate: false } : openPaymentLink(deps, booking, input);
}

/**
 * The held booking's checkout (the same key opens the same one) and, once, the client's
 * e-mail with its link: sent in the statement that makes the booking "pending", so a retry
 * after a provider failure finishes the job without a second e-mail.
 */
async function openPaymentLink(deps: BookingDeps, booking: Booking, input: ByHandInput): Promise<ByHandResult> {
  const payBy = booking.expiresAt!;
  const payment = await createCoursePayment(deps, {
    courseId: COACHING.courseId,
    currency: input.currency ?? "DKK",
    idempotencyKey: input.key,
    email: booking.email,
    name: booking.name,
    bookingId: booking.id,
    cancelPath: "/courses/private-coaching",
    expiresAt: payBy,
  });
  if (!payment.ok) return { ok: false, reason: "provider-failed", booking };
  const now = deps.now();
  const [order] = await deps.db.select().from(orders).where(eq(orders.id, payment.orderId));
  const sent = await deps.db.transaction(async (tx) => {
    const [pending] = await tx
      .update(bookings)
      .set({ status: "pending", orderId: payment.orderId, updatedAt: now })
      .where(and(eq(bookings.id, booking.id), eq(bookings.status, "held")))
      .returning();
    if (!pending) return undefined;
    const mail = paymentLinkMail(
      pending,
      deps.mail.context,
      deps.calendar,
      {
        url: payment.url,
        payBy,
        amount: order!.amountTotal,
        currency: order!.currency,
        message: input.message,
      },
      order!.language,
    );
    await enqueueMail(tx, [mail], deps.mail.mode);
    return pending;
  });
  const [now_] = sent ? [sent] : await deps.db.select().from(bookings).where(eq(bookings.id, booking.id));
  return { ok: true, booking: now_!, duplicate: !sent };
}

/**
 * A session that happened (a walk-in), recorded afterwards (decision 067): confirmed as it was,
 * with an order marked paid in cash, by transfer or free (the catalogue's price then, or 0), so
 * revenue and the person page count it. No checkout, no provider, no e-mail: the client was there.
 * The form's key makes a double submit one booking and one order.
 */
async function recordPastSession(deps: BookingDeps, input: ByHandInput, by: { id: string; record: RecordChange }): Promise<ByHandResult> {
  const now = deps.now();
  const method = input.payment as "free" | (typeof PAID_BY_HAND)[number];
  const currency = input.currency ?? "DKK";
  const details = input.kind === "coaching" ? COACHING : CONSULTATION;
  let item: OrderItem = { itemId: details.courseId, name: details.courseName, quantity: 1, unitAmount: 0, currency };
  if (method !== "free") {
    const priced = priceItem({ itemId: COACHING.courseId, currency, offer: await findOffer(deps.db, COACHING.courseId) });
    if (!priced.ok) return { ok: false, reason: "no-price" };
    item = priced.item;
  }
  const end = new Date(input.start.getTime() + sessionMinutes[input.kind] * 60_000);
  try {
    const booking = await deps.db.transaction(async (tx) => {
      const id = randomUUID();
      const orderId = randomUUID();
      await tx.insert(manualBookings).values({ key: input.key, bookingId: id, payment: method, phone: input.phone || null, createdBy: by.id, createdAt: now });
      await tx.insert(orders).values({
        id: orderId,
        status: "paid",
        email: input.email,
        items: [item],
        amountTotal: item.unitAmount,
        currency,
        provider: RECORDED_PROVIDER,
        idempotencyKey: `${RECORDED_PROVIDER}:${input.key}`,
        bookingId: id,
        paymentMethod: method,
        createdAt: now,
        updatedAt: now,
        paidAt: now,
      });
      const [row] = await tx
        .insert(bookings)
        .values({
          id,
          kind: input.kind,
          status: "confirmed",
          name: input.name,
          email: input.email,
          ...details,
          startsAt: input.start,
          endsAt: end,
          cancelToken: newToken(),
          orderId,
          createdAt: now,
          updatedAt: now,
          confirmedAt: now,
        })
        .returning();
      const paid = { cash: "paid in cash", transfer: "paid by transfer", free: "free" }[method];
      await by.record(tx, {
        action: "booking.recorded-by-hand",
        subjectType: "booking",
        subjectId: id,
        summary: `Recorded a past ${input.kind === "consultation" ? "consultation" : "coaching session"} of ${input.name} (${paid}).`,
        details: { startsAt: input.start.toISOString(), payment: method, amount: item.unitAmount, currency, orderId },
      });
      return row!;
    });
    return { ok: true, booking, duplicate: false };
  } catch (error) {
    if (sqlState(error) === UNIQUE_VIOLATION) {
      const first = await byKey(deps, input.key);
      if (first) return { ok: true, booking: first, duplicate: true };
    }
    if (sqlState(error) === EXCLUSION_VIOLATION) return { ok: false, reason: "slot-taken" };
    throw error;
  }
}
