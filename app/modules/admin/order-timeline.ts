import { formatMoney } from "~/modules/orders/money";
import { podStatusLabels, type PodStatus } from "~/modules/print-on-demand/status";

/** Who did something to an order (decision 033). */
export type TimelineActor = "coach" | "buyer" | "provider" | "job" | "site";

export interface TimelineEntry {
  at: Date;
  actor: TimelineActor;
  /** The name shown: the coach's, the buyer's e-mail, the provider's, the job's. */
  by: string;
  what: string;
  detail?: string;
}

interface TimelineSources {
  order: { id: string; createdAt: Date; email: string | null; provider: string; currency: string; amountTotal: number; paymentMethod?: string | null };
  buyer: { name: string } | null;
  events: { eventId: string; type: string; outcome: string | null; amountRefunded: number | null; receivedAt: Date; provider: string }[];
  refunds: {
    amount: number;
    currency: string;
    reason: string;
    status: string;
    note: string | null;
    choices: string[];
    requestedByName: string | null;
    lastError: string | null;
    createdAt: Date;
  }[];
  audit: { actorName: string; action: string; summary: string; createdAt: Date }[];
  pod: { status: string; createdAt: Date; updatedAt: Date; providerOrderId: string | null }[];
  /** The refund choices' labels by key (from the registered effects). */
  choiceLabels: ReadonlyMap<string, string>;
}

const providerNames: Record<string, string> = { stripe: "Stripe", test: "Test provider", "by-hand": "Given by hand" };

/** Provider event types in words; a type not listed shows as it came. */
const eventWords: Record<string, string> = {
  "checkout.session.completed": "Payment received",
  "checkout.session.async_payment_succeeded": "Payment received (delayed method)",
  "checkout.session.async_payment_failed": "Payment failed",
  "checkout.session.expired": "Checkout expired unpaid",
  "charge.refunded": "Refund made at the provider",
  "refund.succeeded": "Refund confirmed by the provider",
  "refund.updated": "Refund updated by the provider",
  "refund.created": "Refund created at the provider",
  "charge.dispute.created": "Payment disputed",
  "charge.dispute.closed": "Dispute closed",
  "reconcile.session.paid": "Payment found by the reconciliation job",
};

const refundReasons: Record<string, string> = {
  coach: "asked for by the coach",
  "slot-lost": "the slot went to someone else",
  "session-started": "paid after the session began",
  "duplicate-booking": "a second payment for one booking",
  "application-link-withdrawn": "paid after the coach withdrew the payment link",
  // Decisions 064 and 065: the client's own cancel under the policy kept with the booking; the coach's cancel or later decision.
  "client-cancelled": "the client cancelled; the cancellation policy gives this back",
  "coach-cancelled": "the coach cancelled the session",
  "coach-decided": "the coach decided it after her assistant cancelled the session",
};

const refundStatusWords: Record<string, string> = {
  pending: "waiting to be sent",
  submitted: "sent to the provider",
  succeeded: "confirmed",
  failed: "the provider would not take it",
};

/**
 * Every event of one order, oldest first, with who did it: the buyer's checkout, the provider's
 * events (webhooks; the reconciliation job's own), refunds (the coach's, or the site's own when a
 * slot was lost), the coach's changes from the audit log, and the print order.
 */
export function orderTimeline(s: TimelineSources): TimelineEntry[] {
  const entries: TimelineEntry[] = [];
  const buyer = s.buyer?.name ? `${s.buyer.name}${s.order.email ? ` (${s.order.email})` : ""}` : (s.order.email ?? "Guest");
  if (s.order.provider === "by-hand") {
    entries.push({ at: s.order.createdAt, actor: "coach", by: "The coach", what: "Course given by hand" });
  } else if (s.order.paymentMethod) {
    // A session recorded afterwards (decision 067): no checkout was ever opened.
    const how = { cash: "paid in cash", transfer: "paid by transfer", free: "free" }[s.order.paymentMethod] ?? s.order.paymentMethod;
    entries.push({
      at: s.order.createdAt,
      actor: "coach",
      by: "The coach",
      what: `Session recorded by hand, ${how} (${formatMoney(s.order.amountTotal, s.order.currency)})`,
    });
  } else {
    entries.push({ at: s.order.createdAt, actor: "buyer", by: buyer, what: `Checkout opened for ${formatMoney(s.order.amountTotal, s.order.currency)}` });
  }
  for (const event of s.events) {
    const job = event.eventId.startsWith("reconcile");
    const words = eventWords[event.type] ?? event.type;
    const amount = event.amountRefunded !== null ? `refunded so far: ${formatMoney(event.amountRefunded, s.order.currency)}` : null;
    const outcome = event.outcome && event.outcome !== "duplicate" ? `order ${event.outcome.replace(/_/g, " ")}` : null;
    entries.push({
      at: event.receivedAt,
      actor: job ? "job" : "provider",
      by: job ? "Reconciliation job" : (providerNames[event.provider] ?? event.provider),
      what: words,
      detail: [amount, outcome].filter(Boolean).join(" · ") || undefined,
    });
  }
  for (const refund of s.refunds) {
    const ticks = refund.choices.map((key) => s.choiceLabels.get(key) ?? key);
    const detail = [
      `Status: ${refundStatusWords[refund.status] ?? refund.status}`,
      refund.note ? `Reason: ${refund.note}` : `Why: ${refundReasons[refund.reason] ?? refund.reason}`,
      ticks.length ? `With it: ${ticks.join(", ")}` : null,
      refund.status === "failed" && refund.lastError ? `Provider said: ${refund.lastError}` : null,
    ];
    entries.push({
      at: refund.createdAt,
      actor: refund.requestedByName ? "coach" : "site",
      by: refund.requestedByName ?? "The site",
      what: `Refund of ${formatMoney(refund.amount, refund.currency)}`,
      detail: detail.filter(Boolean).join(" · "),
    });
  }
  // A refund's own line says more than its audit line ("order.refunded"), so that one is left out.
  for (const entry of s.audit)
    if (entry.action !== "order.refunded") entries.push({ at: entry.createdAt, actor: "coach", by: entry.actorName, what: entry.summary });
  for (const line of s.pod) {
    entries.push({ at: line.createdAt, actor: "site", by: "The site", what: "Print order queued for Gelato" });
    if (line.status !== "waiting" && line.updatedAt.getTime() !== line.createdAt.getTime()) {
      const label = podStatusLabels[line.status as PodStatus] ?? line.status;
      const byCoach = line.status === "handled-by-coach";
      entries.push({
        at: line.updatedAt,
        actor: byCoach ? "coach" : line.status === "cancelled" ? "site" : "job",
        by: byCoach ? "The coach" : line.status === "cancelled" ? "The site (stopped with a refund)" : "Print-on-demand job",
        what: `Print order: ${label}`,
        detail: line.providerOrderId ? `Gelato order ${line.providerOrderId}` : undefined,
      });
    }
  }
  return entries.sort((a, b) => a.at.getTime() - b.at.getTime());
}
