import { publicOrigin } from "~/lib/origin.server";
import { isUnreadable } from "~/modules/forms/unreadable-text";
import { rateLimitWindow, takeRateLimit } from "~/modules/forms/rate-limit.server";
import { kickMailWorker } from "~/modules/mail/worker.server";
import { paymentMessages } from "~/modules/orders/deps.server";
import { appBookingDeps } from "./runtime.server";
import { bookConsultation, bookSlotForPaidOrder, cancelBooking, findBookingByCancelToken, paymentSuccessStateOf } from "./bookings.server";
import { startHoldCheckout } from "./checkout.server";
import { bookingMessages } from "./messages";
import { findHold, holdSlot, listSlots } from "./holds.server";
import { bookingFormSchema, goToPaymentSchema } from "./schemas";
import { availableSlots, type BookingKind, type CalendarRules, type Interval } from "./slots";

/** Route-facing booking functions: typed input in, plain serialisable data out (times as ISO strings). */

const slotTakenMessage = bookingMessages.slotTaken;
export type SlotList = { start: string; end: string }[];

/** Our own text (docs/rules.md, "Texts"): a name that arrived as invalid UTF-8 (decision 014). Here, not in messages.ts, to stay out of the browser's bundle. */
const unreadableNameMessage = "Your name contains characters that could not be read. Please type it again.";

/** The name (the dialog's one free text) arrived as invalid UTF-8: refused, not stored garbled. */
const unreadableName = (input: unknown) => typeof input === "object" && input !== null && isUnreadable((input as { name?: unknown }).name);

const iso = (slots: { start: Date; end: Date }[]): SlotList => slots.map((s) => ({ start: s.start.toISOString(), end: s.end.toISOString() }));

export async function availableSlotsFor(request: Request, kind: BookingKind): Promise<SlotList> {
  return iso(await listSlots(appBookingDeps(publicOrigin(request)), kind));
}

export type ReserveAnswer =
  | { ok: true; holdToken: string; start: string; end: string; expiresAt: string }
  | { ok: false; error: string; expired?: true; slots?: SlotList; retryAfterSeconds?: number };

/**
 * The dialog's submit ('Reserving...'): a 10-minute hold, or the reason and fresh slots.
 * Asking again for a hold that exists is free; each new hold counts against the client's
 * address (`clientAddress`), so one visitor cannot hold the whole week.
 */
export async function reserveSlot(request: Request, input: unknown, clientAddress: string): Promise<ReserveAnswer> {
  if (unreadableName(input)) return { ok: false, error: unreadableNameMessage };
  const parsed = bookingFormSchema.safeParse(input);
  if (!parsed.success) return { ok: false, error: bookingMessages.fillAll };
  const deps = appBookingDeps(publicOrigin(request));
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
  if (result.reason === "rate-limited") return { ok: false, error: bookingMessages.rateLimited, retryAfterSeconds: result.retryAfterSeconds };
  if (result.reason === "expired") return { ok: false, error: bookingMessages.expiredTitle, expired: true };
  // The losing side already has the live bookings from the hold's own statement.
  const slots = "busy" in result ? freshSlots(now, result.busy, deps.calendar) : iso(await listSlots(deps, "coaching"));
  return { ok: false, error: result.reason === "slot-taken" ? slotTakenMessage : bookingMessages.couldNotCreatePending, slots };
}

// The losers of one slot share one busy list (holds.server.ts): their fresh slots are worked
// out once. Slots start on whole minutes, so within a minute the list cannot change.
const freshSlotsMemo = new WeakMap<Interval[], { minute: number; slots: SlotList }>();

function freshSlots(now: Date, busy: Interval[], rules: CalendarRules): SlotList {
  const minute = Math.floor(now.getTime() / 60_000);
  const known = freshSlotsMemo.get(busy);
  if (known?.minute === minute) return known.slots;
  const slots = iso(availableSlots({ now, kind: "coaching", busy, rules }));
  freshSlotsMemo.set(busy, { minute, slots });
  return slots;
}

