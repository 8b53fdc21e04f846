import { db } from "~/db/db.server";
import { publicOrigin } from "~/lib/origin.server";
import { recordAudit, type AuditActor } from "~/modules/audit/audit.server";
import type { RecordChange } from "~/modules/booking/record-change.server";
import { parseLocalDateTime } from "./coach-calendar";
import { kickMailWorker } from "~/modules/mail/worker.server";
import { loadSiteProfile } from "~/modules/site/profile.server";
import { addBookingByHand } from "~/modules/booking/by-hand.server";
import { addBookingSchema, chooseSlotSchema, rescheduleLinkSchema } from "~/modules/booking/coach-forms";
import { feedForToken } from "~/modules/booking/feed.server";
import { issueRescheduleLink, rescheduleByLink, rescheduleLinkPage } from "~/modules/booking/reschedule-link.server";
import { englishLinkPages, type ChooseRefusal } from "~/modules/booking/link-page-text";
import { bookingLanguage } from "~/modules/booking/booking-language.server";
import { appBookingDeps } from "~/modules/booking/runtime.server";
import { resendBookingLink, withdrawBookingLink } from "~/modules/booking/payment-link.server";
import { formatSlot } from "~/modules/booking/slots";

/** Route-facing functions of the coach's own bookings (decision 031): form data in, plain data out. */

/** The booking module's changes, written to the audit log as this person's (or as the actor the change names). */
export const auditRecorder =
  (actor: AuditActor): RecordChange =>
  (tx, { actor: who, ...entry }) =>
    recordAudit(tx, who ?? actor, entry);

export type AddBookingAnswer =
  { ok: true; message: string; week: string; duplicate: boolean } | { ok: false; message: string; fields?: Partial<Record<string, string>> };

const ADD_REFUSALS = {
  "in-the-past": "That time has passed: a payment link is for a session to come. Record a past session as paid in cash, by transfer or free.",
  "not-past": "Cash and transfer are for a session that has happened. For one to come, choose free or a payment link.",
  "too-far-back": "That is more than a year ago. Check the date.",
  "too-far-ahead": "That is more than two years ahead. Check the date.",
  "no-price": "Private coaching has no published price in that currency in the catalogue. Set one under Courses, or record it as free.",
  "slot-taken": "Another booking holds that time. Choose another.",
  "too-soon-to-pay": "A payment link needs at least an hour before the session. Add it free, or choose a later time.",
  "free-only": "A consultation is free: choose 'Free' for it.",
  "provider-failed": "The time is held, but the payment provider did not answer. Press the button again in a moment; nothing is sent twice.",
} as const;

const PAID_WORDS = { cash: "paid in cash", transfer: "paid by transfer", free: "free", link: "payment link" } as const;

/** 'Add booking': the form as typed in, the booking (or the reason it was not made) out. */
export async function addBookingFromForm(form: FormData, actor: AuditActor): Promise<AddBookingAnswer> {
  const parsed = addBookingSchema.safeParse(Object.fromEntries(form));
  if (!parsed.success) {
    const fields = Object.fromEntries(parsed.error.issues.map((issue) => [String(issue.path[0]), issue.message]));
    return { ok: false, message: "Please correct the fields marked below.", fields };
  }
  const input = parsed.data;
  const start = parseLocalDateTime(input.startsAt);
  if (!start)
    return { ok: false, message: "Please correct the fields marked below.", fields: { startsAt: "Enter the date and time, such as 2026-12-02 16:00." } };
  const deps = await appBookingDeps();
  const result = await addBookingByHand(
    deps,
    {
      key: input.key,
      name: input.name,
      email: input.email,
      phone: input.phone,
      message: input.message || undefined,
      kind: input.kind,
      start,
      payment: input.payment,
    },
    { id: actor.id, record: auditRecorder(actor) },
  );
  if (!result.ok) return { ok: false, message: ADD_REFUSALS[result.reason] };
  kickMailWorker();
  const when = formatSlot(result.booking.startsAt, deps.calendar);
  const what = result.booking.status === "confirmed" ? "is booked; the confirmation is on its way to" : "is held; the payment link is on its way to";
  const past = result.booking.startsAt.getTime() <= deps.now().getTime();
  return {
    ok: true,
    duplicate: result.duplicate,
    week: localDay(result.booking.startsAt),
    message: past
      ? `${result.booking.name}, ${when}, is recorded (${PAID_WORDS[input.payment]}); nothing was sent to the client.`
      : `${result.booking.name}, ${when}, ${what} ${result.booking.email}.`,
  };
}

/**
 * 'Resend' and 'Withdraw' on a booking's payment link (decision 066). Resending is staff work;
 * withdrawing decides what is owed, so it is the coach's alone (decision 037).
 */
