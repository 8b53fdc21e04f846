import { env } from "~/env.server";
import { publicOrigin } from "~/lib/origin.server";
import { appOrdersDeps } from "~/modules/orders/runtime.server";
import { loadSiteProfile } from "~/modules/site/profile.server";
import type { BookingDeps } from "./deps.server";
import { readBookingSettings } from "./settings.server";

/**
 * The deps the booking functions run with in the app, with the coach's booking settings read
 * from the database for this build (decision 030): a change applies to the next request on
 * every instance.
 */
export async function appBookingDeps(origin: string = publicOrigin()): Promise<BookingDeps> {
  const holdSeconds = env().BOOKING_HOLD_SECONDS;
  const orders = appOrdersDeps(origin);
  const { settings, rules } = await readBookingSettings(orders.db);
  return {
    ...orders,
    calendar: rules,
    settings,
    cancellationNoticeHours: settings.cancellation.coaching.cutoffHours,
    holdMs: holdSeconds ? holdSeconds * 1000 : undefined,
    schedulingUrl: loadSiteProfile().schedulingUrl || undefined,
  };
}
