import { Link } from "react-router";
import type { Route } from "./+types/admin.calendar";
import { seo } from "~/lib/seo";
import { db } from "~/db/db.server";
import { AdminHeader } from "~/components/admin/admin-shell";
import { BookingLine } from "~/components/admin/booking-line";
import { buttonVariants } from "~/components/ui/button-variants";
import { requireAdmin } from "~/modules/accounts/guards.server";
import { calendarWeek, dayOf } from "~/modules/admin/calendar";
import { bookingsBetween } from "~/modules/admin/calendar.server";

export const meta: Route.MetaFunction = (args) => seo(args, { title: "Calendar", description: "The coach's week.", index: false });

export async function loader({ request }: Route.LoaderArgs) {
  await requireAdmin(request);
  const week = calendarWeek(new URL(request.url).searchParams.get("week"), new Date());
  const found = await bookingsBetween(db(), week.start, week.end);
  return {
    week: { key: week.key, previousKey: week.previousKey, nextKey: week.nextKey, isCurrent: week.isCurrent, days: week.days.map((d) => d.toISOString()) },
    bookings: found.map((b) => ({ ...b, day: dayOf(b.startsAt).toISOString(), startsAt: b.startsAt.toISOString(), endsAt: b.endsAt.toISOString() })),
  };
}

const dayName = new Intl.DateTimeFormat("en-GB", { weekday: "long", day: "numeric", month: "long", timeZone: "Europe/Copenhagen" });
const weekName = new Intl.DateTimeFormat("en-GB", { day: "numeric", month: "long", year: "numeric", timeZone: "Europe/Copenhagen" });
const smallOutline = buttonVariants({ variant: "outline", size: "sm" });

/** The coach's week, Monday first, in her time zone: every booking with its kind, client, state and payment. */
export default function AdminCalendar({ loaderData }: Route.ComponentProps) {
  const { week, bookings } = loaderData;
  const live = bookings.filter((b) => b.status !== "cancelled").length;
  return (
    <div className="grid gap-6 pb-12">
      <AdminHeader
        title="Calendar"
        lead={`The week of ${weekName.format(new Date(week.days[0]!))}: ${live === 0 ? "no sessions" : live === 1 ? "one session" : `${live} sessions`}. Times are Copenhagen's.`}
      />
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
        {week.days.map((day) => {
          const ofDay = bookings.filter((b) => b.day === day);
          const headingId = `day-${day.slice(0, 10)}`;
          return (
            <li key={day}>
              <section aria-labelledby={headingId} className="rounded-card border border-sand-200 bg-ivory p-5 shadow-card">
                <h2 id={headingId} className="text-lg text-ink-900">
                  {dayName.format(new Date(day))}
                </h2>
                {ofDay.length ? (
                  <ul className="mt-3 divide-y divide-sand-200">
                    {ofDay.map((booking) => (
                      <li key={booking.id} className="py-3">
                        <BookingLine booking={booking} />
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
