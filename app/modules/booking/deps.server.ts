import type { OrdersDeps } from "~/modules/orders/deps.server";
import type { BookingSettings } from "./settings";
import type { CalendarRules } from "./slots";

/** The order deps, and the calendar the booking functions keep. */
export interface BookingDeps extends OrdersDeps {
  calendar: CalendarRules;
  /** A client may cancel up to this many hours before the start (site profile). */
  cancellationNoticeHours: number;
  /** The coach's booking settings as read for this build (decision 030): cancellation cut-off per kind, reminder hours. Absent: the defaults. */
  settings?: BookingSettings;
  /** How long a payment hold lasts; 10 minutes unless a test shortens it (BOOKING_HOLD_SECONDS). */
  holdMs?: number;
  /**
   * The site profile's external scheduling link. While it is set, consultations are booked
   * there and the site's own calendar takes none (the page never shows its widget).
   */
  schedulingUrl?: string;
}
