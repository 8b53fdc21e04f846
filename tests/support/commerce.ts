import type { DatabaseHandle } from "~/db/client.server";
import { defaultCalendarRules } from "~/modules/booking/slots";
import type { BookingDeps } from "~/modules/booking/deps.server";
import { orderEffects } from "~/wiring.server";
import type { PaymentProvider } from "~/modules/orders/provider";
import { createTestProvider } from "~/modules/orders/test-provider.server";
import { defaultSiteProfile } from "~/modules/site/profile";

/** A clock tests move by hand; nothing sleeps. */
export function testClock(start: string | Date) {
  let current = new Date(start);
  return {
    now: () => new Date(current),
    set: (to: string | Date) => void (current = new Date(to)),
    advance: (ms: number) => void (current = new Date(current.getTime() + ms)),
  };
}

export const TEST_ORIGIN = "http://site.test";
export const COACH_EMAIL = "coach@studio.test";

/** Commerce deps over a test database with the built-in provider (or the one given). */
export function commerceDeps(handle: DatabaseHandle, clock: ReturnType<typeof testClock>, provider?: PaymentProvider): BookingDeps {
  return {
    db: handle.db,
    provider: provider ?? createTestProvider({ db: handle.db, origin: TEST_ORIGIN, now: clock.now }),
    now: clock.now,
    origin: TEST_ORIGIN,
    mail: { mode: "local", context: { profile: defaultSiteProfile, coachEmail: COACH_EMAIL, origin: TEST_ORIGIN } },
    effects: orderEffects(defaultCalendarRules),
    calendar: defaultCalendarRules,
    cancellationNoticeHours: 24,
  };
}
