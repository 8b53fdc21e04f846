import type { Database } from "~/db/client.server";
import { courses, products, siteMeta } from "~/db/schema";
import { seedCourses, seedProducts } from "./seed-data";

const SEED_KEY = "seed:catalogue:v1";

/**
 * Inserts the demo catalogue once per database. The marker row makes a restart a no-op,
 * so a course or product the coach edited or deleted is never put back; `on conflict do
 * nothing` keeps two instances starting at once from inserting anything twice.
 */
export async function seedCatalogue(db: Database): Promise<{ seeded: boolean }> {
  return db.transaction(async (tx) => {
    const claimed = await tx.insert(siteMeta).values({ key: SEED_KEY, value: new Date().toISOString() }).onConflictDoNothing().returning({ key: siteMeta.key });
    if (claimed.length === 0) return { seeded: false };
    await tx.insert(courses).values(seedCourses).onConflictDoNothing();
    await tx.insert(products).values(seedProducts).onConflictDoNothing();
    return { seeded: true };
  });
}
