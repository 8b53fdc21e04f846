import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestDatabase } from "../../../tests/db";
import type { DatabaseHandle } from "~/db/client.server";
import { courseModules } from "~/db/schema";
import { createOffer, setPublished } from "./catalogue.server";
import { coursePage, coursesWithOwnPage } from "./course-page.server";
import { seedCatalogue } from "./seed.server";

let handle: DatabaseHandle;

beforeAll(async () => {
  handle = await createTestDatabase();
  await seedCatalogue(handle.db);
});
afterAll(() => handle.close());

describe("a course made in the back office", () => {
  it("has its own page once published, with its published lessons in order; the course list links it", async () => {
    const offer = await createOffer(handle.db, { title: "Breath & Belt", description: "Six weeks.", price: { currency: "USD", amount: 9999 } });
    expect(offer.link).toBe(`/courses/${offer.id}`);
    expect(await coursePage(handle.db, offer.id)).toBeUndefined();
    expect((await coursesWithOwnPage(handle.db)).map((o) => o.id)).not.toContain(offer.id);

    await setPublished(handle.db, offer.id, true);
    await handle.db.insert(courseModules).values([
      { id: "m2", courseId: offer.id, title: "Belt", description: "", sortOrder: 2 },
      { id: "m1", courseId: offer.id, title: "Breath", description: "", sortOrder: 1 },
      { id: "m3", courseId: offer.id, title: "Draft", description: "", sortOrder: 3, published: false },
    ]);
    const page = await coursePage(handle.db, offer.id);
    expect(page?.offer).toMatchObject({ title: "Breath & Belt", prices: [{ currency: "USD", amount: 9999 }] });
    expect(page?.lessons.map((l) => l.title)).toEqual(["Breath", "Belt"]);
    expect((await coursesWithOwnPage(handle.db)).map((o) => o.id)).toEqual([offer.id]);
  });

  it("is the only kind of offer the page serves: programmes, sales courses and unknown ids are not found", async () => {
    for (const id of ["voice-elevated", "private-coaching", "beginner-vocals-online", "beginner-course", "test-payment", "no-such-course"])
      expect(await coursePage(handle.db, id)).toBeUndefined();
  });
});
