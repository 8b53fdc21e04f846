import { publicOrigin } from "~/lib/origin.server";
import { isUnreadable } from "~/modules/forms/unreadable-text";
import { rateLimitWindow, takeRateLimit } from "~/modules/forms/rate-limit.server";
import { kickMailWorker } from "~/modules/mail/worker.server";
import { paymentMessages } from "~/modules/orders/deps.server";
import { appBookingDeps } from "./runtime.server";
import {
  bookSlotForPaidOrder,
  cancelBooking,
  confirmConsultation,
  findBookingByCancelToken,
  findConsultationByConfirmToken,
  paymentSuccessStateOf,
  sessionInviteForOrder,
  requestConsultation,
} from "./bookings.server";
import { startHoldCheckout } from "./checkout.server";
import { heldCheckoutNotice } from "./cancel-notice.server";
import { readBookingSettings } from "./settings.server";
import { policyWords } from "./coach-cancel";
import { db } from "~/db/db.server";
import { cancelledOrderId, type CheckoutCancelNotice } from "~/modules/orders/return-urls";
import { bookingMessages } from "./messages";
import { findHold, holdSlot, listSlots } from "./holds.server";
import { bookingFormSchema, goToPaymentSchema } from "./schemas";
import { availableSlots, type BookingKind, type BusyInterval, type CalendarRules } from "./slots";
import { bookingLanguage } from "./booking-language.server";
import { cancellationMoney } from "./coach-cancel.server";
import { policyOfBooking } from "./cancel-money";

/** Route-facing booking functions: typed input in, plain serialisable data out (times as ISO strings). */

const slotTakenMessage = bookingMessages.slotTaken;
export type SlotList = { start: string; end: string }[];

/** Our own text (docs/rules.md, "Texts"): a name that arrived as invalid UTF-8 (decision 014). Here, not in messages.ts, to stay out of the browser's bundle. */
const unreadableNameMessage = "Your name contains characters that could not be read. Please type it again.";

/** Our own text (docs/rules.md, "Texts"): the consultation request's refusals, sent by the server (the dialog shows them as they come). */
const consultationMessages = {
  alreadyRequested:
    "A consultation for this e-mail address is already waiting for you to confirm it. Please use the link in the e-mail we sent, or ask again once the time has been released.",
  rateLimited: "Too many consultation requests from your connection today. Please try again tomorrow, or contact us.",
  externalCalendar: "Consultations are booked in our online calendar. Please use the 'Book Consultation' button on the website.",
} as const;

/**
 * The HTTP status of a refusal (api.server.ts sends it): what the visitor sent was incomplete or
 * not a time the calendar offers (422), or it conflicts with the calendar as it is now (409).
 */
export type Refusal = { ok: false; error: string; status: 403 | 404 | 409 | 422 | 429 | 502 };

/** The name (the dialog's one free text) arrived as invalid UTF-8: refused, not stored garbled. */
const unreadableName = (input: unknown) => typeof input === "object" && input !== null && isUnreadable((input as { name?: unknown }).name);

const iso = (slots: { start: Date; end: Date }[]): SlotList => slots.map((s) => ({ start: s.start.toISOString(), end: s.end.toISOString() }));

export async function availableSlotsFor(request: Request, kind: BookingKind): Promise<SlotList> {
  return iso(await listSlots(await appBookingDeps(publicOrigin(request)), kind));
}

export type ReserveAnswer =
  { ok: true; holdToken: string; start: string; end: string; expiresAt: string } | (Refusal & { expired?: true; slots?: SlotList; retryAfterSeconds?: number });

/**
 * The dialog's submit ('Reserving...'): a 10-minute hold, or the reason and fresh slots.
 * Asking again for a hold that exists is free; each new hold counts against the client's
 * address (`clientAddress`), so one visitor cannot hold the whole week.
 */
export async function reserveSlot(request: Request, input: unknown, clientAddress: string): Promise<ReserveAnswer> {
  if (unreadableName(input)) return { ok: false, error: unreadableNameMessage, status: 422 };
  const parsed = bookingFormSchema.safeParse(input);
  if (!parsed.success) return { ok: false, error: bookingMessages.fillAll, status: 422 };
  const deps = await appBookingDeps(publicOrigin(request));
  const now = deps.now();
  const result = await holdSlot(deps, { ...parsed.data, start: new Date(parsed.data.slot) }, rateLimitWindow("booking-hold", clientAddress, now));
  if (result.ok)
    return {
      ok: true,
      holdToken: result.hold.holdToken,
      start: result.hold.start.toISOString(),
      end: result.hold.end.toISOString(),
      expiresAt: result.hold.expiresAt.toISOString(),
    };
  if (result.reason === "rate-limited") return { ok: false, error: bookingMessages.rateLimited, status: 429, retryAfterSeconds: result.retryAfterSeconds };
  if (result.reason === "expired") return { ok: false, error: bookingMessages.expiredTitle, status: 409, expired: true };
  // The losing side already has the live bookings from the hold's own statement.
  const slots = "busy" in result ? freshSlots(now, result.busy, deps.calendar) : iso(await listSlots(deps, "coaching"));
  if (result.reason === "invalid-slot") return { ok: false, error: bookingMessages.couldNotCreatePending, status: 422, slots };
  return { ok: false, error: result.reason === "slot-taken" ? slotTakenMessage : bookingMessages.couldNotCreatePending, status: 409, slots };
}

