import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { eq, sql } from "drizzle-orm";
import { createTestDatabase } from "../../../tests/db";
import type { DatabaseHandle } from "~/db/client.server";
import { orders } from "~/db/schema";
import { ORDER_STATUSES } from "./order-status";

let handle: DatabaseHandle;
beforeAll(async () => {
  handle = await createTestDatabase();
});
afterAll(() => handle.close());

const order = (status: string) => ({
  id: `kept-${status}`,
  status,
  email: "ida@example.dk",
  items: [],
  amountTotal: 10_000,
  currency: "DKK",
  provider: "test",
  idempotencyKey: `kept:${status}`,
  ...(status === "pending" || status === "expired" ? {} : { paidAt: new Date() }),
});

describe("an order whose money moved", () => {
  it("cannot be deleted by any SQL; a pending or expired one can", async () => {
    // Inserted directly in each status (the forward-only trigger guards updates, not inserts).
    await handle.db.insert(orders).values(ORDER_STATUSES.map((status) => order(status)) as never);
    for (const status of ORDER_STATUSES) {
      // As the app's connections are: without the test fixtures' permission (tests/db.ts).
      const deleting = handle.db.transaction(async (tx) => {
        await tx.execute(sql`set local app.delete_any_order = 'off'`);
        await tx.execute(sql`delete from orders where id = ${`kept-${status}`}`);
      });
      if (status === "pending" || status === "expired") await deleting;
      else await expect(deleting, status).rejects.toThrow();
      const left = await handle.db
        .select({ id: orders.id })
        .from(orders)
        .where(eq(orders.id, `kept-${status}`));
      expect(left.length, status).toBe(status === "pending" || status === "expired" ? 0 : 1);
    }
  });
});
