import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { eq } from "drizzle-orm";
import { PGlite } from "@electric-sql/pglite";
import { drizzle } from "drizzle-orm/pglite";
import { migrate } from "drizzle-orm/pglite/migrator";
import { createTestDatabase } from "../../../tests/db";
import { commerceDeps, testClock } from "../../../tests/support/commerce";
import type { DatabaseHandle } from "~/db/client.server";
import * as schema from "~/db/schema";
import { coursePrices, courses, orders, siteMeta, testCheckoutSessions } from "~/db/schema";
import type { OrdersDeps } from "~/modules/orders/deps.server";
import { createCoursePayment } from "~/modules/sales/checkout.server";
import { salesPageData } from "~/modules/sales/page.server";
import { courseGrants, deleteOffer, findCourse, findOffer, listCourses, listOffers, setPublished, updateOffer } from "./catalogue.server";
import { courseIdOfItem, itemIdsGrantingCourse } from "./offers";
import { seedCatalogue } from "./seed.server";
import { seedCoursePrices, seedCourses } from "./seed-data";

let handle: DatabaseHandle;
let deps: OrdersDeps;
const clock = testClock("2026-11-25T10:00:00Z");

beforeAll(async () => {
  handle = await createTestDatabase();
  await seedCatalogue(handle.db);
  deps = commerceDeps(handle, clock);
});
afterAll(() => handle.close());
beforeEach(async () => {
  await handle.db.delete(orders);
});

const pay = (courseId: string, currency: string, key: string, plan?: string) => createCoursePayment(deps, { courseId, currency, idempotencyKey: key, plan });
async function orderOf(result: Awaited<ReturnType<typeof pay>>) {
  if (!result.ok) throw new Error("no checkout");
  const [session] = await handle.db
    .select()
    .from(testCheckoutSessions)
    .where(eq(testCheckoutSessions.id, result.url.split("/").at(-1)!));
  const [order] = await handle.db.select().from(orders).where(eq(orders.id, session!.orderId));
  return order!;
}

describe("the seeded catalogue", () => {
  it("holds one offer per thing sold: ten course cards, three online courses and the test payment", async () => {
    const offers = await listOffers(handle.db);
    expect(offers.map((o) => o.kind).filter((k) => k === "online-course")).toHaveLength(3);
    expect(offers.filter((o) => o.kind === "test").map((o) => o.id)).toEqual(["test-payment"]);
    expect((await listCourses(handle.db)).map((c) => c.id)).toEqual(seedCourses.map((c) => c.id));
  });

  it("keeps Beginner Vocals the group class and Beginner Vocals Online the video course apart, each with its own prices", async () => {
    const group = await findOffer(handle.db, "beginner-vocals");
    const online = await findOffer(handle.db, "beginner-course");
    expect(group).toMatchObject({ id: "beginner-vocals", kind: "class", title: "Beginner Vocals", priceNote: "per month" });
    expect(group!.prices.map((p) => [p.currency, p.amount])).toEqual([
      ["DKK", 129_000],
      ["EUR", 17_500],
    ]);
    expect(online).toMatchObject({ id: "beginner-vocals-online", kind: "online-course", title: "Beginner Vocals Online", salesId: "beginner-course" });
    expect(online!.prices.map((p) => [p.currency, p.amount])).toEqual([["USD", 9_700]]);
    expect(online!.includes).toContain("Lifetime access and updates");
  });

  it("gives each online course's buyers its catalogue course, under the sales id its orders carry", async () => {
    const grants = await courseGrants(handle.db);
    expect(courseIdOfItem(grants, "beginner-course")).toBe("beginner-vocals");
    expect(courseIdOfItem(grants, "beginner-vocals-online")).toBe("beginner-vocals");
    expect(courseIdOfItem(grants, "main-course")).toBe("performance-mastery");
    expect(courseIdOfItem(grants, "voice-elevated")).toBe("voice-elevated");
    expect(itemIdsGrantingCourse(grants, "beginner-vocals").sort()).toEqual(["beginner-course", "beginner-vocals", "beginner-vocals-online"]);
    expect(itemIdsGrantingCourse(grants, "advanced-technique").sort()).toEqual(["advanced-technique", "advanced-technique-online"]);
  });

  it("finds an online course by its sales page id before a card of the same id", async () => {
    expect((await findOffer(handle.db, "advanced-technique"))?.id).toBe("advanced-technique-online");
    expect((await findCourse(handle.db, "advanced-technique"))?.priceDkk).toBe(180_000);
  });
});