// The losers of one slot share one busy list (holds.server.ts): their fresh slots are worked
// out once. Slots start on whole minutes, so within a minute the list cannot change.
const freshSlotsMemo = new WeakMap<BusyInterval[], { minute: number; slots: SlotList }>();

function freshSlots(now: Date, busy: BusyInterval[], rules: CalendarRules): SlotList {
  const minute = Math.floor(now.getTime() / 60_000);
  const known = freshSlotsMemo.get(busy);
  if (known?.minute === minute) return known.slots;
  const slots = iso(availableSlots({ now, kind: "coaching", busy, rules }));
  freshSlotsMemo.set(busy, { minute, slots });
  return slots;
}

/** The countdown's truth after a reload: the hold and its server expiry, or expired. */
export async function holdState(request: Request, holdToken: string) {
  const result = await findHold(await appBookingDeps(publicOrigin(request)), holdToken);
  if (!result) return { state: "unknown" as const };
  if (result.ok) return { state: "held" as const, expiresAt: result.hold.expiresAt.toISOString() };
  return { state: result.reason === "confirmed" ? ("confirmed" as const) : ("expired" as const) };
}

/** The terms page's cancellation policy of a private session, in words, as the coach has set it now. */
export async function coachingCancellationPolicy(): Promise<string> {
  const settings = await readBookingSettings(db());
  return policyWords(settings.settings.cancellation.coaching);
}

/** The Private Coaching page after a checkout's Cancel: whether the time is still held. Nothing is read without the flag. */
export async function privateCoachingCancelNotice(request: Request): Promise<CheckoutCancelNotice | undefined> {
  if (!cancelledOrderId(new URL(request.url))) return undefined;
  return heldCheckoutNotice(await appBookingDeps(publicOrigin(request)), request.url);
}

/**
 * 'Go to payment' ('Redirecting to payment...'): the checkout URL or the message to show. Only
 * a request for a live hold counts against the address's checkout allowance.
 */
export async function goToPayment(
  request: Request,
  input: unknown,
  clientAddress: string,
): Promise<{ url: string; orderId: string } | { error: string; status: Refusal["status"]; expired?: true; retryAfterSeconds?: number }> {
  const parsed = goToPaymentSchema.safeParse(input);
  if (!parsed.success) return { error: paymentMessages.couldNotCreate, status: 422 };
  const deps = await appBookingDeps(publicOrigin(request));
  const hold = await findHold(deps, parsed.data.holdToken);
  if (!hold || (!hold.ok && hold.reason !== "expired")) return { error: paymentMessages.couldNotCreate, status: 404 };
  if (!hold.ok) return { error: bookingMessages.expiredTitle, status: 409, expired: true };
  const limit = await takeRateLimit(deps.db, "checkout", clientAddress);
  if (!limit.allowed) return { error: paymentMessages.couldNotCreate, status: 429, retryAfterSeconds: limit.retryAfterSeconds };
  const result = await startHoldCheckout(deps, parsed.data);
  if (result.ok) return { url: result.url, orderId: result.orderId };
  if (result.reason === "expired") return { error: result.message, status: 409, expired: true };
  return { error: result.message, status: result.reason === "not-found" ? 404 : 502 };
}

/**
 * The free consultation: asked for here, booked when the visitor confirms from the e-mail
 * (`requestConsultation`). The answer says until when the time is held.
 */
