import { data, Link, useActionData } from "react-router";
import type { Route } from "./+types/admin._index";
import { seo } from "~/lib/seo";
import { db } from "~/db/db.server";
import { AdminHeader } from "~/components/admin/admin-shell";
import { StatsStrip } from "~/components/admin/stats-strip";
import { buttonVariants } from "~/components/ui/button-variants";
import { requireAdmin, requireStaff } from "~/modules/accounts/guards.server";
import { readStats } from "~/modules/admin/stats.server";
import { lastGoodBackupAt } from "~/modules/operations/readiness.server";
import { todayAndTomorrow } from "~/modules/booking/coach-calendar";
import { bookingsBetween } from "~/modules/booking/coach-calendar.server";
import { BookingLine, type BookingLineData } from "~/components/admin/booking-line";
import { WaitingList } from "~/components/admin/waiting-list";
import { waitingForStaff } from "~/modules/today/waiting.server";
import { parseAmount } from "~/modules/admin/schemas";
import { recordAudit } from "~/modules/audit/audit.server";
import { decideRefund, refundsToDecide } from "~/modules/booking/refund-decisions.server";
import { appBookingDeps } from "~/modules/booking/runtime.server";
import { formatMoney } from "~/modules/orders/money";
import { RefundDecisions } from "~/components/admin/refund-decisions";
import { CancelledLately } from "~/components/admin/cancelled-lately";
import { cancelledLately } from "~/modules/today/cancelled-lately.server";
import { cancelMoneyWords } from "~/modules/today/cancelled-lately";

export const meta: Route.MetaFunction = (args) => seo(args, { title: "Admin Dashboard", description: "Manage the studio.", index: false });

export async function loader({ request }: Route.LoaderArgs) {
  const me = await requireStaff(request);
  const coach = me.role === "admin";
  const days = todayAndTomorrow(new Date());
  // Revenue and the backups are the coach's; her assistant's first screen is the day's work.
  const [stats, lastBackup, sessions, waiting, toDecide, cancelled] = await Promise.all([
    coach ? readStats(db()) : null,
    coach ? lastGoodBackupAt(db()) : null,
    bookingsBetween(db(), days.today, days.dayAfter),
    waitingForStaff(db(), me.role),
    // Paid sessions the assistant cancelled wait for the coach's refund decision (decision 065).
    coach ? appBookingDeps().then((deps) => refundsToDecide(db(), deps)) : [],
    appBookingDeps().then((deps) => cancelledLately(db(), deps, new Date())),
  ]);
  return {
    coach,
    waiting,
    // In words here: the assistant's page carries no amount (decision 037).
    cancelled: {
      total: cancelled.total,
      lines: cancelled.rows.map((row) => ({
        bookingId: row.bookingId,
        name: row.name,
        kind: row.kind,
        startsAt: row.startsAt.toISOString(),
        by: row.by,
        money: cancelMoneyWords(row.money, coach),
      })),
    },
    toDecide: toDecide.map((row) => ({ ...row, startsAt: row.startsAt.toISOString(), cancelledAt: row.cancelledAt.toISOString() })),
    stats,
    lastBackup: lastBackup?.toISOString() ?? null,
    tomorrow: days.tomorrow.toISOString(),
    sessions: sessions
      .filter((b) => b.status !== "cancelled")
      .map((b) => ({ ...b, startsAt: b.startsAt.toISOString(), endsAt: b.endsAt.toISOString(), noShowAt: b.noShowAt?.toISOString() ?? null })),
  };
}

type DecideAnswer = { ok: boolean; message: string; bookingId?: string };

/** The coach decides the refund of a session her assistant cancelled: the amount typed, or none. */
export async function action({ request }: Route.ActionArgs) {
  const coach = await requireAdmin(request);
  const form = await request.formData();
  const bookingId = String(form.get("bookingId") ?? "");
  if (form.get("intent") !== "decide-refund" || !bookingId)
    return data<DecideAnswer>({ ok: false, message: "Something went wrong. Please try again." }, { status: 400 });
  const amount = form.get("decision") === "none" ? 0 : parseAmount(String(form.get("amount") ?? ""));
  if (amount === null) return data<DecideAnswer>({ ok: false, bookingId, message: "Enter the refund as a number, such as 1950 or 0." }, { status: 400 });
  const result = await decideRefund(await appBookingDeps(), { bookingId, amount, actor: { userId: coach.id, name: coach.name } });
  if (!result.ok) {
    const message =
      result.reason === "invalid-amount"
        ? "Nothing was refunded: that is more than is left on the order."
        : result.reason === "not-allowed"
          ? "Only the coach can refund."
          : "That refund was decided already.";
    return data<DecideAnswer>({ ok: false, bookingId, message }, { status: result.reason === "not-found" ? 404 : 409 });
  }
  const summary =
    result.refunded > 0
      ? `Refunded ${formatMoney(result.refunded, result.currency)} of a cancelled session; the client is told by e-mail.`
      : "Decided no refund for a cancelled session.";
  await recordAudit(db(), coach, {
    action: result.refunded > 0 ? "booking.refunded" : "booking.no-refund",
    subjectType: "booking",
    subjectId: bookingId,
    summary,
  });
  return data<DecideAnswer>({ ok: true, message: summary });
}

