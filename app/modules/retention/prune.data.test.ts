import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { createTestDatabase } from "../../../tests/db";
import type { DatabaseHandle } from "~/db/client.server";
import { bookings, cartItems, orders, outbox, session, user, verification } from "~/db/schema";
import { seedCatalogue } from "~/modules/catalogue/seed.server";
import { pruneExpired, RETENTION } from "./prune.server";

let handle: DatabaseHandle;
const now = new Date("2026-11-25T10:00:00Z");
const daysAgo = (days: number) => new Date(now.getTime() - days * 86_400_000);
const ids = async (table: typeof cartItems | typeof bookings | typeof verification | typeof session | typeof outbox) =>
  (await handle.db.select({ id: table.id }).from(table)).map((row) => row.id).sort();

beforeAll(async () => {
  handle = await createTestDatabase();
  await seedCatalogue(handle.db);
  await handle.db
    .insert(user)
    .values(["idle", "mixed", "recent"].map((name) => ({ id: `user-${name}`, name, email: `${name}@example.dk`, emailVerified: true })));
});
afterAll(() => handle.close());
beforeEach(async () => {
  for (const table of [cartItems, orders, bookings, verification, session, outbox]) await handle.db.delete(table);
});

const line = (id: string, owner: { userId?: string; sessionId?: string }, productId: string, updatedAt: Date) => ({
  id,
  productId,
  variantId: productId,
  quantity: 1,
  userId: owner.userId ?? null,
  sessionId: owner.sessionId ?? null,
  createdAt: updatedAt,
  updatedAt,
});

const booking = (id: string, status: string, startsAt: Date, extra: Partial<typeof bookings.$inferInsert> = {}) => ({
  id,
  kind: "coaching",
  status,
  name: "Ida",
  email: "ida@example.dk",
  courseId: "private-coaching",
  courseName: "Private Coaching",
  startsAt,
  endsAt: new Date(startsAt.getTime() + 3_600_000),
  expiresAt: status === "expired" ? new Date(startsAt.getTime() - 86_400_000) : null,
  cancelToken: `cancel-${id}`,
  ...extra,
});

const mail = (id: string, status: string, sentAt: Date | null, createdAt: Date) => ({
  id,
  kind: "contact.coach",
  to: "coach@example.dk",
  subject: "Hello",
  text: "Hello",
  html: "<p>Hello</p>",
  status,
  sentAt,
  createdAt,
});

describe("pruneExpired", () => {
  it("deletes signed-in carts untouched for 180 days, keeps carts with a recent line and every guest cart", async () => {
    const old = daysAgo(RETENTION.signedInCartDays + 1);
    await handle.db.insert(cartItems).values([
      line("idle-1", { userId: "user-idle" }, "tea-mug", old),
      line("idle-2", { userId: "user-idle" }, "studio-condenser-mic", daysAgo(RETENTION.signedInCartDays + 40)),
      line("mixed-old", { userId: "user-mixed" }, "tea-mug", old),
      line("mixed-new", { userId: "user-mixed" }, "studio-condenser-mic", daysAgo(RETENTION.signedInCartDays - 1)),
      line("recent", { userId: "user-recent" }, "tea-mug", daysAgo(2)),
      // Guest carts have their own rule (30 days, cleanIdleGuestCarts): not this job's.
      line("guest-old", { sessionId: "session_1700000000000_aaaaaaaaaaaaaaaaaaaaaaaa" }, "tea-mug", old),
    ]);
    const pruned = await pruneExpired(handle.db, now);
    expect(pruned.signedInCartLines).toBe(2);
    expect(await ids(cartItems)).toEqual(["guest-old", "mixed-new", "mixed-old", "recent"]);
  });

  it("deletes holds that lapsed more than 30 days ago unless an order names them; keeps confirmed and cancelled bookings", async () => {
    const longAgo = daysAgo(RETENTION.expiredHoldDays + 5);
    await handle.db
      .insert(bookings)
      .values([
        booking("lapsed-old", "expired", longAgo),
        booking("lapsed-old-with-order", "expired", new Date(longAgo.getTime() + 7_200_000)),
        booking("lapsed-old-order-id", "expired", new Date(longAgo.getTime() + 14_400_000), { orderId: "order-2" }),
        booking("lapsed-recent", "expired", daysAgo(RETENTION.expiredHoldDays - 5)),
        booking("confirmed-old", "confirmed", daysAgo(400)),
        booking("cancelled-old", "cancelled", daysAgo(400)),
      ]);
    await handle.db.insert(orders).values({
      id: "order-1",
      status: "expired",
      items: [],
      amountTotal: 0,
      currency: "DKK",
      provider: "test",
      idempotencyKey: "key-1",
      bookingId: "lapsed-old-with-order",
    });
    const pruned = await pruneExpired(handle.db, now);
    expect(pruned.expiredHolds).toBe(1);
    expect(await ids(bookings)).toEqual(["cancelled-old", "confirmed-old", "lapsed-old-order-id", "lapsed-old-with-order", "lapsed-recent"]);
  });

  it("deletes verification tokens and sessions past their expiry, keeps live ones", async () => {
    await handle.db.insert(verification).values([
      { id: "spent", identifier: "reset-password:a", value: "x", expiresAt: daysAgo(2) },
      { id: "live", identifier: "reset-password:b", value: "y", expiresAt: new Date(now.getTime() + 3_600_000) },
    ]);
    await handle.db.insert(session).values([
      { id: "expired", token: "t-expired", userId: "user-idle", expiresAt: daysAgo(3) },
      { id: "live", token: "t-live", userId: "user-idle", expiresAt: new Date(now.getTime() + 86_400_000) },
    ]);
    const pruned = await pruneExpired(handle.db, now);
    expect(pruned).toMatchObject({ tokens: 1, sessions: 1 });
    expect(await ids(verification)).toEqual(["live"]);
    expect(await ids(session)).toEqual(["live"]);
  });

  it("deletes mail sent more than 30 days ago; pending, failed and local mail stays", async () => {
    const old = daysAgo(RETENTION.sentMailDays + 1);
    await handle.db
      .insert(outbox)
      .values([
        mail("sent-old", "sent", old, old),
        mail("sent-recent", "sent", daysAgo(3), daysAgo(3)),
        mail("failed-old", "failed", null, old),
        mail("local-old", "local", null, old),
        mail("pending-old", "pending", null, old),
      ]);
    const pruned = await pruneExpired(handle.db, now);
    expect(pruned.sentMail).toBe(1);
    expect(await ids(outbox)).toEqual(["failed-old", "local-old", "pending-old", "sent-recent"]);
    // A second run finds nothing more.
    expect(await pruneExpired(handle.db, now)).toEqual({ signedInCartLines: 0, expiredHolds: 0, tokens: 0, sessions: 0, sentMail: 0 });
  });
});
