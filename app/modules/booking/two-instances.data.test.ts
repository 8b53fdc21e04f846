import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTwoInstances } from "../../../tests/db";
import { commerceDeps, testClock } from "../../../tests/support/commerce";
import type { DatabaseHandle } from "~/db/client.server";
import { bookings, orders, outbox } from "~/db/schema";
import { applyPaymentEvent } from "~/modules/orders/events.server";
import { startHoldCheckout } from "./checkout.server";
import { holdSlot } from "./holds.server";

/**
 * Two app instances sharing one database. On PostgreSQL (TEST_DATABASE_URL) each has its own
 * connection pool; on PGlite, which one process owns, both use the one embedded database.
 */
let first: DatabaseHandle;
let second: DatabaseHandle;
let instances: Awaited<ReturnType<typeof createTwoInstances>>;
const clock = testClock("2026-11-23T10:00:00Z");

beforeAll(async () => {
  instances = await createTwoInstances();
  ({ first, second } = instances);
});
afterAll(() => instances.close());

describe("two app instances", () => {
  it(`fifty holds of one slot spread over both instances: exactly one winner (${process.env.TEST_DATABASE_URL ? "PostgreSQL, two pools" : "PGlite"})`, async () => {
    const instances = [commerceDeps(first, clock), commerceDeps(second, clock)];
    const start = new Date("2026-11-25T12:00:00Z");
    const results = await Promise.all(Array.from({ length: 50 }, (_, i) => holdSlot(instances[i % 2]!, { name: `V${i}`, email: `v${i}@example.dk`, start })));
    expect(results.filter((r) => r.ok)).toHaveLength(1);
    expect(results.filter((r) => !r.ok && r.reason === "slot-taken")).toHaveLength(49);
  });

  it("the same payment event delivered five times to both instances at once: one paid order, one set of e-mails", async () => {
    const [a, b] = [commerceDeps(first, clock), commerceDeps(second, clock)];
    const held = await holdSlot(a, { name: "Ida", email: "ida@example.dk", start: new Date("2026-11-26T08:00:00Z") });
    if (!held.ok) throw new Error(held.reason);
    const checkout = await startHoldCheckout(a, { holdToken: held.hold.holdToken, currency: "EUR", idempotencyKey: "key-two-instances" });
    if (!checkout.ok) throw new Error(checkout.reason);
    const sessionId = checkout.url.split("/").at(-1)!;
    const event = {
      provider: "test" as const,
      eventId: "evt_twice",
      type: "checkout.session.completed",
      kind: "completed" as const,
      sessionId,
      paymentStatus: "paid" as const,
    };
    const outcomes = await Promise.all(Array.from({ length: 10 }, (_, i) => applyPaymentEvent(i % 2 ? a : b, event)));
    expect(outcomes.filter((o) => o.outcome === "paid")).toHaveLength(1);
    expect(outcomes.filter((o) => o.outcome === "duplicate")).toHaveLength(9);
    const [order] = await first.db.select().from(orders);
    expect(order).toMatchObject({ status: "paid", amountTotal: 26_200, currency: "EUR" });
    expect((await first.db.select().from(bookings)).filter((row) => row.status === "confirmed")).toHaveLength(1);
    expect(await first.db.select().from(outbox)).toHaveLength(3);
  });
});
