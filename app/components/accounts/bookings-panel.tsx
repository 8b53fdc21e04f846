import { Link, href } from "react-router";
import { Badge } from "~/components/ui/badge";
import type { AccountBooking } from "~/modules/accounts/history";
import { Panel } from "./account-page";

const linkClass = "font-medium text-ink-800 underline decoration-amber-500 underline-offset-4 hover:decoration-2";

function BookingItem({ booking, upcoming }: { booking: AccountBooking; upcoming: boolean }) {
  return (
    <li className="grid gap-1 border-t border-sand-200 py-4 first:border-t-0 first:pt-0" data-testid="account-booking">
      <p className="flex flex-wrap items-center gap-x-3 gap-y-1">
        <span className="font-medium text-ink-900">{booking.title}</span>
        <Badge variant={booking.status === "Confirmed" ? "success" : "outline"}>{booking.status}</Badge>
      </p>
      <p className="text-ink-900">
        <time dateTime={booking.startsAt}>{booking.when}</time> <span className="text-muted">(Copenhagen time) · {booking.minutes} minutes</span>
      </p>
      {upcoming ? (
        <div className="mt-1 grid gap-1 text-sm">
          {booking.cancelPath ? (
            <p className="flex flex-wrap items-center gap-x-3">
              <a
                href={booking.cancelPath}
                className={`${linkClass} inline-flex min-h-11 items-center`}
                aria-label={`Cancel ${booking.title} on ${booking.when}`}
              >
                Cancel this booking
              </a>
              <span className="text-muted">
                {booking.cancelUntil
                  ? `Cancel before ${booking.cancelUntil} for the refund the cancellation policy gives.`
                  : "Within the cut-off the cancellation policy may give nothing back."}{" "}
                The cancel page says what comes back before you confirm.
              </span>
            </p>
          ) : (
            <p className="text-muted">It is too late to cancel this booking online. Please contact us.</p>
          )}
          {booking.rescheduleLinkUntil ? (
            <p className="text-ink-900">We have e-mailed you a link to choose a new time for this session; it works until {booking.rescheduleLinkUntil}.</p>
          ) : null}
        </div>
      ) : null}
    </li>
  );
}

/** "Your bookings": sessions still to come (with their cancel link), then earlier and cancelled ones (issue 24). */
export function BookingsPanel({ upcoming, past, verified }: { upcoming: AccountBooking[]; past: AccountBooking[]; verified: boolean }) {
  return (
    <Panel title="Your bookings" id="bookings">
      <div className="grid gap-6">
        {!verified ? (
          <p className="max-w-[60ch] text-sm text-muted">
            Sessions booked with your e-mail address show here once you have confirmed the address; sessions you paid for while signed in show already.
          </p>
        ) : null}
        <section aria-labelledby="bookings-upcoming" className="grid gap-3">
          <h3 id="bookings-upcoming" className="text-lg font-medium text-ink-900">
            Coming up
          </h3>
          {upcoming.length === 0 ? (
            <p className="max-w-[60ch] text-muted">
              No sessions booked.{" "}
              <Link to={href("/courses/private-coaching")} className={linkClass}>
                Book private coaching
              </Link>
              .
            </p>
          ) : (
            <ul className="grid" aria-label="Sessions coming up">
              {upcoming.map((booking) => (
                <BookingItem key={booking.id} booking={booking} upcoming />
              ))}
            </ul>
          )}
        </section>
        {past.length > 0 ? (
          <section aria-labelledby="bookings-past" className="grid gap-3 border-t border-sand-200 pt-6">
            <h3 id="bookings-past" className="text-lg font-medium text-ink-900">
              Earlier and cancelled
            </h3>
            <ul className="grid" aria-label="Earlier and cancelled sessions">
              {past.map((booking) => (
                <BookingItem key={booking.id} booking={booking} upcoming={false} />
              ))}
            </ul>
          </section>
        ) : null}
      </div>
    </Panel>
  );
}
