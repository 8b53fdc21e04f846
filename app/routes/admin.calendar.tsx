import { data, Form, Link, useActionData } from "react-router";
import type { Route } from "./+types/admin.calendar";
import { seo } from "~/lib/seo";
import { db } from "~/db/db.server";
import { AdminHeader } from "~/components/admin/admin-shell";
import { BookingLine } from "~/components/admin/booking-line";
import { buttonVariants } from "~/components/ui/button-variants";
import { requireStaff } from "~/modules/accounts/guards.server";
import { calendarWeek, dayOf, localDateTimeValue, parseLocalDateTime } from "~/modules/booking/coach-calendar";
import { bookingsBetween } from "~/modules/booking/coach-calendar.server";
import { CancelBookingDialog } from "~/components/admin/cancel-booking-dialog";
import { recordAudit } from "~/modules/audit/audit.server";
import { calendarFormSchema, parseAmount } from "~/modules/admin/schemas";
import { rescheduleByCoach } from "~/modules/booking/coach-reschedule.server";
import { setNoShow } from "~/modules/booking/no-show.server";
import { MoveBookingDialog } from "~/components/admin/move-booking-dialog";
import { policyWords, suggestedRefund } from "~/modules/booking/coach-cancel";
import { blockOutsBetween } from "~/modules/booking/block-outs.server";
import { readBookingSettings } from "~/modules/booking/settings.server";
import type { CancellationPolicy } from "~/modules/booking/settings";
import { BlockOutRows } from "~/components/admin/block-out-rows";
import { RescheduleLinkDialog } from "~/components/admin/reschedule-link-dialog";
import { bookingLinkFromForm, sendRescheduleLinkFromForm } from "~/modules/booking/coach-bookings.server";
import { PaymentLinkPanel } from "~/components/admin/payment-link-panel";
import { bookingPaymentLinks, type BookingLinkView } from "~/modules/booking/payment-link.server";
import { cancelByCoach } from "~/modules/booking/coach-cancel.server";
import { appBookingDeps } from "~/modules/booking/runtime.server";
import { formatMoney } from "~/modules/orders/money";

export const meta: Route.MetaFunction = (args) => seo(args, { title: "Calendar", description: "The coach's week.", index: false });

export async function loader({ request }: Route.LoaderArgs) {
  const me = await requireStaff(request);
  const week = calendarWeek(new URL(request.url).searchParams.get("week"), new Date());
  const [found, blocked, { settings }] = await Promise.all([
    bookingsBetween(db(), week.start, week.end),
    blockOutsBetween(db(), week.start, week.end),
    readBookingSettings(db()),
  ]);
  const now = new Date();
  const links = await bookingPaymentLinks(
    db(),
    found.filter((b) => b.paymentLink).map((b) => b.id),
    now,
  );
  return {
    isCoach: me.role === "admin",
    week: {
      key: week.key,
      previousKey: week.previousKey,
      nextKey: week.nextKey,
      isCurrent: week.isCurrent,
      days: week.days.map((d) => d.toISOString()),
      end: week.end.toISOString(),
    },
    bookings: found.map((b) => {
      const refundable = b.payment && ["paid", "partially_refunded"].includes(b.payment.status) ? b.payment.amount - b.payment.refunded : 0;
      return {
        ...b,
        day: dayOf(b.startsAt).toISOString(),
        startsAt: b.startsAt.toISOString(),
        endsAt: b.endsAt.toISOString(),
        noShowAt: b.noShowAt?.toISOString() ?? null,
        started: b.startsAt.getTime() <= now.getTime(),
        startsAtLocal: localDateTimeValue(b.startsAt),
        // The payment link the coach sent with a booking added by hand (decision 066).
        link: linkData(links.get(b.id)),
        // Each line's 'Send link' form has its own key: a second click sends no second e-mail.
        linkKey: crypto.randomUUID(),
        // The assistant cancels, but only the coach refunds: her dialog has no refund field.
        refund:
          me.role === "admin" && refundable > 0 && b.payment && !b.payment.method
            ? refundOffer(
                b.cancellationPolicy ?? settings.cancellation[b.kind === "consultation" ? "consultation" : "coaching"],
                b.startsAt,
                now,
                refundable,
                b.payment.currency,
              )
            : null,
        paid: me.role !== "admin" && refundable > 0 && b.payment ? { amount: refundable, currency: b.payment.currency } : null,
      };
    }),
    blockOuts: blocked.map((block) => ({ ...block, startsAt: block.startsAt.toISOString(), endsAt: block.endsAt.toISOString() })),
  };
}

