import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestDatabase } from "../../../tests/db";
import { commerceDeps, testClock } from "../../../tests/support/commerce";
import type { DatabaseHandle } from "~/db/client.server";
import { orders } from "~/db/schema";
import { seedCatalogue } from "~/modules/catalogue/seed.server";
import { createCoursePayment } from "~/modules/sales/checkout.server";
import type { OrdersDeps } from "./deps.server";
import { payTestCheckout } from "./test-checkout.server";
import { completeTestSession } from "./test-provider.server";

let handle: DatabaseHandle;
const clock = testClock("2026-11-23T10:00:00Z");
let deps: OrdersDeps;
beforeAll(async () => {
  handle = await createTestDatabase();
  await seedCatalogue(handle.db);
  deps = commerceDeps(handle, clock);
});
afterAll(() => handle.close());

describe("Pay on the test provider after a crash", () => {
  it("a second press finds the order paid: the session completed before the crash, its event is delivered now", async () => {
    const opened = await createCoursePayment(deps, { courseId: "test-payment", currency: "USD", idempotencyKey: "crash-pay", email: "ida@example.dk" });
    if (!opened.ok) throw new Error("no checkout");
    const sessionId = opened.url.split("/").at(-1)!;
    // The first press completed the session, and the process died before the payment event.
    expect(await completeTestSession(handle.db, sessionId, clock.now())).toBeTruthy();
    expect((await handle.db.select({ status: orders.status }).from(orders))[0]!.status).toBe("pending");

    const again = await payTestCheckout(deps, sessionId);
    expect(again.ok).toBe(true);
    expect((await handle.db.select({ status: orders.status }).from(orders))[0]!.status).toBe("paid");
    // And a third press changes nothing.
    expect((await payTestCheckout(deps, sessionId)).ok).toBe(true);
    expect((await handle.db.select({ status: orders.status }).from(orders)).map((row) => row.status)).toEqual(["paid"]);
  });
});
