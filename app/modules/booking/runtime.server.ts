import { env } from "~/env.server";
import { publicOrigin } from "~/lib/origin.server";
import { appOrdersDeps } from "~/modules/orders/runtime.server";
import { loadSiteProfile } from "~/modules/site/profile.server";
import type { BookingDeps } from "./deps.server";
import { withBookingSettings } from "./settings.server";
import { defaultCalendarRules } from "./slots";

/**
 * The deps the booking functions run with in the app, with the coach's booking settings read
 * from the database for this build (decision 030): a change applies to the next request on
 * every instance.
 */
export async function appBookingDeps(origin: string = publicOrigin()): Promise<BookingDeps> {
  const holdSeconds = env().BOOKING_HOLD_SECONDS;
  return withBookingSettings({
    ...appOrdersDeps(origin),
    calendar: defaultCalendarRules,
    cancellationNoticeHours: loadSiteProfile().cancellationNoticeHours,
    holdMs: holdSeconds ? holdSeconds * 1000 : undefined,
    schedulingUrl: loadSiteProfile().schedulingUrl || undefined,
  });
}
