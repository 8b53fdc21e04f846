import { randomUUID } from "node:crypto";
import { and, eq, gt, isNull, lte, sql } from "drizzle-orm";
import { bookings, orders } from "~/db/schema";
import { enqueueMail } from "~/modules/mail/outbox.server";
import { EXCLUSION_VIOLATION, UNIQUE_VIOLATION, sqlState } from "~/db/sql-state";
import { takeRateLimit } from "~/modules/forms/rate-limit.server";
import { findOrderById, isBuyer, orderConfirmationOf, type OrderConfirmation } from "~/modules/orders/confirmation.server";
import { orderGrantsAccess } from "~/modules/orders/order-status";
import type { BookingDeps } from "./deps.server";
import type { Booking } from "./confirm.server";
import { COACHING, CONSULTATION, HOLD_MS, dayHasRoom, dayIsFull, newToken, releaseLapsed } from "./holds.server";
import { confirmationMails, consultationRequestMail, invite } from "./mails";
import { formatSlot, isOfferedStart, type BookingKind } from "./slots";
import { cancelWithMoney, type CancelResult } from "./coach-cancel.server";
import { policyOfBooking } from "./cancel-money";
import { localeOf, type Language } from "~/lib/i18n/languages";

export type DirectBookingResult = { ok: true; booking: Booking } | { ok: false; reason: "slot-taken" | "invalid-slot" | "not-allowed" };

/** Inserts a confirmed booking and its mails in one transaction; the constraint refuses overlaps. */
async function insertConfirmed(
  deps: BookingDeps,
  kind: Extract<BookingKind, "coaching">,
  input: { name: string; email: string; start: Date; orderId?: string },
): Promise<DirectBookingResult> {
  const now = deps.now();
  if (!isOfferedStart(input.start, now, deps.calendar, kind)) return { ok: false, reason: "invalid-slot" };
  const end = new Date(input.start.getTime() + deps.calendar.sessionMinutes[kind] * 60_000);
  await releaseLapsed(deps, now, { start: input.start, end });
  try {
    const booking = await deps.db.transaction(async (tx) => {
      if (input.orderId) {
        // Once per order: the order is claimed in the same transaction as the booking.
        const [order] = await tx
          .select()
          .from(orders)
          .where(and(eq(orders.id, input.orderId), eq(orders.status, "paid"), isNull(orders.bookingId)))
          .for("update");
        if (!order?.items.some((item) => item.itemId === COACHING.courseId)) return undefined;
      }
      const id = randomUUID();
      const [row] = await tx
        .insert(bookings)
        .values({
          id,
          kind,
          status: "confirmed",
          name: input.name,
          email: input.email,
          ...(kind === "coaching" ? COACHING : CONSULTATION),
          startsAt: input.start,
          endsAt: end,
          cancelToken: newToken(),
          orderId: input.orderId ?? null,
          createdAt: now,
          updatedAt: now,
          confirmedAt: now,
        })
        .returning();
      if (input.orderId) await tx.update(orders).set({ bookingId: id, updatedAt: now }).where(eq(orders.id, input.orderId));
      await enqueueMail(tx, confirmationMails(row!, deps.mail.context, now, deps.calendar), deps.mail.mode);
      return row!;
    });
    return booking ? { ok: true, booking } : { ok: false, reason: "not-allowed" };
  } catch (error) {
    if (sqlState(error) === EXCLUSION_VIOLATION) return { ok: false, reason: "slot-taken" };
    throw error;
  }
}

export type ConsultationRequest =
  | { ok: true; booking: Booking }
  | { ok: false; reason: "slot-taken" | "invalid-slot" | "already-requested" | "external-calendar" }
  | { ok: false; reason: "rate-limited"; retryAfterSeconds: number };

/** Refused for the address's allowance: thrown inside the transaction so that its count is rolled back too. */
class DayFull extends Error {}

class OverLimit extends Error {
  constructor(readonly retryAfterSeconds: number) {
    super("over the consultation limit");
  }
}

/**
 * The free 30-minute consultation, asked for in the dialog: the slot is held (status "held")
 * for as long as a payment hold lasts, and the visitor is mailed one link to confirm it. Nothing
 * else is sent and nothing is booked until the owner of the address confirms
 * (`confirmConsultation`); unconfirmed, it lapses like a hold and the lapse job frees it.
 *
 * Refused: while the profile has an external scheduling link, a time the calendar does not
 * offer, a slot that is taken (the exclusion constraint decides), an address that already has a
 * request waiting (a partial unique index decides), and more than the client address's daily
 * allowance. Only requests that were made count against the allowance: the count is taken in
 * the transaction that inserts the booking, and rolled back with it.
 */
