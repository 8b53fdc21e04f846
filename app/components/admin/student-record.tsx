import type { ReactNode } from "react";
import { Form, Link } from "react-router";
import { buttonVariants } from "~/components/ui/button-variants";
import { formatMoney } from "~/modules/orders/money";
import { PAID_BY_HAND_LABELS } from "~/modules/admin/orders";

export interface StudentRecordData {
  person: { createdAt: string; emailVerified: boolean };
  orders: {
    id: string;
    status: string;
    items: { name: string; quantity: number }[];
    amountTotal: number;
    amountRefunded: number;
    currency: string;
    byHand: boolean;
    /** Paid outside the provider (a session recorded by hand, decision 067). */
    paymentMethod?: string | null;
    accessRevokedAt: string | null;
    createdAt: string;
  }[];
  learning: { id: string; title: string; completed: number; total: number; percent: number | null }[];
  bookings: { id: string; kind: string; status: string; courseName: string; startsAt: string }[];
  applications: { id: string; programme: string; status: string; createdAt: string }[];
  history: { id: string; actorName: string; summary: string; createdAt: string }[];
}

const zone = "Europe/Copenhagen";
const day = new Intl.DateTimeFormat("en-GB", { dateStyle: "medium", timeZone: zone });
const dayAndTime = new Intl.DateTimeFormat("en-GB", { dateStyle: "medium", timeStyle: "short", timeZone: zone });

const orderStatusWords: Record<string, string> = {
  pending: "Not paid yet",
  paid: "Paid",
  failed: "Payment failed",
  expired: "Checkout expired",
  partially_refunded: "Partly refunded",
  refunded: "Refunded",
  disputed: "Disputed",
  dispute_won: "Dispute won",
  dispute_lost: "Dispute lost",
};

function Section({ title, id, children }: { title: string; id: string; children: ReactNode }) {
  return (
    <section aria-labelledby={id} className="rounded-card border border-sand-200 bg-ivory p-5 shadow-card sm:p-6">
      <h2 id={id} className="text-xl text-ink-900">
        {title}
      </h2>
      <div className="mt-3">{children}</div>
    </section>
  );
}

const empty = (text: string) => <p className="text-sm text-muted">{text}</p>;

/** One student's whole story for the coach: courses and progress, orders, bookings, applications, and what was changed. */
export function StudentRecordView({ record, busy, giveForm }: { record: StudentRecordData; busy: boolean; giveForm: ReactNode }) {
  return (
    <div className="grid gap-6">
      <p className="text-sm text-muted">
        Joined {day.format(new Date(record.person.createdAt))}
        {record.person.emailVerified ? " · e-mail address proven" : " · e-mail address not proven yet (orders under it do not count until it is)"}
      </p>
      <Section title="Courses" id="student-courses">
        {record.learning.length === 0 ? (
          empty("No courses to study yet.")
        ) : (
          <ul className="grid gap-3">
            {record.learning.map((course) => (
              <li key={course.id} className="grid gap-1">
                <p className="font-medium text-ink-900">{course.title}</p>
                <p className="text-sm text-muted">
                  {course.percent === null ? "No modules yet" : `${course.completed} of ${course.total} modules done (${course.percent}%)`}
                </p>
                {course.percent === null ? null : (
                  <div aria-hidden className="h-2 overflow-hidden rounded-full bg-sand-200">
                    <div className="h-full bg-amber-500" style={{ width: `${course.percent}%` }} />
                  </div>
                )}
              </li>
            ))}
          </ul>
        )}
        <div className="mt-5 border-t border-sand-200 pt-5">{giveForm}</div>
      </Section>
      <Section title="Orders" id="student-orders">
        {record.orders.length === 0 ? (
          empty("No orders.")
        ) : (
          <ul className="divide-y divide-sand-200">
            {record.orders.map((order) => (
              <li key={order.id} className="grid gap-1 py-3 sm:grid-cols-[minmax(0,1fr)_9rem_10rem] sm:items-center sm:gap-4">
                <div>
                  <Link
                    to={`/admin/orders/${encodeURIComponent(order.id)}`}
                    className="font-medium text-ink-900 underline decoration-amber-500 underline-offset-4"
                  >
                    {order.items.map((item) => (item.quantity > 1 ? `${item.quantity} × ${item.name}` : item.name)).join(", ")}
                  </Link>
                  <p className="text-sm text-muted">{dayAndTime.format(new Date(order.createdAt))}</p>
                </div>
                <p className="text-sm">
                  {order.byHand ? (
                    "Given by hand"
                  ) : (
                    <>
                      {formatMoney(order.amountTotal, order.currency)}
                      {order.amountRefunded > 0 ? ` (${formatMoney(order.amountRefunded, order.currency)} back)` : null}
                      {order.paymentMethod ? ` · ${PAID_BY_HAND_LABELS[order.paymentMethod]?.toLowerCase()}` : null}
                    </>
                  )}
                </p>
                <div className="text-sm">
                  {order.accessRevokedAt ? (
                    <span>Access ended {day.format(new Date(order.accessRevokedAt))}</span>
                  ) : (
                    <span>{orderStatusWords[order.status] ?? order.status}</span>
                  )}
                  {order.byHand && !order.accessRevokedAt ? (
                    <Form method="post" className="mt-2">
                      <input type="hidden" name="intent" value="take-back-course" />
                      <input type="hidden" name="orderId" value={order.id} />
                      <button type="submit" disabled={busy} className={buttonVariants({ variant: "outline", size: "sm" })}>
                        Take back
                        <span className="sr-only"> {order.items[0]?.name}</span>
                      </button>
                    </Form>
                  ) : null}
                </div>
              </li>
            ))}
          </ul>
        )}
      </Section>
      <Section title="Bookings" id="student-bookings">
        {record.bookings.length === 0 ? (
          empty("No bookings under this e-mail address.")
        ) : (
          <ul className="divide-y divide-sand-200">
            {record.bookings.map((booking) => (
              <li key={booking.id} className="flex flex-wrap justify-between gap-2 py-3 text-sm">
                <span className="font-medium text-ink-900">{booking.courseName}</span>
                <span>
                  {dayAndTime.format(new Date(booking.startsAt))} (Copenhagen) · {booking.status}
                </span>
              </li>
            ))}
          </ul>
        )}
      </Section>
      <Section title="Applications" id="student-applications">
        {record.applications.length === 0 ? (
          empty("No applications under this e-mail address.")
        ) : (
          <ul className="divide-y divide-sand-200">
            {record.applications.map((application) => (
              <li key={application.id} className="flex flex-wrap justify-between gap-2 py-3 text-sm">
                <Link
                  to={`/admin/applications/${encodeURIComponent(application.id)}`}
                  className="font-medium text-ink-900 underline decoration-amber-500 underline-offset-4"
                >
                  {application.programme}
                </Link>
                <span>
                  {day.format(new Date(application.createdAt))} · {application.status}
                </span>
              </li>
            ))}
          </ul>
        )}
      </Section>
      <Section title="History" id="student-history">
        {record.history.length === 0 ? (
          empty("Nothing changed by hand yet.")
        ) : (
          <ol className="grid gap-2 text-sm">
            {record.history.map((entry) => (
              <li key={entry.id}>
                <span className="text-muted">{dayAndTime.format(new Date(entry.createdAt))}</span> · {entry.summary}{" "}
                <span className="text-muted">({entry.actorName})</span>
              </li>
            ))}
          </ol>
        )}
      </Section>
    </div>
  );
}
