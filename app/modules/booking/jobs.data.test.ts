import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import { createTestDatabase } from "../../../tests/db";
import { commerceDeps, testClock } from "../../../tests/support/commerce";
import type { DatabaseHandle } from "~/db/client.server";
import { bookings, orders } from "~/db/schema";
import { seedCatalogue } from "~/modules/catalogue/seed.server";
import { completeTestSession } from "~/modules/orders/test-provider.server";
import { createCoursePayment } from "~/modules/sales/checkout.server";
import { holdSlot } from "./holds.server";
import { RECONCILE_EVERY_MS, startOrderJobs, stopOrderJobs } from "~/modules/orders/jobs.server";
import { LAPSE_EVERY_MS, startBookingJobs, stopBookingJobs } from "./jobs.server";

let handle: DatabaseHandle;
const clock = testClock("2026-11-23T10:00:00Z");

beforeAll(async () => {
  handle = await createTestDatabase();
  await seedCatalogue(handle.db);
});
afterAll(() => handle.close());
afterEach(async () => {
  await stopBookingJobs();
  await stopOrderJobs();
  vi.useRealTimers();
});

describe("the timers started with the app", () => {
  it("lapse holds and reconcile payments on their own, with nobody reading the schedule", async () => {
    const deps = commerceDeps(handle, clock);
    const held = await holdSlot(deps, { name: "Ida", email: "ida@example.dk", start: new Date("2026-11-24T09:00:00Z") });
    const paid = await createCoursePayment(deps, { courseId: "test-payment", currency: "USD", idempotencyKey: "key-jobs-usd" });
    if (!held.ok || !paid.ok) throw new Error("setup failed");
    await completeTestSession(handle.db, paid.url.split("/").at(-1)!, clock.now()); // its event is lost

    vi.useFakeTimers({ toFake: ["setInterval", "clearInterval"] });
    startBookingJobs(() => deps);
    startOrderJobs(() => deps);
    clock.advance(10 * 60_000);
    await vi.advanceTimersByTimeAsync(LAPSE_EVERY_MS);
    await vi.advanceTimersByTimeAsync(RECONCILE_EVERY_MS - LAPSE_EVERY_MS);
    await stopBookingJobs(); // waits for the runs in progress
    await stopOrderJobs();

    expect((await handle.db.select().from(bookings)).map((b) => b.status)).toEqual(["expired"]);
    expect((await handle.db.select().from(orders)).map((o) => o.status)).toEqual(["paid"]);
  });
});
