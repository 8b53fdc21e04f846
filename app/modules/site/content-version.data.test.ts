import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { eq, sql } from "drizzle-orm";
import { createTwoInstances } from "../../../tests/db";
import type { DatabaseHandle } from "~/db/client.server";
import { bookingSettings, contentVersion, coursePrices, courses, products, siteSettings, workbooks } from "~/db/schema";
import { CONTENT_CHECK_EVERY_MS, createContentVersionWatch } from "./content-version.server";

let first: DatabaseHandle;
let second: DatabaseHandle;
let instances: Awaited<ReturnType<typeof createTwoInstances>>;
let ms = 1_000_000;
const clock = () => ms;

beforeAll(async () => {
  instances = await createTwoInstances();
  ({ first, second } = instances);
});
afterAll(async () => {
  await instances.close();
});

const versionNow = async () => (await first.db.select({ version: contentVersion.version }).from(contentVersion))[0]!.version;

describe("the content version (migration 0034)", () => {
  it("goes up, in the writing transaction, with every change to what public pages show", async () => {
    // The one-row settings tables as a started server has them.
    await first.db.insert(siteSettings).values({ id: 1, profile: {}, programmeRuns: {} }).onConflictDoNothing();
    await first.db.insert(bookingSettings).values({ id: 1, settings: {} }).onConflictDoNothing();
    const [course] = await first.db.select().from(courses).limit(1);
    const [product] = await first.db.select().from(products).limit(1);
    const writes: [string, () => Promise<unknown>][] = [
      [
        "a course's text",
        () =>
          first.db
            .update(courses)
            .set({ subtitle: `${course!.subtitle} ` })
            .where(eq(courses.id, course!.id)),
      ],
      [
        "a price",
        () =>
          first.db
            .update(coursePrices)
            .set({ amount: sql`${coursePrices.amount}` })
            .where(eq(coursePrices.courseId, course!.id)),
      ],
      [
        "a product",
        () =>
          first.db
            .update(products)
            .set({ name: `${product!.name} ` })
            .where(eq(products.id, product!.id)),
      ],
      ["the site settings", () => first.db.update(siteSettings).set({ version: sql`${siteSettings.version} + 1` })],
      ["the booking settings", () => first.db.update(bookingSettings).set({ updatedAt: new Date() })],
      ["a new workbook", () => first.db.insert(workbooks).values({ id: "content-version-test", title: "Breath", description: "A workbook." })],
      ["a workbook's title", () => first.db.update(workbooks).set({ title: sql`${workbooks.title} || ' '` })],
    ];
    for (const [what, write] of writes) {
      const before = Number(await versionNow());
      await write();
      expect(Number(await versionNow()), what).toBeGreaterThan(before);
    }
  });

  it("stays when only a workbook's download count moves, a statement changes no row, or a write is rolled back", async () => {
    const before = Number(await versionNow());
    await first.db.insert(siteSettings).values({ id: 1, profile: {}, programmeRuns: {} }).onConflictDoNothing();
    await first.db.update(products).set({ name: "nothing" }).where(eq(products.id, "no-such-product"));
    await first.db.update(workbooks).set({ downloads: sql`${workbooks.downloads} + 1` });
    await first.db
      .transaction(async (tx) => {
        await tx.update(products).set({ name: sql`${products.name} || '!'` });
        throw new Error("rolled back");
      })
      .catch(() => undefined);
    expect(Number(await versionNow())).toBe(before);
  });
});

describe("createContentVersionWatch", () => {
  it("another instance's write shows after a second; this process's own write at once", async () => {
    const a = createContentVersionWatch({ db: () => first.db, clock });
    const b = createContentVersionWatch({ db: () => second.db, clock });
    const startA = await a.current();
    expect(await b.current()).toBe(startA);

    await first.db.update(products).set({ name: sql`${products.name}` });
    a.markDirty();
    expect(await a.current()).toBeGreaterThan(startA!);
    // b looked less than a second ago: the copy in memory still counts.
    expect(await b.current()).toBe(startA);
    ms += CONTENT_CHECK_EVERY_MS;
    expect(await b.current()).toBe(await a.current());
  });

  it("a look that started before this process's write does not count for it", async () => {
    let release!: () => void;
    let reads = 0;
    const gate = new Promise<void>((resolve) => (release = resolve));
    const watch = createContentVersionWatch({
      db: () => {
        reads += 1;
        return first.db;
      },
      clock,
    });
    await watch.current();
    const startedReads = reads;
    ms += CONTENT_CHECK_EVERY_MS;
    const early = watch.current();
    watch.markDirty();
    const after = watch.current();
    release();
    await gate;
    await Promise.all([early, after]);
    expect(reads - startedReads).toBe(2);
  });
});
