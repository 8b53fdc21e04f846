import { env } from "~/env.server";
import { publicOrigin } from "~/lib/origin.server";
import { appOrdersDeps } from "~/modules/orders/runtime.server";
import { loadSiteProfile } from "~/modules/site/profile.server";
import type { BookingDeps } from "./deps.server";
import { defaultCalendarRules } from "./slots";

/** The deps the booking functions run with in the app. */
export function appBookingDeps(origin: string = publicOrigin()): BookingDeps {
  const holdSeconds = env().BOOKING_HOLD_SECONDS;
  return {
    ...appOrdersDeps(origin),
    calendar: defaultCalendarRules,
    cancellationNoticeHours: loadSiteProfile().cancellationNoticeHours,
    holdMs: holdSeconds ? holdSeconds * 1000 : undefined,
  };
}