describe("editing an offer", () => {
  it("changes the title, texts and prices that pages and checkout read at once; earlier orders keep their price", async () => {
    const before = await pay("voice-elevated", "DKK", "key-ve-before");
    expect(before.ok).toBe(true);
    const result = await updateOffer(handle.db, "voice-elevated", {
      title: "Voice Elevated 2027",
      description: "Fire weekender i Aarhus.",
      prices: [
        { currency: "DKK", amount: 1_990_000 },
        { currency: "EUR", amount: 267_500 },
      ],
    });
    expect(result.ok).toBe(true);
    expect(await findCourse(handle.db, "voice-elevated")).toMatchObject({ title: "Voice Elevated 2027", priceDkk: 1_990_000, priceEur: 267_500 });
    expect((await listCourses(handle.db)).find((c) => c.id === "voice-elevated")?.description).toBe("Fire weekender i Aarhus.");

    const after = await pay("voice-elevated", "EUR", "key-ve-after");
    expect((await orderOf(after)).items).toEqual([
      { itemId: "voice-elevated", name: "Voice Elevated 2027", quantity: 1, unitAmount: 267_500, currency: "EUR" },
    ]);
    expect((await orderOf(before)).amountTotal).toBe(1_850_000);
  });

  it("prices an online course's plans from the database, on the sales page and at checkout", async () => {
    const main = (await findOffer(handle.db, "main-course"))!;
    const prices = main.prices.map((p) => (p.plan === "Premium" ? { ...p, amount: 52_500 } : p));
    expect((await updateOffer(handle.db, main.id, { prices })).ok).toBe(true);
    const page = await salesPageData(handle.db, "main-course");
    expect(page.course.priceOptions?.map((o) => [o.name, o.price, o.paymentPlanMonths])).toEqual([
      ["Basic", 297, undefined],
      ["Premium", 525, 3],
      ["Professional", 997, 3],
    ]);
    expect((await orderOf(await pay("main-course", "USD", "key-premium", "premium"))).items[0]).toMatchObject({
      itemId: "main-course",
      unitAmount: 52_500,
      plan: "Premium",
    });
  });

  it("adds a currency the offer was not sold in, and stops selling one left out", async () => {
    expect(await pay("studio-day", "USD", "key-studio-usd-1")).toMatchObject({ ok: false });
    await updateOffer(handle.db, "studio-day", {
      prices: [
        { currency: "DKK", amount: 950_000 },
        { currency: "EUR", amount: 126_700 },
        { currency: "USD", amount: 139_900 },
      ],
    });
    expect(await pay("studio-day", "USD", "key-studio-usd-2")).toMatchObject({ ok: true });
    await updateOffer(handle.db, "studio-day", { prices: [{ currency: "DKK", amount: 950_000 }] });
    expect(await pay("studio-day", "EUR", "key-studio-eur")).toMatchObject({ ok: false });
    // A card needs both of the list's currencies; without EUR it leaves the list rather than show half a price.
    expect((await listCourses(handle.db)).map((c) => c.id)).not.toContain("studio-day");
  });

  it("refuses what is not an offer: no title, no price, a currency twice, a negative amount, an unknown id", async () => {
    expect(await updateOffer(handle.db, "voice-elevated", { title: "  " })).toMatchObject({ ok: false, reason: "invalid" });
    expect(await updateOffer(handle.db, "voice-elevated", { prices: [] })).toMatchObject({ ok: false, reason: "invalid" });
    const twice = [
      { currency: "DKK" as const, amount: 1 },
      { currency: "DKK" as const, amount: 2 },
    ];
    expect(await updateOffer(handle.db, "voice-elevated", { prices: twice })).toMatchObject({ ok: false, reason: "invalid" });
    expect(await updateOffer(handle.db, "voice-elevated", { prices: [{ currency: "DKK", amount: -1 }] })).toMatchObject({ ok: false, reason: "invalid" });
    expect(await updateOffer(handle.db, "voice-elevated", { prices: [{ currency: "SEK" as "DKK", amount: 1 }] })).toMatchObject({
      ok: false,
      reason: "invalid",
    });
    expect(await updateOffer(handle.db, "nope", { title: "Nope" })).toMatchObject({ ok: false, reason: "not-found" });
    expect(await updateOffer(handle.db, "beginner-vocals-online", { grantsCourseId: "no-such-course" })).toMatchObject({ ok: false, reason: "invalid" });
    expect((await findCourse(handle.db, "voice-elevated"))?.priceDkk).toBe(1_990_000);
  });
});

