import type { Database } from "~/db/client.server";
import type { MailContext } from "~/modules/mail/draft";
import type { CalendarRules } from "~/modules/booking/slots";
import type { PaymentProvider } from "./provider";

/**
 * Everything the payment and booking functions need, passed in: the database, the
 * provider, a clock (tests move it; nothing sleeps), the public origin for links and mail.
 */
export interface CommerceDeps {
  db: Database;
  provider: PaymentProvider;
  now: () => Date;
  origin: string;
  mail: { mode: "smtp" | "local"; context: MailContext };
  calendar: CalendarRules;
  /** A client may cancel up to this many hours before the start (site profile). */
  cancellationNoticeHours: number;
  /** How long a payment hold lasts; SPEC's 10 minutes unless a test shortens it (BOOKING_HOLD_SECONDS). */
  holdMs?: number;
}

export { paymentMessages } from "./messages";

/** Drizzle wraps driver errors; the SQLSTATE is on the error or its cause. */
export function sqlState(error: unknown): string | undefined {
  let current = error as { code?: unknown; cause?: unknown } | undefined;
  for (let depth = 0; current && depth < 4; depth++) {
    if (typeof current.code === "string" && /^[0-9A-Z]{5}$/.test(current.code)) return current.code;
    current = current.cause as typeof current;
  }
  return undefined;
}

/** 23P01: exclusion_violation — another live booking overlaps. */
export const EXCLUSION_VIOLATION = "23P01";
export const UNIQUE_VIOLATION = "23505";
