import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { eq } from "drizzle-orm";
import { createTestDatabase } from "../../../tests/db";
import type { DatabaseHandle } from "~/db/client.server";
import { courses, products } from "~/db/schema";
import { seedCatalogue } from "./seed.server";
import { findCourse, listActiveProducts, listCourses } from "./catalogue.server";

let handle: DatabaseHandle;

beforeAll(async () => {
  handle = await createTestDatabase();
});
afterAll(async () => {
  await handle.close();
});

describe("catalogue seed", () => {
  it("seeds the ten course cards with section 9 prices, once", async () => {
    expect(await seedCatalogue(handle.db)).toEqual({ seeded: true });
    const all = await listCourses(handle.db);
    expect(all).toHaveLength(10);
    expect(all.map((c) => c.id)).toContain("private-coaching");
    const celebrity = await findCourse(handle.db, "celebrity-vocal-experience");
    expect(celebrity?.priceDkk).toBe(6_850_000);
    expect((await findCourse(handle.db, "voice-elevated"))?.priceEur).toBe(248_500);
  });

  it("adds nothing on a second start and keeps what the coach changed or removed", async () => {
    await handle.db.update(courses).set({ title: "Voice Elevated 2027" }).where(eq(courses.id, "voice-elevated"));
    await handle.db.delete(products).where(eq(products.id, "pop-filter"));
    expect(await seedCatalogue(handle.db)).toEqual({ seeded: false });
    expect((await findCourse(handle.db, "voice-elevated"))?.title).toBe("Voice Elevated 2027");
    expect(await handle.db.select().from(products).where(eq(products.id, "pop-filter"))).toHaveLength(0);
    expect(await listCourses(handle.db)).toHaveLength(10);
  });

  it("two concurrent first starts seed exactly once", async () => {
    const fresh = await createTestDatabase();
    try {
      const results = await Promise.allSettled([seedCatalogue(fresh.db), seedCatalogue(fresh.db)]);
      const seeded = results.filter((r) => r.status === "fulfilled" && r.value.seeded);
      expect(seeded).toHaveLength(1);
      expect(await listCourses(fresh.db)).toHaveLength(10);
    } finally {
      await fresh.close();
    }
  });
});

describe("shop products", () => {
  it("lists only active products of a category, ordered by name", async () => {
    await handle.db.update(products).set({ isActive: false }).where(eq(products.id, "studio-condenser-mic"));
    const microphones = await listActiveProducts(handle.db, "Microphones");
    expect(microphones.map((p) => p.name)).toEqual(["Live Dynamic Microphone"]);
    const tees = await listActiveProducts(handle.db, "T-Shirts");
    expect(tees.map((p) => p.name)).toEqual(["Breathe & Sing T-Shirt", "Staff Lines T-Shirt"]);
    expect(tees.every((p) => p.podProductId)).toBe(true);
  });
});