export async function bookFreeConsultation(
  request: Request,
  input: unknown,
  clientAddress: string,
): Promise<{ ok: true; start: string; expiresAt: string } | (Refusal & { slots?: SlotList; retryAfterSeconds?: number })> {
  if (unreadableName(input)) return { ok: false, error: unreadableNameMessage, status: 422 };
  const parsed = bookingFormSchema.safeParse(input);
  if (!parsed.success) return { ok: false, error: bookingMessages.fillAll, status: 422 };
  const deps = await appBookingDeps(publicOrigin(request));
  const result = await requestConsultation(deps, { ...parsed.data, start: new Date(parsed.data.slot) }, clientAddress);
  if (result.ok) {
    kickMailWorker();
    return { ok: true, start: result.booking.startsAt.toISOString(), expiresAt: result.booking.expiresAt!.toISOString() };
  }
  switch (result.reason) {
    case "external-calendar":
      return { ok: false, error: consultationMessages.externalCalendar, status: 403 };
    case "rate-limited":
      return { ok: false, error: consultationMessages.rateLimited, status: 429, retryAfterSeconds: result.retryAfterSeconds };
    case "already-requested":
      return { ok: false, error: consultationMessages.alreadyRequested, status: 409 };
    case "invalid-slot":
      return { ok: false, error: bookingMessages.couldNotCreate, status: 422, slots: iso(await listSlots(deps, "consultation")) };
    case "slot-taken":
      return { ok: false, error: slotTakenMessage, status: 409, slots: iso(await listSlots(deps, "consultation")) };
  }
}

/** The confirm page behind the e-mailed link: what it confirms, or what became of it. */
export async function consultationConfirmPage(request: Request, token: string) {
  const deps = await appBookingDeps(publicOrigin(request));
  const booking = await findConsultationByConfirmToken(deps, token);
  if (!booking) return undefined;
  const open = booking.status === "held" && booking.expiresAt !== null && booking.expiresAt > deps.now();
  return {
    courseName: booking.courseName,
    start: booking.startsAt.toISOString(),
    minutes: Math.round((booking.endsAt.getTime() - booking.startsAt.getTime()) / 60_000),
    state: open
      ? ("open" as const)
      : booking.status === "confirmed"
        ? ("confirmed" as const)
        : booking.status === "cancelled"
          ? ("cancelled" as const)
          : ("expired" as const),
  };
}

export async function confirmByLink(request: Request, token: string) {
  const result = await confirmConsultation(await appBookingDeps(publicOrigin(request)), token);
  if (result.ok) kickMailWorker();
  return result.ok ? { ok: true as const } : { ok: false as const, reason: result.reason };
}

/** /payment-success: never marks anything paid; it only reads what the provider's event did. */
export async function paymentSuccessState(request: Request, orderId: string, viewer: Parameters<typeof paymentSuccessStateOf>[2] = null, buyerProven = false) {
  return paymentSuccessStateOf(await appBookingDeps(publicOrigin(request)), orderId, viewer, buyerProven);
}

/** 'Add to calendar' on the confirmation: the session's invite, or nothing for any other order or id. */
export async function sessionInvite(request: Request, orderId: string, viewer: Parameters<typeof sessionInviteForOrder>[2] = null, buyerProven = false) {
  return sessionInviteForOrder(await appBookingDeps(publicOrigin(request)), orderId, viewer, buyerProven);
}

/** The payment-success slot picker: once per verified paid order ('Booking confirmed!'). */
export async function bookSlotAfterPayment(request: Request, orderId: string, input: unknown): Promise<{ ok: true } | { ok: false; error: string }> {
  const parsed = bookingFormSchema.safeParse(input);
  if (!parsed.success) return { ok: false, error: bookingMessages.fillAll };
  const result = await bookSlotForPaidOrder(await appBookingDeps(publicOrigin(request)), { orderId, ...parsed.data, start: new Date(parsed.data.slot) });
  if (!result.ok) return { ok: false, error: result.reason === "slot-taken" ? slotTakenMessage : bookingMessages.couldNotCreate };
  kickMailWorker();
  return { ok: true };
}

/** The private cancellation link: what to show, and the cancel itself. */
export async function cancellationPage(request: Request, token: string) {
  const deps = await appBookingDeps(publicOrigin(request));
  const booking = await findBookingByCancelToken(deps, token);
  // The page states what cancelling now does to the money, by the policy kept with the booking (decision 064).
  return booking && booking.kind !== "block-out"
    ? {
        courseName: booking.courseName,
        start: booking.startsAt.toISOString(),
        status: booking.status,
        noticeHours: policyOfBooking(booking, deps).cutoffHours,
        money: await cancellationMoney(deps, booking),
        language: await bookingLanguage(deps.db, booking),
      }
    : undefined;
}

export async function cancelByLink(request: Request, token: string) {
  const result = await cancelBooking(await appBookingDeps(publicOrigin(request)), token);
  if (result.ok) kickMailWorker();
  if (!result.ok)
    return { ok: false as const, reason: result.reason === "already-cancelled" || result.reason === "too-late" ? result.reason : ("not-found" as const) };
  return { ok: true as const, money: result.money };
}
