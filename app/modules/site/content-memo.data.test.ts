import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { eq } from "drizzle-orm";
import { createTwoInstances } from "../../../tests/db";
import type { DatabaseHandle } from "~/db/client.server";
import { courses, productVariants } from "~/db/schema";
import { listCourses } from "~/modules/catalogue/catalogue.server";
import { CONTENT_CHECK_EVERY_MS, createContentVersionWatch } from "./content-version.server";
import { createContentMemo } from "./content-memo.server";

let first: DatabaseHandle;
let second: DatabaseHandle;
let instances: Awaited<ReturnType<typeof createTwoInstances>>;
let ms = 5_000_000;
const clock = () => ms;

beforeAll(async () => {
  instances = await createTwoInstances();
  ({ first, second } = instances);
});
afterAll(async () => {
  await instances.close();
});

const subtitleOf = async (read: ReturnType<typeof createContentMemo>, id: string) =>
  (await read("courses", () => listCourses(first.db))).find((course) => course.id === id)?.subtitle;

describe("reads kept for the content version, on a real database", () => {
  it("shows this instance's change at once, another instance's within a second, and asks nothing in between", async () => {
    const watch = createContentVersionWatch({ db: () => first.db, clock });
    const memo = createContentMemo(watch);
    const [course] = await first.db.select().from(courses).limit(1);
    let reads = 0;
    const counted = () => {
      reads += 1;
      return listCourses(first.db);
    };
    await memo("courses", counted);
    await memo("courses", counted);
    expect(reads).toBe(1);

    // This instance writes: the next read is new.
    await first.db.update(courses).set({ subtitle: "Changed here" }).where(eq(courses.id, course!.id));
    watch.markDirty();
    expect(await subtitleOf(memo, course!.id)).toBe("Changed here");

    // Another instance writes: still the kept answer until the version is checked again, then the new one.
    await second.db.update(courses).set({ subtitle: "Changed there" }).where(eq(courses.id, course!.id));
    expect(await subtitleOf(memo, course!.id)).toBe("Changed here");
    ms += CONTENT_CHECK_EVERY_MS;
    expect(await subtitleOf(memo, course!.id)).toBe("Changed there");
  });

  it("a sale that changes a variant's stock makes the kept shop read stale", async () => {
    const watch = createContentVersionWatch({ db: () => first.db, clock });
    const memo = createContentMemo(watch);
    const stockRead = async () =>
      (await first.db.select({ id: productVariants.id, stock: productVariants.stock }).from(productVariants).orderBy(productVariants.id).limit(1))[0];
    const before = await memo("variant", stockRead);
    await second.db
      .update(productVariants)
      .set({ stock: (before?.stock ?? 0) + 3 })
      .where(eq(productVariants.id, before!.id));
    ms += CONTENT_CHECK_EVERY_MS;
    expect((await memo("variant", stockRead))?.stock).toBe((before?.stock ?? 0) + 3);
  });
});