export async function requestConsultation(
  deps: BookingDeps,
  input: { name: string; email: string; start: Date },
  clientAddress?: string,
): Promise<ConsultationRequest> {
  if (deps.schedulingUrl) return { ok: false, reason: "external-calendar" };
  const now = deps.now();
  if (!isOfferedStart(input.start, now, deps.calendar, "consultation") || (await dayIsFull(deps, input.start, now)))
    return { ok: false, reason: "invalid-slot" };
  const slot = { start: input.start, end: new Date(input.start.getTime() + deps.calendar.sessionMinutes.consultation * 60_000) };
  await releaseLapsed(deps, now, slot);
  await releaseLapsedRequest(deps, now, input.email);
  try {
    const booking = await deps.db.transaction(async (tx) => {
      // With a daily cap, requests and holds of one day are counted one after the other (decision 030).
      if (deps.calendar.dailyCap > 0 && !(await dayHasRoom(tx, deps.calendar, slot.start, now))) throw new DayFull();
      if (clientAddress !== undefined) {
        const limit = await takeRateLimit(tx, "consultation", clientAddress, now);
        if (!limit.allowed) throw new OverLimit(limit.retryAfterSeconds);
      }
      const [row] = await tx
        .insert(bookings)
        .values({
          id: randomUUID(),
          kind: "consultation",
          status: "held",
          name: input.name,
          email: input.email,
          ...CONSULTATION,
          startsAt: slot.start,
          endsAt: slot.end,
          expiresAt: new Date(now.getTime() + Math.min(deps.holdMs ?? HOLD_MS, HOLD_MS)),
          confirmToken: newToken(),
          cancelToken: newToken(),
          createdAt: now,
          updatedAt: now,
        })
        .returning();
      await enqueueMail(tx, [consultationRequestMail(row!, deps.mail.context, deps.calendar)], deps.mail.mode);
      return row!;
    });
    return { ok: true, booking };
  } catch (error) {
    if (error instanceof DayFull) return { ok: false, reason: "invalid-slot" };
    if (error instanceof OverLimit) return { ok: false, reason: "rate-limited", retryAfterSeconds: error.retryAfterSeconds };
    if (sqlState(error) === EXCLUSION_VIOLATION) return { ok: false, reason: "slot-taken" };
    if (sqlState(error) === UNIQUE_VIOLATION) return { ok: false, reason: "already-requested" };
    throw error;
  }
}

/** This address's request that lapsed and the job has not reached yet stops counting as waiting. */
async function releaseLapsedRequest(deps: Pick<BookingDeps, "db">, now: Date, email: string) {
  await deps.db
    .update(bookings)
    .set({ status: "expired", updatedAt: now })
    .where(and(eq(bookings.kind, "consultation"), eq(bookings.status, "held"), lte(bookings.expiresAt, now), sql`lower(${bookings.email}) = lower(${email})`));
}

export type ConsultationConfirmation = { ok: true; booking: Booking } | { ok: false; reason: "not-found" | "expired" | "already-confirmed" | "cancelled" };

/**
 * The visitor confirms from the e-mail (a POST from the confirm page): a request still within
 * its hold becomes a confirmed booking, and only now do the booking and its calendar invite go
 * to the visitor and the coach.
 */
export async function confirmConsultation(deps: BookingDeps, confirmToken: string): Promise<ConsultationConfirmation> {
  const now = deps.now();
  const confirmed = await deps.db.transaction(async (tx) => {
    const [row] = await tx
      .update(bookings)
      .set({ status: "confirmed", expiresAt: null, confirmedAt: now, updatedAt: now })
      .where(and(eq(bookings.confirmToken, confirmToken), eq(bookings.kind, "consultation"), eq(bookings.status, "held"), gt(bookings.expiresAt, now)))
      .returning();
    if (row) await enqueueMail(tx, confirmationMails(row, deps.mail.context, now, deps.calendar), deps.mail.mode);
    return row;
  });
  if (confirmed) return { ok: true, booking: confirmed };
  const booking = await findConsultationByConfirmToken(deps, confirmToken);
  if (!booking) return { ok: false, reason: "not-found" };
  if (booking.status === "confirmed") return { ok: false, reason: "already-confirmed" };
  if (booking.status === "cancelled") return { ok: false, reason: "cancelled" };
  return { ok: false, reason: "expired" };
}

/** For the confirm page: the consultation behind a confirmation link. */
export async function findConsultationByConfirmToken(deps: Pick<BookingDeps, "db">, confirmToken: string): Promise<Booking | undefined> {
  const [row] = await deps.db
    .select()
    .from(bookings)
    .where(and(eq(bookings.confirmToken, confirmToken), eq(bookings.kind, "consultation")));
  return row;
}

/**
 * docs/rules.md, "Booking": the payment-success page books a private-coaching slot without a
 * hold, only for a verified paid order that has no booking yet, once per order.
 */
export async function bookSlotForPaidOrder(deps: BookingDeps, input: { orderId: string; name: string; email: string; start: Date }) {
  return insertConfirmed(deps, "coaching", input);
}

export type PaymentSuccessState = "confirming" | "paid" | "needs-slot" | "booked" | "refunded" | "unknown";

/** A confirmed session as the confirmation page states it: times as ISO strings, the rest in words. */
export interface SessionConfirmation {
  start: string;
  end: string;
  /** "Tuesday, 24 November 2026 at 10:00", in the business zone. */
  when: string;
  timeZone: string;
  minutes: number;
  /** Until how many hours before the start the link in the e-mail cancels it. */
  cancellationHours: number;
}