const TABS = [
  { to: "/admin/courses", label: "Courses", text: "Texts, prices per currency, published or not." },
  { to: "/admin/lessons", label: "Lessons", text: "Upload audio and video, order them, publish them." },
  { to: "/admin/workbooks", label: "Workbooks", text: "The free PDFs of the books page, and their downloads." },
  { to: "/admin/students", label: "Students", text: "Who studies what; give a course by hand." },
] as const;

const backupTime = new Intl.DateTimeFormat("en-GB", { dateStyle: "medium", timeStyle: "short", timeZone: "Europe/Copenhagen" });

export default function AdminToday({ loaderData }: Route.ComponentProps) {
  const answer = useActionData<DecideAnswer>();
  return (
    <>
      <AdminHeader
        title="Admin Dashboard"
        lead="Manage your courses, content, and students"
        actions={
          loaderData.coach ? (
            <>
              <Link to="/admin/analytics" className={buttonVariants({ variant: "outline" })}>
                View Analytics
              </Link>
              <Link to="/admin/export" className={buttonVariants({ variant: "outline" })}>
                Export Data
              </Link>
            </>
          ) : undefined
        }
      />
      {answer?.ok ? (
        <p role="status" className="mb-4 font-medium text-ink-900">
          {answer.message}
        </p>
      ) : null}
      <WaitingList items={loaderData.waiting} />
      <RefundDecisions rows={loaderData.toDecide} answer={answer} />
      <div className="mt-4 grid gap-4 md:grid-cols-2">
        <SessionsOfDay title="Today" sessions={loaderData.sessions.filter((b) => b.startsAt < loaderData.tomorrow)} />
        <SessionsOfDay title="Tomorrow" sessions={loaderData.sessions.filter((b) => b.startsAt >= loaderData.tomorrow)} />
      </div>
      <CancelledLately lines={loaderData.cancelled.lines} total={loaderData.cancelled.total} />
      {loaderData.stats ? (
        <>
          <div className="mt-6">
            <StatsStrip stats={loaderData.stats} />
          </div>
          <p className="mt-4 text-sm text-muted">
            {loaderData.lastBackup
              ? `Last good backup: ${backupTime.format(new Date(loaderData.lastBackup))} (Copenhagen time).`
              : "No backup yet: README's Operations section says how to turn on scheduled backups (BACKUP_EVERY)."}
          </p>
          {/* SPEC.md's tabs, each its own section (and URL) of the back office. */}
          <nav aria-label="Dashboard sections" className="mt-8 grid gap-3 sm:grid-cols-2 lg:grid-cols-4">
            {TABS.map((tab) => (
              <Link key={tab.to} to={tab.to} className="rounded-card border border-sand-200 bg-ivory p-5 shadow-card transition-colors hover:border-amber-400">
                <span className="block font-display text-xl text-ink-900">{tab.label}</span>
                <span className="mt-1 block text-sm text-muted">{tab.text}</span>
              </Link>
            ))}
          </nav>
        </>
      ) : null}
    </>
  );
}

/** A day's sessions at a glance, one tap from the week they are in. */
function SessionsOfDay({ title, sessions }: { title: string; sessions: BookingLineData[] }) {
  const id = `sessions-${title.toLowerCase()}`;
  return (
    <section aria-labelledby={id} className="rounded-card border border-sand-200 bg-ivory p-5 shadow-card">
      <div className="flex items-baseline justify-between gap-3">
        <h2 id={id} className="text-xl text-ink-900">
          {title}
        </h2>
        <Link to="/admin/calendar" className="text-sm font-medium underline decoration-amber-500 underline-offset-4">
          Calendar<span className="sr-only"> ({title.toLowerCase()} and the rest of the week)</span>
        </Link>
      </div>
      {sessions.length ? (
        <ul className="mt-3 divide-y divide-sand-200">
          {sessions.map((booking) => (
            <li key={booking.id} className="py-3">
              <BookingLine booking={booking} />
            </li>
          ))}
        </ul>
      ) : (
        <p className="mt-1 text-sm text-muted">No sessions.</p>
      )}
    </section>
  );
}
