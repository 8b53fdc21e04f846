import { env } from "~/env.server";
import { publicOrigin } from "~/lib/origin.server";
import { appOrdersDeps } from "~/modules/orders/runtime.server";
import { loadSiteProfile } from "~/modules/site/profile.server";
import type { BookingDeps } from "./deps.server";
import { defaultCalendarRules, type CalendarRules } from "./slots";

// One rules object per lead time: the slot grid is cached by the rules' identity.
let calendar: CalendarRules = defaultCalendarRules;

/** The calendar with the site profile's lead time. */
export function appCalendarRules(): CalendarRules {
  const leadHours = loadSiteProfile().bookingLeadHours;
  if (calendar.leadHours !== leadHours) calendar = { ...defaultCalendarRules, leadHours };
  return calendar;
}

/** The deps the booking functions run with in the app. */
export function appBookingDeps(origin: string = publicOrigin()): BookingDeps {
  const holdSeconds = env().BOOKING_HOLD_SECONDS;
  return {
    ...appOrdersDeps(origin),
    calendar: appCalendarRules(),
    cancellationNoticeHours: loadSiteProfile().cancellationNoticeHours,
    holdMs: holdSeconds ? holdSeconds * 1000 : undefined,
    schedulingUrl: loadSiteProfile().schedulingUrl || undefined,
  };
}
