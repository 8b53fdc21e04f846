import type { Database } from "~/db/client.server";
import { and, inArray } from "drizzle-orm";
import { coursePrices, courses, products, productVariants, siteMeta } from "~/db/schema";
import { seedCoursePrices, seedCourses, seedOnlineOffers, seedOnlinePrices, seedProducts, seedVariants } from "./seed-data";

/** The ten course cards and the shop's products. */
const SEED_KEY = "seed:catalogue:v1";
/** The online courses and the test payment, which lived in code before decision 028. */
const ONLINE_SEED_KEY = "seed:catalogue:v2";
/** The clothing's sizes and colours (decision 046). */
const VARIANTS_SEED_KEY = "seed:catalogue:v3";

/**
 * Writes the base catalogue into the database once per database and part (decision 028), whatever
 * the demo setting: code holds no prices. The marker rows make a restart a no-op, so an offer or
 * product the coach edited or deleted is never put back; `on conflict do nothing` keeps two
 * instances starting at once from inserting anything twice. A database seeded before decision 028
 * gets only the second part.
 */
export async function seedCatalogue(db: Database): Promise<{ seeded: boolean }> {
  return db.transaction(async (tx) => {
    const claim = async (key: string) =>
      (await tx.insert(siteMeta).values({ key, value: new Date().toISOString() }).onConflictDoNothing().returning({ key: siteMeta.key })).length > 0;
    const first = await claim(SEED_KEY);
    if (first) {
      await tx.insert(courses).values(seedCourses).onConflictDoNothing();
      await tx.insert(coursePrices).values(seedCoursePrices).onConflictDoNothing();
      await tx.insert(products).values(seedProducts).onConflictDoNothing();
    }
    const online = await claim(ONLINE_SEED_KEY);
    if (online) {
      // A course the coach deleted is given by none of them.
      const existing = new Set((await tx.select({ id: courses.id }).from(courses)).map((row) => row.id));
      const offers = seedOnlineOffers.map((offer) => ({
        ...offer,
        grantsCourseId: offer.grantsCourseId && existing.has(offer.grantsCourseId) ? offer.grantsCourseId : null,
      }));
      await tx.insert(courses).values(offers).onConflictDoNothing();
      await tx.insert(coursePrices).values(seedOnlinePrices).onConflictDoNothing();
    }
    const variants = await claim(VARIANTS_SEED_KEY);
    if (variants) {
      // Only products still there; their default variant (no size) is retired, so a size must be chosen.
      const existing = new Set((await tx.select({ id: products.id }).from(products)).map((row) => row.id));
      const sized = seedVariants.filter((variant) => existing.has(variant.productId));
      if (sized.length) {
        await tx.insert(productVariants).values(sized).onConflictDoNothing();
        const productIds = [...new Set(sized.map((variant) => variant.productId))];
        await tx
          .update(productVariants)
          .set({ isActive: false })
          .where(and(inArray(productVariants.productId, productIds), inArray(productVariants.id, productIds)));
      }
    }
    return { seeded: first || online || variants };
  });
}
