import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestDatabase } from "../../../tests/db";
import type { DatabaseHandle } from "~/db/client.server";
import { orders } from "~/db/schema";
import { findOffer } from "~/modules/catalogue/catalogue.server";
import { seedCatalogue } from "~/modules/catalogue/seed.server";
import { listAudit } from "~/modules/audit/audit.server";
import { createCourse, listCourseRows, saveCourse } from "./courses.server";

let handle: DatabaseHandle;
const coach = { id: "coach", name: "Maja Holm" };

beforeAll(async () => {
  handle = await createTestDatabase();
  await seedCatalogue(handle.db);
});
afterAll(() => handle.close());

describe("the Courses tab", () => {
  it("creates a course unpublished, with a unique id from its title and its dollar price", async () => {
    const first = await createCourse(handle.db, coach, { title: "Breath & Belt", description: "Six weeks of breath.", priceUsd: 9999 });
    const second = await createCourse(handle.db, coach, { title: "Breath & Belt", description: "Again.", priceUsd: 100 });
    expect(first).toMatchObject({ id: "breath-belt", kind: "course", published: false, prices: [{ currency: "USD", plan: "", amount: 9999 }] });
    expect(second.id).toBe("breath-belt-2");
    expect((await listAudit(handle.db, { subject: { type: "course", id: "breath-belt" } })).entries[0]?.summary).toBe(
      "Created the course Breath & Belt at USD 99.99 (not published yet).",
    );
  });

  it("saves texts, the whole price list and publishing, and records the prices before and after", async () => {
    const saved = await saveCourse(handle.db, coach, "breath-belt", {
      title: "Breath and Belt",
      description: "Six weeks of breath and belt.",
      prices: [
        { currency: "USD", plan: "", amount: 8900 },
        { currency: "DKK", plan: "", amount: 59900 },
      ],
      published: true,
    });
    expect(saved.ok).toBe(true);
    const offer = await findOffer(handle.db, "breath-belt");
    expect(offer).toMatchObject({ title: "Breath and Belt", published: true });
    expect(offer?.prices.map((p) => [p.currency, p.amount])).toEqual([
      ["USD", 8900],
      ["DKK", 59900],
    ]);
    const [entry] = (await listAudit(handle.db, { subject: { type: "course", id: "breath-belt" } })).entries;
    expect(entry?.summary).toBe(
      'Changed Breath and Belt: title "Breath & Belt" → "Breath and Belt"; prices USD 99.99 → USD 89.00, DKK 599.00; published; texts.',
    );
  });

  it("refuses an empty price list and changes nothing", async () => {
    expect(await saveCourse(handle.db, coach, "breath-belt", { prices: [] })).toMatchObject({ ok: false });
    expect((await findOffer(handle.db, "breath-belt"))?.prices).toHaveLength(2);
  });

  it("counts each buyer once per offer, its online course's orders included, and only orders that grant access", async () => {
    const item = (itemId: string) => [{ itemId, name: "x", quantity: 1, unitAmount: 9700, currency: "USD" }];
    await handle.db.insert(orders).values([
      {
        id: "b1",
        status: "paid",
        items: item("beginner-course"),
        amountTotal: 9700,
        currency: "USD",
        provider: "test",
        idempotencyKey: "b1",
        email: "A@example.dk",
      },
      {
        id: "b2",
        status: "paid",
        items: item("beginner-course"),
        amountTotal: 9700,
        currency: "USD",
        provider: "test",
        idempotencyKey: "b2",
        email: "a@example.dk",
      },
      {
        id: "b3",
        status: "refunded",
        items: item("beginner-course"),
        amountTotal: 9700,
        amountRefunded: 9700,
        currency: "USD",
        provider: "test",
        idempotencyKey: "b3",
        email: "c@example.dk",
      },
      {
        id: "b4",
        status: "paid",
        items: item("beginner-vocals-online"),
        amountTotal: 9700,
        currency: "USD",
        provider: "test",
        idempotencyKey: "b4",
        userId: "u4",
      },
    ]);
    const rows = await listCourseRows(handle.db);
    expect(rows.find((r) => r.id === "beginner-vocals-online")?.students).toBe(2);
    expect(rows.find((r) => r.id === "test-payment")).toBeUndefined();
    expect(rows.find((r) => r.id === "breath-belt")).toMatchObject({ students: 0, modules: 0, published: true });
  });
});
