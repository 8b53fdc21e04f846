import { Link, href } from "react-router";
import { OrderSummaryTable } from "~/components/payments/order-summary";
import { buttonVariants } from "~/components/ui/button-variants";
import { formatMoney } from "~/modules/orders/money";
import type { OrderSummary } from "~/modules/orders/summary";
import { englishConfirmation, type ConfirmationText } from "~/modules/orders/confirmation-text";
import type { SummaryText } from "~/modules/orders/receipt-text";
import type { Language } from "~/lib/i18n/languages";

/** The serialised parts the payment-success loader sends (see paymentSuccessStateOf and onlineCoursesOfOrder). */
export interface ConfirmedOrder {
  orderId: string;
  email: string;
  summary: OrderSummary;
  shipTo: string | null;
  yours: boolean;
  language?: Language;
}

export interface ConfirmedSession {
  when: string;
  timeZone: string;
  minutes: number;
  cancellationHours: number;
}

/**
 * What was bought, once paid (decision 040): the order number, the amount and the address the
 * receipt went to; the session's time with 'Add to calendar'; how to start an online course;
 * where posted goods go; then the summary every receipt shows. Every link carries the order's
 * unguessable id at most, nothing personal. A Danish order's page passes the Danish words (from its loader).
 */
export function OrderConfirmation({
  order,
  session,
  courses,
  signedIn,
  invite = true,
  text = englishConfirmation,
  summaryText,
}: {
  order: ConfirmedOrder;
  session?: ConfirmedSession;
  courses: { title: string }[];
  signedIn: boolean;
  /** 'Add to calendar' is offered only to the browser that opened the checkout or the signed-in buyer (decision 069). */
  invite?: boolean;
  text?: ConfirmationText;
  summaryText?: SummaryText;
}) {
  const { summary } = order;
  const language = order.language ?? "en";
  return (
    <div className="grid gap-8">
      <dl className="grid gap-4 sm:grid-cols-2">
        <Detail label={text.orderNumber}>
          <span className="font-mono tracking-wide" data-testid="order-number">
            {summary.number}
          </span>
        </Detail>
        <Detail label={text.amountPaid}>
          <span className="tabular-nums" data-testid="amount-paid">
            {formatMoney(summary.total, summary.currency, language)}
          </span>
        </Detail>
        {order.email ? (
          <Detail label={text.receiptSentTo} wide>
            <span className="break-all">{order.email}</span>
          </Detail>
        ) : null}
      </dl>

      {session ? (
        <section aria-labelledby="session-heading" className="grid gap-3 rounded-card border border-sand-200 bg-sand-100/60 p-5">
          <h2 id="session-heading" className="font-display text-xl text-ink-900">
            {text.yourSession}
          </h2>
          <dl className="grid gap-3 sm:grid-cols-2">
            <Detail label={text.dateAndTime} wide>
              <span data-testid="session-when">{session.when}</span> <span className="text-muted">({session.timeZone})</span>
            </Detail>
            <Detail label={text.length}>
              {session.minutes} {text.minutes}
            </Detail>
          </dl>
          <p className="text-sm text-ink-700">
            {text.cancelUpTo} {session.cancellationHours} {text.cancelHoursBefore}
          </p>
          {invite ? (
            <a
              href={`/payment-success/calendar.ics?order=${encodeURIComponent(order.orderId)}`}
              download="session.ics"
              className={buttonVariants({ variant: "secondary", className: "w-full sm:w-auto sm:justify-self-start" })}
            >
              {text.addToCalendar}
            </a>
          ) : null}
        </section>
      ) : null}

      {courses.length ? (
        <section aria-labelledby="course-heading" className="grid gap-3 rounded-card border border-sand-200 bg-sand-100/60 p-5">
          <h2 id="course-heading" className="font-display text-xl text-ink-900">
            Start learning
          </h2>
          <p className="text-ink-700">
            {courses.map((course) => course.title).join(", ")} {courses.length === 1 ? "is" : "are"} ready on your dashboard.
            {signedIn ? "" : " Sign in, or create your account, with the e-mail address you paid with."}
          </p>
          <Link to={href("/dashboard")} className={buttonVariants({ className: "w-full sm:w-auto sm:justify-self-start" })}>
            Start your course
          </Link>
        </section>
      ) : null}

      {order.shipTo ? (
        <section aria-labelledby="shipping-heading" className="grid gap-2">
          <h2 id="shipping-heading" className="font-display text-xl text-ink-900">
            Where we send it
          </h2>
          <p className="text-ink-700" data-testid="ship-to">
            {order.shipTo}
          </p>
          <p className="text-sm text-muted">Shipping is free.</p>
        </section>
      ) : null}

      <OrderSummaryTable summary={summary} caption={text.whatYouBought} text={summaryText} language={language} />

      <div className="flex flex-col gap-3 sm:flex-row">
        {order.yours ? (
          <Link to={`/account/orders/${encodeURIComponent(order.orderId)}`} className={buttonVariants({ variant: "secondary", className: "w-full sm:w-auto" })}>
            {text.viewInAccount}
          </Link>
        ) : null}
        <Link to={href("/")} className={buttonVariants({ variant: "secondary", className: "w-full sm:w-auto" })}>
          {text.returnHome}
        </Link>
      </div>
    </div>
  );
}

function Detail({ label, wide, children }: { label: string; wide?: boolean; children: React.ReactNode }) {
  return (
    <div className={wide ? "min-w-0 sm:col-span-2" : "min-w-0"}>
      <dt className="text-sm text-muted">{label}</dt>
      <dd className="mt-1 text-lg text-ink-900">{children}</dd>
    </div>
  );
}
