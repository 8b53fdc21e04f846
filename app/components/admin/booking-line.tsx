import type { ReactNode } from "react";
import { Badge } from "~/components/ui/badge";
import { formatMoney } from "~/modules/orders/money";

export interface BookingLineData {
  id: string;
  kind: string;
  status: string;
  name: string;
  email: string;
  startsAt: string;
  endsAt: string;
  noShowAt: string | null;
  /** `method`: paid outside the provider (a session recorded by hand, decision 067). */
  payment: { status: string; amount: number; refunded: number; currency: string; method?: string | null } | null;
}

const time = new Intl.DateTimeFormat("en-GB", { hour: "2-digit", minute: "2-digit", timeZone: "Europe/Copenhagen" });

const STATUS_WORDS: Record<string, string> = {
  held: "Held",
  pending: "Checkout open",
  confirmed: "Confirmed",
  cancelled: "Cancelled",
};

function paymentWords(booking: BookingLineData): string {
  if (booking.kind === "consultation") return booking.status === "held" ? "Free · waiting for the client to confirm" : "Free";
  const payment = booking.payment;
  if (!payment) return "Not paid";
  const amount = formatMoney(payment.amount, payment.currency);
  if (payment.method === "free") return "Free (recorded by hand)";
  if (payment.method) return `${payment.method === "cash" ? "Paid in cash" : "Paid by transfer"} ${amount}`;
  if (payment.status === "paid") return `Paid ${amount}`;
  if (payment.status === "partially_refunded") return `Paid ${amount}, ${formatMoney(payment.refunded, payment.currency)} refunded`;
  if (payment.status === "refunded") return `Refunded ${amount}`;
  return `Not paid yet (${amount})`;
}

/** One booking as the coach reads it: her time, what kind, who, its state and its payment. */
export function BookingLine({ booking, actions }: { booking: BookingLineData; actions?: ReactNode }) {
  const cancelled = booking.status === "cancelled";
  return (
    <div className="grid gap-1 sm:grid-cols-[7rem_minmax(0,1fr)_auto] sm:items-baseline sm:gap-4">
      <p className={cancelled ? "font-medium tabular-nums text-muted line-through" : "font-medium tabular-nums text-ink-900"}>
        {time.format(new Date(booking.startsAt))}–{time.format(new Date(booking.endsAt))}
      </p>
      <div className="min-w-0">
        <p className="text-ink-900">
          {booking.kind === "consultation" ? "Free consultation" : "Paid coaching"} · <span className="font-medium">{booking.name}</span>
        </p>
        <p className="truncate text-sm text-muted">
          <a href={`mailto:${booking.email}`} className="underline decoration-sand-300 underline-offset-4">
            {booking.email}
          </a>{" "}
          · {paymentWords(booking)}
        </p>
      </div>
      <div className="flex flex-wrap items-center gap-2 sm:justify-end">
        <Badge variant={booking.status === "confirmed" ? "success" : "outline"}>{STATUS_WORDS[booking.status] ?? booking.status}</Badge>
        {booking.noShowAt ? <Badge variant="outline">No-show</Badge> : null}
        {actions}
      </div>
    </div>
  );
}