function linkData(link: BookingLinkView | undefined) {
  if (!link) return null;
  return {
    url: link.url,
    amount: formatMoney(link.amount, link.currency),
    expires: link.expiresAt ? `${dayName.format(link.expiresAt)}, ${timeOfDay.format(link.expiresAt)}` : null,
    state: link.state,
  };
}

/** The cancel dialog's refund field: the amount left and the policy's suggestion. */
function refundOffer(policy: CancellationPolicy, startsAt: Date, now: Date, refundable: number, currency: string) {
  const suggested = suggestedRefund({ startsAt, now, policy, refundable });
  return { refundable, suggested, currency, noticeHours: policy.cutoffHours, policyText: policyWords(policy) };
}

type Answer = { ok: boolean; message: string; bookingId?: string; intent?: "cancel" | "move" | "no-show" | "reschedule-link" };

const MOVE_REFUSALS = {
  "not-found": "That booking no longer exists.",
  "not-confirmed": "Only a confirmed session can be moved.",
  "in-the-past": "Choose a time that has not passed.",
  "slot-taken": "Another booking holds that time. Choose another.",
  unchanged: "That is the time it already has.",
} as const;

const CANCEL_REFUSALS = {
  "not-found": "That booking no longer exists.",
  "already-cancelled": "That booking is already cancelled.",
  "invalid-amount": "Nothing was changed: the refund is more than is left to refund on that order.",
  "not-allowed": "Only the coach can refund. Cancel without a refund, or ask her.",
  "too-late": "That session has started.",
} as const;