export async function bookingLinkFromForm(
  form: FormData,
  actor: AuditActor & { role: string },
): Promise<{ ok: boolean; status: number; message: string; bookingId?: string }> {
  const bookingId = String(form.get("bookingId") ?? "").slice(0, 100);
  const withdraw = form.get("intent") === "withdraw-link";
  if (withdraw && actor.role !== "admin") return { ok: false, status: 403, bookingId, message: "Only the coach can withdraw a payment link." };
  const deps = await appBookingDeps();
  const done = withdraw ? await withdrawBookingLink(deps, bookingId, auditRecorder(actor)) : await resendBookingLink(deps, bookingId, auditRecorder(actor));
  if (!done.ok) return { ok: false, status: done.reason === "not-found" ? 404 : 409, bookingId, message: LINK_ACTION_REFUSALS[done.reason] };
  if (done.sent) kickMailWorker();
  const message = withdraw
    ? `The payment link of ${done.name} is withdrawn: it can no longer be paid, and the time is free again.`
    : done.sent
      ? `The payment link is sent to ${done.name} again.`
      : "The link was sent a moment ago: nothing was sent again.";
  return { ok: true, status: 200, message };
}

const LINK_ACTION_REFUSALS = {
  "not-found": "That booking has no payment link.",
  "not-open": "The link is no longer open: it was expired or withdrawn.",
  paid: "The session is paid already: the link cannot be withdrawn. Cancel the booking with a refund instead.",
} as const;

const localDay = (at: Date) =>
  new Intl.DateTimeFormat("en-CA", { timeZone: "Europe/Copenhagen", year: "numeric", month: "2-digit", day: "2-digit" }).format(at);

const LINK_REFUSALS = {
  "not-found": "That booking no longer exists.",
  "not-confirmed": "Only a confirmed session can be moved.",
  started: "That session has started.",
} as const;

/** 'Send link' on a confirmed session. */
export async function sendRescheduleLinkFromForm(form: FormData, actor: AuditActor): Promise<{ ok: boolean; message: string; bookingId?: string }> {
  const parsed = rescheduleLinkSchema.safeParse(Object.fromEntries(form));
  if (!parsed.success) return { ok: false, message: parsed.error.issues[0]?.message ?? "Something went wrong. Please try again." };
  const deps = await appBookingDeps();
  const issued = await issueRescheduleLink(
    deps,
    {
      bookingId: parsed.data.bookingId,
      key: parsed.data.key,
      message: parsed.data.message || undefined,
      createdBy: actor.id,
    },
    auditRecorder(actor),
  );
  if (!issued.ok) return { ok: false, bookingId: parsed.data.bookingId, message: LINK_REFUSALS[issued.reason] };
  if (issued.sent) kickMailWorker();
  return { ok: true, message: `${issued.booking.name} has a link to choose a new time, good until ${formatSlot(issued.expiresAt, deps.calendar)}.` };
}

/** The client's page behind the link: the booking and the free times, or why the link is dead. */
export async function reschedulePageData(request: Request, token: string) {
  const page = await rescheduleLinkPage(await appBookingDeps(publicOrigin(request)), token);
  return {
    state: page.state,
    // The page speaks the booking's language (decision 047); a link that finds no booking, English.
    language: page.booking ? await bookingLanguage(db(), page.booking) : ("en" as const),
    booking: page.booking ? { courseName: page.booking.courseName, start: page.booking.startsAt.toISOString() } : null,
    expiresAt: page.state === "open" ? page.expiresAt.toISOString() : null,
    slots: page.state === "open" ? page.slots.map((s) => ({ start: s.start.toISOString() })) : [],
  };
}

/** A refusal carries its reason, so the page says it in the booking's language; `message` is the English. */
export type ChooseAnswer = { ok: true; start: string } | { ok: false; reason: ChooseRefusal; message: string };

/** The client's choice: the booking moves, or the reason (a time just taken: the page shows the fresh list). */
export async function chooseNewTime(request: Request, token: string, form: FormData): Promise<ChooseAnswer> {
  const parsed = chooseSlotSchema.safeParse(Object.fromEntries(form));
  if (!parsed.success) return refused("invalid");
  // The change names its actor (the client, by the link); nobody is signed in behind it.
  const result = await rescheduleByLink(
    await appBookingDeps(publicOrigin(request)),
    token,
    new Date(parsed.data.slot),
    auditRecorder({ id: "client", name: "Client" }),
  );
  if (result.ok) {
    kickMailWorker();
    return { ok: true, start: result.booking.startsAt.toISOString() };
  }
  return refused(result.reason);
}

const refused = (reason: ChooseRefusal): ChooseAnswer => ({ ok: false, reason, message: englishLinkPages.reschedule.refused[reason] });

/** The feed as a calendar app fetches it: text/calendar, never cached by a shared cache, or 404/429. */
export async function feedResponse(token: string): Promise<Response> {
  const now = new Date();
  const answer = await feedForToken(db(), token, { host: new URL(publicOrigin()).hostname, businessName: loadSiteProfile().businessName, now });
  if (!answer.ok)
    return new Response(answer.status === 404 ? "Not found" : "Too many requests", {
      status: answer.status,
      headers: { "Content-Type": "text/plain; charset=utf-8", ...(answer.retryAfterSeconds ? { "Retry-After": String(answer.retryAfterSeconds) } : {}) },
    });
  return new Response(answer.ics, {
    headers: {
      "Content-Type": "text/calendar; charset=utf-8",
      "Content-Disposition": 'inline; filename="bookings.ics"',
      "Cache-Control": "private, no-store",
      "X-Robots-Tag": "noindex",
    },
  });
}
