import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { eq } from "drizzle-orm";
import { createTestDatabase } from "../../../tests/db";
import type { Database, DatabaseHandle } from "~/db/client.server";
import { courseMaterials, materialDownloads, orders, type OrderItem } from "~/db/schema";
import { seedCatalogue } from "~/modules/catalogue/seed.server";
import { createLocalStorage } from "~/modules/storage/local-storage.server";
import { courseAccess } from "./access.server";
import { businessDay, countDownload, downloadTotals, findMaterial, listCourseMaterials } from "./catalogue.server";
import { courseMaterialsForPage } from "./page.server";
import { seedCourseMaterials } from "./seed.server";
import type { Viewer } from "./viewer";

let handle: DatabaseHandle;
let db: Database;
const root = mkdtempSync(path.join(tmpdir(), "materials-data-"));
const storage = createLocalStorage(root);

beforeAll(async () => {
  handle = await createTestDatabase();
  db = handle.db;
  await seedCatalogue(db);
  await seedCourseMaterials(db, storage);
});
afterAll(async () => {
  await handle.close();
  rmSync(root, { recursive: true, force: true });
});
beforeEach(async () => {
  await db.delete(orders);
  await db.delete(materialDownloads);
});

const viewer = (over: Partial<Viewer> = {}): Viewer => ({
  id: "user-1",
  email: "ida@example.dk",
  emailVerified: true,
  name: "Ida",
  role: "student",
  ...over,
});

let orderNumber = 0;
async function paidOrder(owner: { userId?: string; email?: string }, itemIds: string[], status = "paid") {
  const id = `order-${++orderNumber}`;
  const items: OrderItem[] = itemIds.map((itemId) => ({ itemId, name: itemId, quantity: 1, unitAmount: 100, currency: "DKK" }));
  await db.insert(orders).values({
    id,
    status,
    userId: owner.userId ?? null,
    email: owner.email ?? null,
    items,
    amountTotal: 100 * items.length,
    currency: "DKK",
    provider: "test",
    idempotencyKey: `key-${id}`,
  });
  return id;
}