describe("publishing", () => {
  it("takes an unpublished offer off every page and out of checkout, and puts it back", async () => {
    await setPublished(handle.db, "celebrity-vocal-experience", false);
    expect((await listCourses(handle.db)).map((c) => c.id)).not.toContain("celebrity-vocal-experience");
    expect(await findCourse(handle.db, "celebrity-vocal-experience")).toBeUndefined();
    expect(await pay("celebrity-vocal-experience", "DKK", "key-celebrity-off")).toMatchObject({ ok: false });
    await setPublished(handle.db, "celebrity-vocal-experience", true);
    expect(await pay("celebrity-vocal-experience", "DKK", "key-celebrity-on")).toMatchObject({ ok: true });
  });

  it("takes an unpublished online course off its sales page and the others' lists", async () => {
    await setPublished(handle.db, "advanced-technique-online", false);
    await expect(salesPageData(handle.db, "advanced-technique")).rejects.toMatchObject({ init: { status: 404 } });
    expect((await salesPageData(handle.db, "main-course")).others.map((o) => o.id)).toEqual(["beginner-course"]);
    expect(await pay("advanced-technique", "USD", "key-adv-off")).toMatchObject({ ok: false });
    await setPublished(handle.db, "advanced-technique-online", true);
  });

  it("never deletes an offer with buyers, only one nobody bought", async () => {
    expect((await pay("beginner-course", "USD", "key-beginner")).ok).toBe(true);
    expect(await deleteOffer(handle.db, "beginner-vocals-online")).toMatchObject({ ok: false, reason: "has-buyers" });
    expect(await findOffer(handle.db, "beginner-vocals-online")).toBeDefined();
    expect(await deleteOffer(handle.db, "recording-essentials")).toEqual({ ok: true });
    expect(await findOffer(handle.db, "recording-essentials")).toBeUndefined();
    expect(await handle.db.select().from(coursePrices).where(eq(coursePrices.courseId, "recording-essentials"))).toEqual([]);
    expect(await deleteOffer(handle.db, "recording-essentials")).toMatchObject({ ok: false, reason: "not-found" });
  });
});

describe("migration 0018 (one catalogue) on a database seeded before it", () => {
  it("moves the courses' DKK and EUR prices into course_prices, names their kinds, and the seed adds the online offers", async () => {
    const folder = path.join(process.cwd(), "drizzle");
    const before = mkdtempSync(path.join(tmpdir(), "migrations-"));
    try {
      cpSync(folder, before, { recursive: true });
      const journalPath = path.join(before, "meta/_journal.json");
      const journal = JSON.parse(readFileSync(journalPath, "utf8")) as { entries: Array<{ tag: string }> };
      const at = journal.entries.findIndex((entry) => entry.tag.endsWith("_one_catalogue"));
      writeFileSync(journalPath, JSON.stringify({ ...journal, entries: journal.entries.slice(0, at) }));

      const client = new PGlite();
      const db = drizzle({ client, schema });
      try {
        await migrate(db, { migrationsFolder: before });
        await client.query(
          `insert into courses (id, title, description, price_dkk, price_eur, price_note, link) values
           ('voice-elevated', 'Voice Elevated', 'x', 1850000, 248500, null, '/courses/voice-elevated'),
           ('beginner-vocals', 'Beginner Vocals', 'x', 129000, 17500, 'per month', '/sales/beginner-course')`,
        );
        await db.insert(siteMeta).values({ key: "seed:catalogue:v1", value: "earlier" });

        await migrate(db, { migrationsFolder: folder });
        const prices = await db.select().from(coursePrices);
        expect(prices.map((p) => [p.courseId, p.currency, p.plan, p.amount]).sort()).toEqual([
          ["beginner-vocals", "DKK", "", 129_000],
          ["beginner-vocals", "EUR", "", 17_500],
          ["voice-elevated", "DKK", "", 1_850_000],
          ["voice-elevated", "EUR", "", 248_500],
        ]);
        const kinds = await db.select({ id: courses.id, kind: courses.kind }).from(courses);
        expect(Object.fromEntries(kinds.map((k) => [k.id, k.kind]))).toEqual({ "voice-elevated": "programme", "beginner-vocals": "class" });

        expect(await seedCatalogue(db as never)).toEqual({ seeded: true });
        const offers = await listOffers(db as never);
        expect(offers.map((o) => o.id)).toEqual([
          "beginner-vocals",
          "voice-elevated",
          "beginner-vocals-online",
          "advanced-technique-online",
          "performance-mastery-online",
          "test-payment",
        ]);
        expect(offers.find((o) => o.id === "voice-elevated")?.prices).toHaveLength(2);
      } finally {
        await client.close();
      }
    } finally {
      rmSync(before, { recursive: true, force: true });
    }
  });

  it("seeds a fresh database with the same prices the seed data names", async () => {
    const fresh = await createTestDatabase();
    try {
      await seedCatalogue(fresh.db);
      const stored = await fresh.db.select().from(coursePrices);
      for (const price of seedCoursePrices) {
        expect(stored.find((p) => p.courseId === price.courseId && p.currency === price.currency)?.amount).toBe(price.amount);
      }
    } finally {
      await fresh.close();
    }
  });
});