export async function action({ request }: Route.ActionArgs) {
  // The guard first: a student's post is refused before its form is even read.
  const admin = await requireStaff(request);
  const form = await request.formData();
  if (form.get("intent") === "resend-link" || form.get("intent") === "withdraw-link") {
    const done = await bookingLinkFromForm(form, admin);
    return data<Answer>({ ok: done.ok, message: done.message }, { status: done.status });
  }
  if (form.get("intent") === "reschedule-link") {
    const sent = await sendRescheduleLinkFromForm(form, admin);
    return data<Answer>({ ...sent, intent: "reschedule-link" }, { status: sent.ok ? 200 : 409 });
  }
  const parsed = calendarFormSchema.safeParse(Object.fromEntries(form));
  if (!parsed.success)
    return data<Answer>({ ok: false, message: parsed.error.issues[0]?.message ?? "Something went wrong. Please try again." }, { status: 400 });
  const input = parsed.data;
  const refused = (message: string, status = 400) => data<Answer>({ ok: false, bookingId: input.bookingId, intent: input.intent, message }, { status });
  if (input.intent === "no-show") {
    const marked = await setNoShow(db(), input.bookingId, input.noShow === "true");
    if (!marked) return refused("Only a confirmed session that has started can be marked as a no-show.", 409);
    const summary = input.noShow === "true" ? `Marked ${marked.name} as a no-show.` : `Took back the no-show of ${marked.name}.`;
    await recordAudit(db(), admin, {
      action: input.noShow === "true" ? "booking.no-show" : "booking.no-show-undone",
      subjectType: "booking",
      subjectId: input.bookingId,
      summary,
    });
    return data<Answer>({ ok: true, message: summary });
  }
  if (input.intent === "move") {
    const startsAt = parseLocalDateTime(input.startsAt);
    if (!startsAt) return refused("Enter the new date and time.");
    const moved = await rescheduleByCoach(await appBookingDeps(), { bookingId: input.bookingId, startsAt, message: input.message || undefined });
    if (!moved.ok) return refused(MOVE_REFUSALS[moved.reason], moved.reason === "not-found" ? 404 : 409);
    const summary = `Moved the session of ${moved.booking.name} to ${dayName.format(startsAt)}, ${timeOfDay.format(startsAt)}.`;
    await recordAudit(db(), admin, { action: "booking.moved", subjectType: "booking", subjectId: input.bookingId, summary });
    return data<Answer>({ ok: true, message: `${summary.replace(/\.$/, "")}; the client has the new time.` });
  }
  const amount = input.refund ? parseAmount(input.refund) : 0;
  if (amount === null) return refused("Enter the refund as a number, such as 1.950 or 0.");
  if (amount > 0 && admin.role !== "admin") return refused("Only the coach can refund. Cancel without a refund, or ask her.", 403);
  const result = await cancelByCoach(await appBookingDeps(), {
    bookingId: input.bookingId,
    message: input.message || undefined,
    refundAmount: amount,
    actor: { kind: "staff", userId: admin.id, name: admin.name, role: admin.role },
  });
  if (!result.ok) return refused(CANCEL_REFUSALS[result.reason], result.reason === "not-found" ? 404 : 409);
  const refunded = result.refunded
    ? ` and refunded ${formatMoney(result.refunded.amount, result.refunded.currency)}`
    : result.refundToDecide
      ? "; no money moved, the coach decides the refund on Today"
      : "";
  await recordAudit(db(), admin, {
    action: "booking.cancelled",
    subjectType: "booking",
    subjectId: input.bookingId,
    summary: `Cancelled the ${result.booking.kind === "consultation" ? "consultation" : "coaching session"} of ${result.booking.name}${refunded}.`,
  });
  return data<Answer>({ ok: true, message: `The booking of ${result.booking.name} is cancelled${refunded}.` });
}

const dayName = new Intl.DateTimeFormat("en-GB", { weekday: "long", day: "numeric", month: "long", timeZone: "Europe/Copenhagen" });
const weekName = new Intl.DateTimeFormat("en-GB", { day: "numeric", month: "long", year: "numeric", timeZone: "Europe/Copenhagen" });
const timeOfDay = new Intl.DateTimeFormat("en-GB", { hour: "2-digit", minute: "2-digit", timeZone: "Europe/Copenhagen" });
const smallOutline = buttonVariants({ variant: "outline", size: "sm" });