describe("seeding the course material", () => {
  it("puts Voice Elevated's programme and curriculum PDFs into private storage and the catalogue, once", async () => {
    const rows = await listCourseMaterials(db, "voice-elevated");
    expect(rows.map((row) => row.id)).toEqual(["voice-elevated-programme", "voice-elevated-curriculum"]);
    for (const row of rows) {
      expect(row).toMatchObject({ kind: "pdf", contentType: "application/pdf", courseId: "voice-elevated" });
      expect(row.storageKey).toMatch(/^course-materials\//);
      const stored = await storage.get(row.storageKey);
      expect(stored?.length).toBe(row.sizeBytes);
      expect(Buffer.from(stored!.subarray(0, 5)).toString("latin1")).toBe("%PDF-");
    }
    // A second start changes nothing, and does not put back what the coach removed.
    await db.delete(courseMaterials).where(eq(courseMaterials.id, "voice-elevated-curriculum"));
    expect(await seedCourseMaterials(db, storage)).toEqual({ seeded: false });
    expect((await listCourseMaterials(db, "voice-elevated")).map((row) => row.id)).toEqual(["voice-elevated-programme"]);
    await db.insert(courseMaterials).values(rows[1]!); // back, for the tests below
  });

  it("refuses an unknown kind and a negative size in the database itself", async () => {
    const base = { courseId: "voice-elevated", title: "x", fileName: "x", contentType: "x", sizeBytes: 1 };
    await expect(db.insert(courseMaterials).values({ ...base, id: "bad-kind", kind: "zip", storageKey: "course-materials/x/a" })).rejects.toThrow();
    await expect(
      db.insert(courseMaterials).values({ ...base, id: "bad-size", kind: "pdf", storageKey: "course-materials/x/b", sizeBytes: -1 }),
    ).rejects.toThrow();
    await expect(
      db.insert(courseMaterials).values({ ...base, id: "no-course", kind: "pdf", storageKey: "course-materials/x/c", courseId: "nope" }),
    ).rejects.toThrow();
  });

  it("finds a material by a well-formed id only", async () => {
    expect((await findMaterial(db, "voice-elevated-programme"))?.id).toBe("voice-elevated-programme");
    expect(await findMaterial(db, "no-such-material")).toBeUndefined();
    expect(await findMaterial(db, "../etc/passwd")).toBeUndefined();
  });
});

describe("course access", () => {
  it("is granted by a paid order for the course under the viewer's user id", async () => {
    await paidOrder({ userId: "user-1" }, ["voice-elevated"]);
    expect(await courseAccess(db, viewer({ email: "someone-else@example.dk" }), "voice-elevated")).toBe("purchased");
  });

  it("is granted by a paid order under the viewer's verified e-mail, in any letter case", async () => {
    await paidOrder({ email: "Ida@Example.DK" }, ["celebrity-vocal-experience", "voice-elevated"]);
    expect(await courseAccess(db, viewer({ id: "user-9" }), "voice-elevated")).toBe("purchased");
  });

  it("is not granted by the same e-mail while it is unverified", async () => {
    await paidOrder({ email: "ida@example.dk" }, ["voice-elevated"]);
    expect(await courseAccess(db, viewer({ id: "user-9", emailVerified: false }), "voice-elevated")).toBe("not-purchased");
  });

  it("ends with a refund, and never comes from an unpaid order", async () => {
    const id = await paidOrder({ userId: "user-1" }, ["voice-elevated"]);
    await db.update(orders).set({ status: "refunded" }).where(eq(orders.id, id));
    await paidOrder({ userId: "user-1" }, ["voice-elevated"], "pending");
    await paidOrder({ userId: "user-1" }, ["voice-elevated"], "failed");
    expect(await courseAccess(db, viewer(), "voice-elevated")).toBe("not-purchased");
  });

  it("is not granted by a paid order for another course, or to another user", async () => {
    await paidOrder({ userId: "user-1", email: "ida@example.dk" }, ["celebrity-vocal-experience"]);
    await paidOrder({ userId: "user-2", email: "ole@example.dk" }, ["voice-elevated"]);
    expect(await courseAccess(db, viewer(), "voice-elevated")).toBe("not-purchased");
  });

  it("is none when signed out, and none (not an error) when the check itself fails", async () => {
    await paidOrder({ userId: "user-1" }, ["voice-elevated"]);
    expect(await courseAccess(db, null, "voice-elevated")).toBe("signed-out");
    const broken = {
      select: () => {
        throw new Error("connection lost");
      },
    } as unknown as Database;
    expect(await courseAccess(broken, viewer(), "voice-elevated")).toBe("not-purchased");
  });
});

describe("download counting", () => {
  it("adds up downloads per material and business day, also when they arrive at once", async () => {
    const day = new Date("2026-11-23T22:30:00Z"); // 23:30 in Copenhagen: still the 23rd
    expect(businessDay(day)).toBe("2026-11-23");
    expect(businessDay(new Date("2026-11-23T23:30:00Z"))).toBe("2026-11-24");
    await Promise.all(Array.from({ length: 20 }, () => countDownload(db, "voice-elevated-programme", day)));
    await countDownload(db, "voice-elevated-programme", new Date("2026-11-24T09:00:00Z"));
    await countDownload(db, "voice-elevated-curriculum", day);
    const rows = await db.select().from(materialDownloads).orderBy(materialDownloads.materialId, materialDownloads.day);
    expect(rows.map((row) => [row.materialId, row.day, row.downloads])).toEqual([
      ["voice-elevated-curriculum", "2026-11-23", 1],
      ["voice-elevated-programme", "2026-11-23", 20],
      ["voice-elevated-programme", "2026-11-24", 1],
    ]);
    expect(await downloadTotals(db)).toEqual([
      { materialId: "voice-elevated-programme", title: "Voice Elevated – deltagerprogram", downloads: 21 },
      { materialId: "voice-elevated-curriculum", title: "Voice Elevated curriculum", downloads: 1 },
    ]);
    expect((await downloadTotals(db, new Date("2026-11-24T12:00:00Z"))).map((row) => row.downloads)).toEqual([1, 0]);
  });
});

describe("the course pages' materials section", () => {
  const withCookie = new Request("http://site.test/courses/voice-elevated/details", { headers: { cookie: "session=abc" } });

  it("is the signed-out state for a request without a cookie, without looking anyone up", async () => {
    let lookedUp = false;
    const result = await courseMaterialsForPage(db, new Request("http://site.test/courses/voice-elevated"), "voice-elevated", async () => {
      lookedUp = true;
      return viewer();
    });
    expect(result.view).toEqual({ state: "signed-out" });
    expect(lookedUp).toBe(false);
    expect(new Headers(result.headers).get("cache-control")).toBeNull();
  });

  it("asks a signed-in non-buyer to purchase, privately", async () => {
    const result = await courseMaterialsForPage(db, withCookie, "voice-elevated", async () => viewer());
    expect(result.view).toEqual({ state: "not-purchased" });
    expect(new Headers(result.headers).get("cache-control")).toBe("private, no-store");
  });

  it("lists the programme and curriculum for a buyer", async () => {
    await paidOrder({ userId: "user-1" }, ["voice-elevated"]);
    const result = await courseMaterialsForPage(db, withCookie, "voice-elevated", async () => viewer());
    expect(result.view.state).toBe("purchased");
    if (result.view.state !== "purchased") return;
    expect(result.view.materials.map((m) => [m.id, m.kind, m.pages])).toEqual([
      ["voice-elevated-programme", "pdf", 2],
      ["voice-elevated-curriculum", "pdf", 2],
    ]);
  });

  it("is the signed-out state for a cookie without a session", async () => {
    const result = await courseMaterialsForPage(db, withCookie, "voice-elevated", async () => null);
    expect(result.view).toEqual({ state: "signed-out" });
  });
});
