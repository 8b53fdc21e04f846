import { collectDefaultMetrics, Counter, Gauge, Histogram, Registry } from "prom-client";

/**
 * The site's Prometheus metrics (decision 027). Labels are fixed words or route patterns,
 * never a raw URL, an address, an e-mail or an id: nothing personal reaches a scrape.
 * Kept on globalThis so that development's module reloads keep one registry.
 */
function createMetrics() {
  const registry = new Registry();
  collectDefaultMetrics({ register: registry });
  const counter = <L extends string>(name: string, help: string, labelNames: readonly L[] = []) =>
    new Counter<L>({ name, help, labelNames, registers: [registry] });
  const gauge = (name: string, help: string) => new Gauge({ name, help, registers: [registry] });
  return {
    registry,
    httpRequests: counter("http_requests_total", "HTTP requests answered, by method, route pattern and status", ["method", "route", "status"] as const),
    httpDuration: new Histogram<"method" | "route" | "status">({
      name: "http_request_duration_seconds",
      help: "Time to answer an HTTP request, by method, route pattern and status",
      labelNames: ["method", "route", "status"],
      buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10],
      registers: [registry],
    }),
    mailSent: counter("mail_sent_total", "Mails the mail server accepted"),
    mailFailed: counter("mail_failed_total", "Mail deliveries that failed, by whether they will be retried", ["outcome"] as const),
    mailPending: gauge("mail_pending", "Mails waiting in the outbox for delivery"),
    mailOldestPendingAge: gauge("mail_oldest_pending_age_seconds", "Age of the oldest mail waiting in the outbox (0 when none)"),
    mailFailedStored: gauge("mail_failed", "Mails in the outbox that gave up (left for the admin)"),
    podPending: gauge("print_on_demand_pending", "Print-on-demand orders waiting to be sent to the printer"),
    podOldestPendingAge: gauge("print_on_demand_oldest_pending_age_seconds", "Age of the oldest print-on-demand order waiting (0 when none)"),
    podFailed: gauge("print_on_demand_failed", "Print-on-demand orders that failed and wait for the coach"),
    providerEvents: counter("payment_provider_events_total", "Payment provider webhook events, accepted or rejected (bad signature, failed fulfilment)", [
      "outcome",
    ] as const),
    checkoutsCreated: counter("checkouts_created_total", "Checkout sessions opened at the payment provider"),
    checkoutsPaid: counter("checkouts_paid_total", "Orders that became paid"),
    holdsTaken: counter("booking_holds_taken_total", "Booking holds made"),
    holdsExpired: counter("booking_holds_expired_total", "Booking holds that lapsed unpaid"),
    rateLimitRefusals: counter("rate_limit_refusals_total", "Requests refused by a rate limit, by form", ["form"] as const),
    backupLastSuccess: gauge("backup_last_success_timestamp_seconds", "When the last good backup finished (Unix time; 0 when none is known)"),
    ready: gauge("readiness_ready", "1 when the last /readyz check found the site ready, else 0"),
  };
}

export type Metrics = ReturnType<typeof createMetrics>;

const store = globalThis as typeof globalThis & { __appMetrics?: Metrics };

/** The process's metrics. */
export function metrics(): Metrics {
  store.__appMetrics ??= createMetrics();
  return store.__appMetrics;
}