/** The coach's week, Monday first, in her time zone: every booking with its kind, client, state and payment. */
export default function AdminCalendar({ loaderData }: Route.ComponentProps) {
  const { week, bookings, blockOuts } = loaderData;
  const answer = useActionData<Answer>();
  const live = bookings.filter((b) => b.status !== "cancelled").length;
  return (
    <div className="grid gap-6 pb-12">
      <AdminHeader
        title="Calendar"
        lead={`The week of ${weekName.format(new Date(week.days[0]!))}: ${live === 0 ? "no sessions" : live === 1 ? "one session" : `${live} sessions`}. Times are Copenhagen's.`}
        actions={
          <Link to="/admin/calendar/new" className={buttonVariants({ variant: "primary", size: "sm" })}>
            Add a booking
          </Link>
        }
      />
      {answer && !(answer.bookingId && !answer.ok) ? (
        <p role={answer.ok ? "status" : "alert"} className={answer.ok ? "font-medium text-ink-900" : "font-medium text-danger"}>
          {answer.message}
        </p>
      ) : null}
      <nav aria-label="Weeks" className="flex flex-wrap gap-3">
        <Link to={`/admin/calendar?week=${week.previousKey}`} className={smallOutline}>
          Previous week
        </Link>
        {week.isCurrent ? null : (
          <Link to="/admin/calendar" className={smallOutline}>
            This week
          </Link>
        )}
        <Link to={`/admin/calendar?week=${week.nextKey}`} className={smallOutline}>
          Next week
        </Link>
      </nav>
      <ol className="grid gap-4">
        {week.days.map((day, index) => {
          const ofDay = bookings.filter((b) => b.day === day);
          const headingId = `day-${day.slice(0, 10)}`;
          return (
            <li key={day}>
              <section aria-labelledby={headingId} className="rounded-card border border-sand-200 bg-ivory p-5 shadow-card">
                <h2 id={headingId} className="text-lg text-ink-900">
                  {dayName.format(new Date(day))}
                </h2>
                <BlockOutRows dayStart={day} dayEnd={week.days[index + 1] ?? week.end} blockOuts={blockOuts} />
                {ofDay.length ? (
                  <ul className="mt-3 divide-y divide-sand-200">
                    {ofDay.map((booking) => (
                      <li key={booking.id} className="py-3">
                        <BookingLine
                          booking={booking}
                          actions={
                            // An unpaid booking's only action is its payment link, below the line (decision 066).
                            booking.status === "cancelled" || booking.status === "held" || booking.status === "pending" ? null : (
                              <>
                                {booking.status === "confirmed" && booking.started ? (
                                  <NoShowButton id={booking.id} name={booking.name} marked={Boolean(booking.noShowAt)} />
                                ) : null}
                                {booking.status === "confirmed" && !booking.started ? (
                                  <RescheduleLinkDialog
                                    target={{ id: booking.id, name: booking.name, linkKey: booking.linkKey }}
                                    error={
                                      answer && !answer.ok && answer.intent === "reschedule-link" && answer.bookingId === booking.id
                                        ? answer.message
                                        : undefined
                                    }
                                  />
                                ) : null}
                                {booking.status === "confirmed" && !booking.started ? (
                                  <MoveBookingDialog
                                    target={{ id: booking.id, name: booking.name, startsAtLocal: booking.startsAtLocal }}
                                    error={answer && !answer.ok && answer.intent === "move" && answer.bookingId === booking.id ? answer.message : undefined}
                                  />
                                ) : null}
                                <CancelBookingDialog
                                  target={{
                                    id: booking.id,
                                    name: booking.name,
                                    when: `${dayName.format(new Date(booking.startsAt))}, ${timeOfDay.format(new Date(booking.startsAt))}`,
                                    refund: booking.refund,
                                    paid: booking.paid,
                                  }}
                                  error={answer && !answer.ok && answer.intent === "cancel" && answer.bookingId === booking.id ? answer.message : undefined}
                                />
                              </>
                            )
                          }
                        />
                        {booking.link && booking.status !== "confirmed" ? (
                          <div className="mt-3 sm:ml-32">
                            <PaymentLinkPanel
                              id={`pay-link-${booking.id}`}
                              link={booking.link}
                              fields={{ bookingId: booking.id }}
                              canWithdraw={loaderData.isCoach}
                              recipient={booking.name}
                            />
                          </div>
                        ) : null}
                      </li>
                    ))}
                  </ul>
                ) : (
                  <p className="mt-1 text-sm text-muted">Nothing booked.</p>
                )}
              </section>
            </li>
          );
        })}
      </ol>
    </div>
  );
}

/** 'No-show' on a session that has started, and its undo: a plain post. */
function NoShowButton({ id, name, marked }: { id: string; name: string; marked: boolean }) {
  return (
    <Form method="post">
      <input type="hidden" name="intent" value="no-show" />
      <input type="hidden" name="bookingId" value={id} />
      <input type="hidden" name="noShow" value={marked ? "false" : "true"} />
      <button type="submit" className={smallOutline}>
        {marked ? "Undo no-show" : "No-show"}
        <span className="sr-only"> ({name})</span>
      </button>
    </Form>
  );
}