export interface PaymentSuccess {
  state: PaymentSuccessState;
  courseName: string;
  email: string;
  /** The order part (decision 040); absent for an unknown id. */
  order?: OrderConfirmation;
  /** The booked session, once confirmed. */
  session?: SessionConfirmation;
}

/**
 * What the payment-success page shows for an order found by its unguessable id alone (nothing
 * personal travels in the URL): where the payment stands, what was bought, the booked session,
 * and the e-mail to prefill the slot form. It never marks anything paid; it only reads what the
 * provider's event did. A paid private-coaching order without a booking yet may pick its slot.
 */
export async function paymentSuccessStateOf(
  deps: Pick<BookingDeps, "db" | "calendar" | "settings" | "cancellationNoticeHours">,
  orderId: string,
  viewer: Parameters<typeof orderConfirmationOf>[1] = null,
  buyerProven = false,
): Promise<PaymentSuccess> {
  const order = await findOrderById(deps.db, orderId);
  if (!order) return { state: "unknown", courseName: "Your purchase", email: "" };
  const confirmation = orderConfirmationOf(order, viewer, buyerProven);
  const shown = (state: PaymentSuccessState, session?: SessionConfirmation): PaymentSuccess => ({
    state,
    courseName: confirmation.title,
    email: confirmation.email,
    order: confirmation,
    ...(session ? { session } : {}),
  });
  if (confirmation.state !== "paid") return shown(confirmation.state);
  if (order.bookingId) {
    const booking = await confirmedBookingOf(deps, order);
    return shown("booked", booking ? sessionConfirmation(deps, booking, order.language) : undefined);
  }
  return shown(order.items.some((item) => item.itemId === COACHING.courseId) ? "needs-slot" : "paid");
}

/** The order's booking, only while it is confirmed and belongs to this order. */
async function confirmedBookingOf(deps: Pick<BookingDeps, "db">, order: { id: string; bookingId: string | null }): Promise<Booking | undefined> {
  if (!order.bookingId) return undefined;
  const [booking] = await deps.db
    .select()
    .from(bookings)
    .where(and(eq(bookings.id, order.bookingId), eq(bookings.orderId, order.id), eq(bookings.status, "confirmed")));
  return booking;
}

function sessionConfirmation(
  deps: Pick<BookingDeps, "calendar" | "settings" | "cancellationNoticeHours">,
  booking: Booking,
  language: Language,
): SessionConfirmation {
  return {
    start: booking.startsAt.toISOString(),
    end: booking.endsAt.toISOString(),
    when: formatSlot(booking.startsAt, deps.calendar, localeOf(language)),
    timeZone: deps.calendar.timeZone,
    minutes: Math.round((booking.endsAt.getTime() - booking.startsAt.getTime()) / 60_000),
    // The cut-off kept with the booking (decision 064), not today's policy.
    cancellationHours: policyOfBooking(booking, deps).cutoffHours,
  };
}

/**
 * 'Add to calendar' on the confirmation page: the same invite the confirmation mail carries,
 * found by the order's unguessable id alone, only for an order that is paid (and not refunded)
 * with a confirmed booking of its own.
 */
export async function sessionInviteForOrder(
  deps: BookingDeps,
  orderId: string,
  viewer: Parameters<typeof isBuyer>[1] = null,
  buyerProven = false,
): Promise<string | undefined> {
  const order = await findOrderById(deps.db, orderId);
  // The invite names the client's address and carries the cancel link: the buyer's alone (decision 069).
  if (!order || !orderGrantsAccess(order) || !(buyerProven || isBuyer(order, viewer))) return undefined;
  const booking = await confirmedBookingOf(deps, order);
  return booking ? invite(booking, deps.mail.context, deps.now(), "REQUEST", order.language).content : undefined;
}

/** For the cancellation page: the booking behind a private link. */
export async function findBookingByCancelToken(deps: BookingDeps, token: string): Promise<Booking | undefined> {
  const [row] = await deps.db.select().from(bookings).where(eq(bookings.cancelToken, token));
  return row;
}

/**
 * Cancellation by the private link, until the start (checked here, on the server): frees the
 * slot, sends the cancelling invite, and gives back what the policy kept with the booking says
 * (decision 064), through the one cancel (`cancelWithMoney`).
 */
export async function cancelBooking(deps: BookingDeps, token: string): Promise<CancelResult> {
  const booking = await findBookingByCancelToken(deps, token);
  if (!booking) return { ok: false, reason: "not-found" };
  return cancelWithMoney(deps, { bookingId: booking.id, actor: { kind: "client" } });
}

/** Until how many hours before the start a client may cancel a booking of `kind` by the link: the coach's policy for the kind (decision 030). */
export function cancellationCutoffHours(deps: Pick<BookingDeps, "settings" | "cancellationNoticeHours">, kind: string): number {
  const policy = deps.settings?.cancellation[kind as BookingKind];
  return policy ? policy.cutoffHours : deps.cancellationNoticeHours;
}
