import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { eq } from "drizzle-orm";
import { createTestDatabase } from "../../../tests/db";
import type { DatabaseHandle } from "~/db/client.server";
import { courseMaterials, materialDownloads, orders, user } from "~/db/schema";
import { seedCatalogue } from "~/modules/catalogue/seed.server";
import { canAccessCourse } from "~/modules/accounts/access.server";
import { listAudit } from "~/modules/audit/audit.server";
import { revenueByCurrency } from "./stats";
import { readStats } from "./stats.server";
import { listStudents, studentRecord } from "./students.server";
import { runStudentAction } from "./students-actions.server";

let handle: DatabaseHandle;
const coach = { id: "coach", name: "Maja Holm" };

async function addUser(id: string, role: "admin" | "student", email = `${id}@example.dk`, emailVerified = true) {
  await handle.db.insert(user).values({ id, name: `Person ${id}`, email, emailVerified, role });
}

let orderSeq = 0;
async function addOrder(values: Partial<typeof orders.$inferInsert> & { currency: string; amountTotal: number }) {
  const id = `o${++orderSeq}`;
  await handle.db.insert(orders).values({
    id,
    status: "pending",
    items: [{ itemId: "beginner-vocals", name: "Beginner Vocals", quantity: 1, unitAmount: values.amountTotal, currency: values.currency }],
    provider: "test",
    idempotencyKey: id,
    ...values,
  });
  return id;
}

beforeAll(async () => {
  handle = await createTestDatabase();
  await seedCatalogue(handle.db);
  await addUser("coach", "admin");
});
afterAll(() => handle.close());

describe("the stats strip's running totals", () => {
  it("follow orders through payment, refunds, disputes and a lost dispute, per currency, as a full recount says", async () => {
    const paid = await addOrder({ currency: "DKK", amountTotal: 195000 });
    await handle.db.update(orders).set({ status: "paid" }).where(eq(orders.id, paid));
    const usd = await addOrder({ currency: "USD", amountTotal: 9700, status: "paid" });
    const refunded = await addOrder({ currency: "DKK", amountTotal: 129000, status: "paid" });
    await handle.db.update(orders).set({ status: "partially_refunded", amountRefunded: 29000 }).where(eq(orders.id, refunded));
    await handle.db.update(orders).set({ status: "refunded", amountRefunded: 129000 }).where(eq(orders.id, refunded));
    await addOrder({ currency: "EUR", amountTotal: 17500 });
    const lost = await addOrder({ currency: "USD", amountTotal: 9700, status: "paid" });
    await handle.db.update(orders).set({ status: "disputed" }).where(eq(orders.id, lost));
    await handle.db.update(orders).set({ status: "dispute_lost" }).where(eq(orders.id, lost));

    const stats = await readStats(handle.db);
    expect(stats.revenue).toEqual([
      { currency: "DKK", amount: 195000 },
      { currency: "USD", amount: 9700 },
    ]);
    const all = await handle.db.select().from(orders);
    expect(stats.revenue).toEqual(revenueByCurrency(all));
    expect(usd).toBeTruthy();
  });

  it("count students (not admins) as accounts come, change role and go", async () => {
    const before = (await readStats(handle.db)).students;
    await addUser("s-count-1", "student");
    await addUser("s-count-2", "student");
    await addUser("a-count", "admin");
    await handle.db.update(user).set({ role: "admin" }).where(eq(user.id, "s-count-2"));
    await handle.db.delete(user).where(eq(user.id, "s-count-1"));
    const students = await handle.db.select({ id: user.id }).from(user).where(eq(user.role, "student"));
    const n = students.length;
    expect((await readStats(handle.db)).students).toBe(n);
    expect(n).toBe(before);
  });

  it("add up downloads of course materials", async () => {
    const material = { id: "m-stats" };
    await handle.db.insert(courseMaterials).values({
      id: material.id,
      courseId: "beginner-vocals",
      title: "Breath",
      kind: "pdf",
      storageKey: "m-stats.pdf",
      fileName: "breath.pdf",
      contentType: "application/pdf",
      sizeBytes: 10,
    });
    await handle.db.insert(materialDownloads).values({ materialId: material.id, day: "2026-11-24", downloads: 3 });
    await handle.db.update(materialDownloads).set({ downloads: 5 }).where(eq(materialDownloads.day, "2026-11-24"));
    await handle.db.insert(materialDownloads).values({ materialId: material.id, day: "2026-11-25", downloads: 2 });
    expect((await readStats(handle.db)).downloads).toBe(7);
  });
});

