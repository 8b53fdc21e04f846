import { existsSync } from "node:fs";
import { readFile } from "node:fs/promises";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { eq, inArray } from "drizzle-orm";
import type { Database } from "~/db/client.server";
import { courseMaterials, courses, siteMeta } from "~/db/schema";
import type { FileStorage } from "~/modules/storage/storage.server";
import { seedMaterials, seedStorageKey, type SeedMaterial } from "./seed-data.server";

const SEED_KEY = "seed:materials:v1";

/** <project>/content/materials, found by walking up from this module (app/modules/ in dev, a build chunk in production). */
export function findContentFolder(from = path.dirname(fileURLToPath(import.meta.url))): string {
  let dir = from;
  for (;;) {
    const candidate = path.join(dir, "content", "materials");
    if (existsSync(candidate)) return candidate;
    const parent = path.dirname(dir);
    if (parent === dir) throw new Error("Cannot find the content/materials folder");
    dir = parent;
  }
}

/**
 * Puts the demo course material into private storage and the catalogue, once per database
 * (a marker row, as the catalogue's seed): a file the coach later replaced or removed is
 * never put back. The objects are written first under fixed keys, so two instances
 * starting at once write the same bytes; rows are inserted only for courses that exist.
 */
export async function seedCourseMaterials(
  db: Database,
  storage: FileStorage,
  options: { contentFolder?: string; materials?: SeedMaterial[] } = {},
): Promise<{ seeded: boolean }> {
  const [done] = await db.select({ key: siteMeta.key }).from(siteMeta).where(eq(siteMeta.key, SEED_KEY));
  if (done) return { seeded: false };
  const materials = options.materials ?? seedMaterials;
  const folder = options.contentFolder ?? findContentFolder();
  const rows: (typeof courseMaterials.$inferInsert)[] = [];
  for (const material of materials) {
    const bytes = new Uint8Array(await readFile(path.join(folder, material.contentFile)));
    const storageKey = seedStorageKey(material);
    await storage.put(storageKey, bytes, "application/pdf");
    rows.push({
      id: material.id,
      courseId: material.courseId,
      title: material.title,
      kind: material.kind,
      storageKey,
      fileName: material.fileName,
      contentType: "application/pdf",
      sizeBytes: bytes.length,
      pages: material.pages,
      sortOrder: material.sortOrder,
    });
  }
  return db.transaction(async (tx) => {
    const claimed = await tx.insert(siteMeta).values({ key: SEED_KEY, value: new Date().toISOString() }).onConflictDoNothing().returning({ key: siteMeta.key });
    if (claimed.length === 0) return { seeded: false };
    const existing = new Set(
      (
        await tx
          .select({ id: courses.id })
          .from(courses)
          .where(
            inArray(
              courses.id,
              rows.map((row) => row.courseId),
            ),
          )
      ).map((row) => row.id),
    );
    const insertable = rows.filter((row) => existing.has(row.courseId));
    if (insertable.length > 0) await tx.insert(courseMaterials).values(insertable).onConflictDoNothing();
    return { seeded: true };
  });
}