/** The countdown's truth after a reload: the hold and its server expiry, or expired. */
export async function holdState(request: Request, holdToken: string) {
  const result = await findHold(appBookingDeps(publicOrigin(request)), holdToken);
  if (!result) return { state: "unknown" as const };
  if (result.ok) return { state: "held" as const, expiresAt: result.hold.expiresAt.toISOString() };
  return { state: result.reason === "confirmed" ? ("confirmed" as const) : ("expired" as const) };
}

/** 'Go to payment' ('Redirecting to payment...'): the checkout URL or the message to show. */
export async function goToPayment(
  request: Request,
  input: unknown,
  clientAddress: string,
): Promise<{ url: string } | { error: string; expired?: true; retryAfterSeconds?: number }> {
  const parsed = goToPaymentSchema.safeParse(input);
  if (!parsed.success) return { error: paymentMessages.couldNotCreate };
  const deps = appBookingDeps(publicOrigin(request));
  const limit = await takeRateLimit(deps.db, "checkout", clientAddress);
  if (!limit.allowed) return { error: paymentMessages.couldNotCreate, retryAfterSeconds: limit.retryAfterSeconds };
  const result = await startHoldCheckout(deps, parsed.data);
  if (result.ok) return { url: result.url };
  return result.reason === "expired" ? { error: result.message, expired: true } : { error: result.message };
}

/** The free consultation ('Booking received!'). */
export async function bookFreeConsultation(
  request: Request,
  input: unknown,
  clientAddress: string,
): Promise<{ ok: true } | { ok: false; error: string; slots?: SlotList; retryAfterSeconds?: number }> {
  if (unreadableName(input)) return { ok: false, error: unreadableNameMessage };
  const parsed = bookingFormSchema.safeParse(input);
  if (!parsed.success) return { ok: false, error: bookingMessages.fillAll };
  const deps = appBookingDeps(publicOrigin(request));
  const limit = await takeRateLimit(deps.db, "consultation", clientAddress);
  if (!limit.allowed) return { ok: false, error: bookingMessages.rateLimited, retryAfterSeconds: limit.retryAfterSeconds };
  const result = await bookConsultation(deps, { ...parsed.data, start: new Date(parsed.data.slot) });
  if (result.ok) {
    kickMailWorker();
    return { ok: true };
  }
  return {
    ok: false,
    error: result.reason === "slot-taken" ? slotTakenMessage : bookingMessages.couldNotCreate,
    slots: iso(await listSlots(deps, "consultation")),
  };
}

/** /payment-success: never marks anything paid; it only reads what the provider's event did. */
export function paymentSuccessState(request: Request, orderId: string) {
  return paymentSuccessStateOf(appBookingDeps(publicOrigin(request)), orderId);
}

/** The payment-success slot picker: once per verified paid order ('Booking confirmed!'). */
export async function bookSlotAfterPayment(request: Request, orderId: string, input: unknown): Promise<{ ok: true } | { ok: false; error: string }> {
  const parsed = bookingFormSchema.safeParse(input);
  if (!parsed.success) return { ok: false, error: bookingMessages.fillAll };
  const result = await bookSlotForPaidOrder(appBookingDeps(publicOrigin(request)), { orderId, ...parsed.data, start: new Date(parsed.data.slot) });
  if (!result.ok) return { ok: false, error: result.reason === "slot-taken" ? slotTakenMessage : bookingMessages.couldNotCreate };
  kickMailWorker();
  return { ok: true };
}

/** The private cancellation link: what to show, and the cancel itself. */
export async function cancellationPage(request: Request, token: string) {
  const booking = await findBookingByCancelToken(appBookingDeps(publicOrigin(request)), token);
  return booking ? { courseName: booking.courseName, start: booking.startsAt.toISOString(), status: booking.status } : undefined;
}

export async function cancelByLink(request: Request, token: string) {
  const result = await cancelBooking(appBookingDeps(publicOrigin(request)), token);
  if (result.ok) kickMailWorker();
  return result.ok ? { ok: true as const } : { ok: false as const, reason: result.reason };
}