describe("the students tab", () => {
  it("lists each person's courses from their own and their proven address's orders only", async () => {
    await addUser("bente", "student", "bente@example.dk", true);
    await addUser("carl", "student", "carl@example.dk", false);
    await addOrder({
      currency: "USD",
      amountTotal: 9700,
      status: "paid",
      email: "Bente@Example.dk",
      items: [{ itemId: "beginner-course", name: "Beginner Vocals", quantity: 1, unitAmount: 9700, currency: "USD" }],
    });
    await addOrder({ currency: "USD", amountTotal: 9700, status: "paid", email: "carl@example.dk" });
    await addOrder({ currency: "DKK", amountTotal: 100, status: "pending", userId: "carl" });
    const page = await listStudents(handle.db, { q: "" });
    const bente = page.students.find((s) => s.id === "bente");
    const carl = page.students.find((s) => s.id === "carl");
    expect(bente?.courses).toEqual(["Beginner Vocals"]);
    expect(carl?.courses).toEqual([]);
  });

  it("gives a course by hand once per form, records it, opens it at once, and takes it back", async () => {
    const carl = { id: "carl", email: "carl@example.dk", emailVerified: false };
    expect(await canAccessCourse(handle.db, carl, "advanced-technique")).toBe(false);
    const key = crypto.randomUUID();
    const form = { intent: "give-course" as const, courseId: "advanced-technique", key };
    const [first, second] = await Promise.all([runStudentAction(handle.db, coach, "carl", form), runStudentAction(handle.db, coach, "carl", form)]);
    expect(first.ok || second.ok).toBe(true);
    expect(await canAccessCourse(handle.db, carl, "advanced-technique")).toBe(true);
    const given = await handle.db.select().from(orders).where(eq(orders.userId, "carl"));
    const gifts = given.filter((o) => o.provider === "by-hand");
    expect(gifts).toHaveLength(1);
    expect(gifts[0]).toMatchObject({ status: "paid", amountTotal: 0 });

    const again = await runStudentAction(handle.db, coach, "carl", { ...form, key: crypto.randomUUID() });
    expect(again).toMatchObject({ ok: false });

    const record = await studentRecord(handle.db, "carl");
    expect(record?.orders.find((o) => o.byHand)?.id).toBe(gifts[0]!.id);
    expect(record?.courses.map((c) => c.title)).toContain("Advanced Technique");

    const back = await runStudentAction(handle.db, coach, "carl", { intent: "take-back-course", orderId: gifts[0]!.id });
    expect(back.ok).toBe(true);
    expect(await canAccessCourse(handle.db, carl, "advanced-technique")).toBe(false);
    expect((await runStudentAction(handle.db, coach, "carl", { intent: "take-back-course", orderId: gifts[0]!.id })).ok).toBe(false);

    const history = await listAudit(handle.db, { subject: { type: "user", id: "carl" } });
    expect(history.entries.map((e) => e.action)).toEqual(["course.taken-back", "course.given"]);
    expect(history.entries[1]).toMatchObject({ actorName: "Maja Holm", summary: "Gave Advanced Technique to Person carl." });
  });

  it("never takes back a bought course, nor another student's gift", async () => {
    const bought = await addOrder({ currency: "USD", amountTotal: 9700, status: "paid", userId: "bente" });
    expect((await runStudentAction(handle.db, coach, "bente", { intent: "take-back-course", orderId: bought })).ok).toBe(false);
    const [gift] = await handle.db.select({ id: orders.id }).from(orders).where(eq(orders.provider, "by-hand"));
    expect((await runStudentAction(handle.db, coach, "bente", { intent: "take-back-course", orderId: gift!.id })).ok).toBe(false);
    const [row] = await handle.db.select({ revoked: orders.accessRevokedAt }).from(orders).where(eq(orders.id, bought));
    expect(row?.revoked).toBeNull();
  });

  it("records a role change, and refuses to change the coach's own", async () => {
    expect(await runStudentAction(handle.db, coach, "bente", { intent: "change-role", userId: "bente", role: "admin" })).toMatchObject({ ok: true });
    expect(await runStudentAction(handle.db, coach, "coach", { intent: "change-role", userId: "coach", role: "student" })).toMatchObject({ ok: false });
    const history = await listAudit(handle.db, { subject: { type: "user", id: "bente" } });
    expect(history.entries[0]).toMatchObject({ action: "role.changed", summary: "Person bente is now an admin." });
  });
});
