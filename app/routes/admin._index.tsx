import { Link } from "react-router";
import type { Route } from "./+types/admin._index";
import { seo } from "~/lib/seo";
import { db } from "~/db/db.server";
import { AdminHeader } from "~/components/admin/admin-shell";
import { StatsStrip } from "~/components/admin/stats-strip";
import { buttonVariants } from "~/components/ui/button-variants";
import { requireStaff } from "~/modules/accounts/guards.server";
import { readStats } from "~/modules/admin/stats.server";
import { lastGoodBackupAt } from "~/modules/operations/readiness.server";
import { todayAndTomorrow } from "~/modules/booking/coach-calendar";
import { bookingsBetween } from "~/modules/booking/coach-calendar.server";
import { BookingLine, type BookingLineData } from "~/components/admin/booking-line";
import { WaitingList } from "~/components/admin/waiting-list";
import { waitingForStaff } from "~/modules/today/waiting.server";

export const meta: Route.MetaFunction = (args) => seo(args, { title: "Admin Dashboard", description: "Manage the studio.", index: false });

export async function loader({ request }: Route.LoaderArgs) {
  const me = await requireStaff(request);
  const coach = me.role === "admin";
  const days = todayAndTomorrow(new Date());
  // Revenue and the backups are the coach's; her assistant's first screen is the day's work.
  const [stats, lastBackup, sessions, waiting] = await Promise.all([
    coach ? readStats(db()) : null,
    coach ? lastGoodBackupAt(db()) : null,
    bookingsBetween(db(), days.today, days.dayAfter),
    waitingForStaff(db(), me.role),
  ]);
  return {
    coach,
    waiting,
    stats,
    lastBackup: lastBackup?.toISOString() ?? null,
    tomorrow: days.tomorrow.toISOString(),
    sessions: sessions
      .filter((b) => b.status !== "cancelled")
      .map((b) => ({ ...b, startsAt: b.startsAt.toISOString(), endsAt: b.endsAt.toISOString(), noShowAt: b.noShowAt?.toISOString() ?? null })),
  };
}

const TABS = [
  { to: "/admin/courses", label: "Courses", text: "Texts, prices per currency, published or not." },
  { to: "/admin/lessons", label: "Lessons", text: "Upload audio and video, order them, publish them." },
  { to: "/admin/workbooks", label: "Workbooks", text: "The free PDFs of the books page, and their downloads." },
  { to: "/admin/students", label: "Students", text: "Who studies what; give a course by hand." },
] as const;

const backupTime = new Intl.DateTimeFormat("en-GB", { dateStyle: "medium", timeStyle: "short", timeZone: "Europe/Copenhagen" });

export default function AdminToday({ loaderData }: Route.ComponentProps) {
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
      <WaitingList items={loaderData.waiting} />
      <div className="mt-4 grid gap-4 md:grid-cols-2">
        <SessionsOfDay title="Today" sessions={loaderData.sessions.filter((b) => b.startsAt < loaderData.tomorrow)} />
        <SessionsOfDay title="Tomorrow" sessions={loaderData.sessions.filter((b) => b.startsAt >= loaderData.tomorrow)} />
      </div>
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
