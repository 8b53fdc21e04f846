import { count, inArray, sql } from "drizzle-orm";
import type { Database } from "~/db/client.server";
import { courseModules, orders } from "~/db/schema";
import { createOffer, findOffer, listOffers, setPublished, updateOffer, type Offer, type OfferUpdate } from "~/modules/catalogue/catalogue.server";
import { formatMoney } from "~/modules/orders/money";
import { grantsAccessSql } from "~/modules/orders/orders.server";
import { recordAudit, type AuditActor } from "~/modules/audit/audit.server";

/** Everything the catalogue sells but the test payment (shop products have their own section). */
export async function listCourseRows(db: Database) {
  const offers = (await listOffers(db)).filter((offer) => offer.kind !== "test");
  const ids = offers.map((offer) => offer.id);
  const [moduleCounts, buyers] = await Promise.all([
    ids.length
      ? db
          .select({ courseId: courseModules.courseId, n: count() })
          .from(courseModules)
          .where(inArray(courseModules.courseId, ids))
          .groupBy(courseModules.courseId)
      : [],
    Promise.all(offers.map((offer) => countBuyers(db, offer))),
  ]);
  return offers.map((offer, i) => ({
    id: offer.id,
    title: offer.title,
    kind: offer.kind,
    published: offer.published,
    modules: moduleCounts.find((row) => row.courseId === (offer.grantsCourseId ?? offer.id))?.n ?? 0,
    students: buyers[i] ?? 0,
    createdAt: offer.createdAt,
  }));
}

/**
 * The people an offer gave access to: paying orders that hold it (under its id or its sales
 * page's), each account or address once. Read through the GIN index on the order items
 * (migration 0020), so it costs what this offer's orders cost, not the whole table.
 */
async function countBuyers(db: Database, offer: Pick<Offer, "id" | "salesId">) {
  const itemIds = [offer.id, ...(offer.salesId ? [offer.salesId] : [])];
  const [row] = await db
    .select({ n: sql<number>`count(distinct coalesce(${orders.userId}, lower(${orders.email})))::int` })
    .from(orders)
    .where(
      sql`(${sql.join(
        itemIds.map((itemId) => sql`${orders.items} @> ${JSON.stringify([{ itemId }])}::jsonb`),
        sql` or `,
      )}) and ${grantsAccessSql()}`,
    );
  return row?.n ?? 0;
}

function priceList(offer: Offer) {
  return offer.prices.map((p) => `${p.plan ? `${p.plan} ` : ""}${formatMoney(p.amount, p.currency)}`).join(", ");
}

/** 'Create Course', recorded in the audit log. */
export async function createCourse(db: Database, actor: AuditActor, input: { title: string; description: string; priceUsd: number; imageUrl?: string | null }) {
  const offer = await createOffer(db, {
    title: input.title,
    description: input.description,
    price: { currency: "USD", amount: input.priceUsd },
    imageUrl: input.imageUrl ?? null,
  });
  await recordAudit(db, actor, {
    action: "course.created",
    subjectType: "course",
    subjectId: offer.id,
    summary: `Created the course ${offer.title} at ${priceList(offer)} (not published yet).`,
  });
  return offer;
}

/** The editor's save: texts and prices through the catalogue, the change (prices before and after) in the audit log. */
export async function saveCourse(db: Database, actor: AuditActor, id: string, update: OfferUpdate & { published?: boolean }) {
  const before = await findOffer(db, id);
  if (!before || before.id !== id) return { ok: false as const, message: "This course no longer exists." };
  const { published, ...fields } = update;
  const saved = await updateOffer(db, id, fields);
  if (!saved.ok) return { ok: false as const, message: saved.message };
  if (published !== undefined && published !== before.published) await setPublished(db, id, published);
  const after = (await findOffer(db, id))!;
  const changes = [
    before.title !== after.title ? `title "${before.title}" → "${after.title}"` : null,
    priceList(before) !== priceList(after) ? `prices ${priceList(before) || "none"} → ${priceList(after)}` : null,
    before.published !== after.published ? (after.published ? "published" : "unpublished") : null,
    before.imageUrl !== after.imageUrl ? "cover" : null,
    before.description !== after.description || before.subtitle !== after.subtitle || JSON.stringify(before.includes) !== JSON.stringify(after.includes)
      ? "texts"
      : null,
  ].filter(Boolean);
  if (changes.length)
    await recordAudit(db, actor, {
      action: "course.changed",
      subjectType: "course",
      subjectId: id,
      summary: `Changed ${after.title}: ${changes.join("; ")}.`,
      details: {
        before: { title: before.title, prices: before.prices, published: before.published },
        after: { title: after.title, prices: after.prices, published: after.published },
      },
    });
  return { ok: true as const, offer: after };
}
