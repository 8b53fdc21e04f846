import { and, asc, eq, inArray, isNotNull, notInArray, or, sql } from "drizzle-orm";
import { z } from "zod";
import type { Database } from "~/db/client.server";
import { coursePrices, courses, orders, products, type OfferKind } from "~/db/schema";
import { CURRENCIES, type Currency } from "~/modules/orders/money";
import { plansOf, priceOf, type Course, type CourseGrants, type Offer, type OfferPrice, type OfferRow } from "./offers";

export { plansOf, priceOf };
export type { CourseGrants };

export type Product = typeof products.$inferSelect;
export type { Course, Offer, OfferPrice };

/** Kinds sold elsewhere than the course list: the sales pages' online courses and the test payment. */
const NOT_CARDS: OfferKind[] = ["online-course", "test"];

async function withPrices(db: Database, rows: OfferRow[]): Promise<Offer[]> {
  if (rows.length === 0) return [];
  const prices = await db
    .select()
    .from(coursePrices)
    .where(
      inArray(
        coursePrices.courseId,
        rows.map((row) => row.id),
      ),
    )
    .orderBy(asc(coursePrices.sortOrder), asc(coursePrices.currency), asc(coursePrices.plan));
  return rows.map((row) => ({
    ...row,
    prices: prices
      .filter((price) => price.courseId === row.id)
      .map(({ currency, plan, amount, features, paymentPlanMonths }) => ({ currency: currency as Currency, plan, amount, features, paymentPlanMonths })),
  }));
}

function asCourse(offer: Offer): Course | undefined {
  const dkk = priceOf(offer, "DKK");
  const eur = priceOf(offer, "EUR");
  return dkk && eur ? { ...offer, priceDkk: dkk.amount, priceEur: eur.amount } : undefined;
}

/** Every offer, published or not, in the coach's order (the back office's list). */
export async function listOffers(db: Database, options: { kinds?: OfferKind[]; publishedOnly?: boolean } = {}): Promise<Offer[]> {
  const conditions = [options.kinds ? inArray(courses.kind, options.kinds) : undefined, options.publishedOnly ? eq(courses.published, true) : undefined].filter(
    (condition) => condition !== undefined,
  );
  const rows = await db
    .select()
    .from(courses)
    .where(conditions.length ? and(...conditions) : undefined)
    .orderBy(asc(courses.sortOrder), asc(courses.title));
  return withPrices(db, rows);
}

/** One offer by its id, or by an online course's sales page id (which its orders carry), published or not. */
export async function findOffer(db: Database, id: string): Promise<Offer | undefined> {
  const rows = await db
    .select()
    .from(courses)
    .where(or(eq(courses.id, id), eq(courses.salesId, id)));
  // A sales id wins over a row id: /sales/advanced-technique is the online course, not the card.
  const row = rows.find((r) => r.salesId === id) ?? rows[0];
  return row ? (await withPrices(db, [row]))[0] : undefined;
}

/** The course list's cards: published offers with a DKK and EUR price, in the coach's order. */
export async function listCourses(db: Database): Promise<Course[]> {
  const rows = await db
    .select()
    .from(courses)
    .where(and(eq(courses.published, true), notInArray(courses.kind, NOT_CARDS)))
    .orderBy(asc(courses.sortOrder), asc(courses.title));
  return (await withPrices(db, rows)).flatMap((offer) => asCourse(offer) ?? []);
}

/** A published course card's offer by id (a programme page's price), or undefined. */
export async function findCourse(db: Database, id: string): Promise<Course | undefined> {
  const [row] = await db
    .select()
    .from(courses)
    .where(and(eq(courses.id, id), eq(courses.published, true), notInArray(courses.kind, NOT_CARDS)));
  if (!row) return undefined;
  const [offer] = await withPrices(db, [row]);
  return asCourse(offer!);
}

/** The published online courses, by their sales page id. */
export async function listOnlineCourses(db: Database): Promise<Array<Offer & { salesId: string }>> {
  const offers = await listOffers(db, { kinds: ["online-course"], publishedOnly: true });
  return offers.filter((offer): offer is Offer & { salesId: string } => offer.salesId !== null);
}

/**
 * Which course each order item opens, from the catalogue (decision 028): offers that give another
 * course, under their sales id (which their orders carry) and their id. Published or not: a buyer
 * keeps what they bought.
 */
export async function courseGrants(db: Database): Promise<CourseGrants> {
  const rows = await db
    .select({ id: courses.id, salesId: courses.salesId, grants: courses.grantsCourseId })
    .from(courses)
    .where(isNotNull(courses.grantsCourseId));
  return new Map(rows.flatMap((row) => [[row.id, row.grants!] as const, ...(row.salesId ? [[row.salesId, row.grants!] as const] : [])]));
}

/** The shop's products (docs/rules.md, "Prices"): active products of one category, by name. */
export function listActiveProducts(db: Database, category: string): Promise<Product[]> {
  return db
    .select()
    .from(products)
    .where(and(eq(products.isActive, true), eq(products.category, category)))
    .orderBy(asc(products.name));
}

// ---- Writes, for the back office's editor (issue 22) -------------------------------------------

const priceInput = z.object({
  currency: z.enum(CURRENCIES),
  plan: z.string().trim().max(60).default(""),
  amount: z.number().int().min(0).max(100_000_000),
  features: z.array(z.string().trim().min(1).max(200)).max(20).default([]),
  paymentPlanMonths: z.number().int().min(2).max(24).nullable().default(null),
});

export const offerUpdateSchema = z
  .object({
    title: z.string().trim().min(1, "Please give the course a title.").max(120),
    subtitle: z.string().trim().max(200).nullable(),
    description: z.string().trim().min(1, "Please describe the course.").max(5_000),
    imageUrl: z.string().trim().max(500).nullable(),
    includes: z.array(z.string().trim().min(1).max(200)).max(20),
    priceNote: z.string().trim().max(60).nullable(),
    /** The course a buyer gets when it is another one (an online course's catalogue course). */
    grantsCourseId: z.string().trim().min(1).max(100).nullable(),
    /** The whole price list: what is not in it is no longer sold (orders keep what they were sold at). */
    prices: z
      .array(priceInput)
      .min(1, "An offer needs at least one price.")
      .max(30)
      .refine((list) => new Set(list.map((p) => `${p.currency}:${p.plan.toLowerCase()}`)).size === list.length, "One price per currency and plan."),
  })
  .partial();

export type OfferUpdate = z.input<typeof offerUpdateSchema>;

export type OfferWriteResult = { ok: true; offer: Offer } | { ok: false; reason: "not-found" | "invalid" | "has-buyers"; message: string };

/**
 * Changes an offer's texts, cover and prices (the editor's save). Every page and checkout read the
 * new values at once; orders already made keep the price they were sold at (docs/rules.md, "Prices").
 */
export async function updateOffer(db: Database, id: string, update: OfferUpdate): Promise<OfferWriteResult> {
  const parsed = offerUpdateSchema.safeParse(update);
  if (!parsed.success) return { ok: false, reason: "invalid", message: parsed.error.issues[0]?.message ?? "Please check the form." };
  const { prices, ...fields } = parsed.data;
  if (fields.grantsCourseId && (fields.grantsCourseId === id || !(await findOffer(db, fields.grantsCourseId)))) {
    return { ok: false, reason: "invalid", message: "Choose a course the buyer gets." };
  }
  const found = await db.transaction(async (tx) => {
    const [row] = await tx
      .update(courses)
      .set({ ...fields, updatedAt: new Date() })
      .where(eq(courses.id, id))
      .returning({ id: courses.id });
    if (!row) return false;
    if (prices) {
      await tx.delete(coursePrices).where(eq(coursePrices.courseId, id));
      await tx.insert(coursePrices).values(prices.map((price, index) => ({ ...price, courseId: id, sortOrder: index })));
    }
    return true;
  });
  if (!found) return { ok: false, reason: "not-found", message: "This course no longer exists." };
  return { ok: true, offer: (await findOffer(db, id))! };
}

/** Publishes or unpublishes an offer: unpublished, it is on no page and checkout refuses it; its buyers keep their access. */
export async function setPublished(db: Database, id: string, published: boolean): Promise<OfferWriteResult> {
  const [row] = await db.update(courses).set({ published, updatedAt: new Date() }).where(eq(courses.id, id)).returning({ id: courses.id });
  if (!row) return { ok: false, reason: "not-found", message: "This course no longer exists." };
  return { ok: true, offer: (await findOffer(db, id))! };
}

/** Whether any order (in any state) holds the offer, under its id or its sales page id. */
export async function hasBuyers(db: Database, offer: Pick<Offer, "id" | "salesId">): Promise<boolean> {
  const ids = [offer.id, ...(offer.salesId ? [offer.salesId] : [])];
  const [row] = await db
    .select({ one: sql<number>`1` })
    .from(orders)
    .where(or(...ids.map((itemId) => sql`${orders.items} @> ${JSON.stringify([{ itemId }])}::jsonb`)))
    .limit(1);
  return Boolean(row);
}

/** Deletes an offer nobody has bought; one with buyers is only ever unpublished (issue 22). */
export async function deleteOffer(db: Database, id: string): Promise<{ ok: true } | { ok: false; reason: "not-found" | "has-buyers"; message: string }> {
  const offer = await findOffer(db, id);
  if (!offer || offer.id !== id) return { ok: false, reason: "not-found", message: "This course no longer exists." };
  if (await hasBuyers(db, offer)) return { ok: false, reason: "has-buyers", message: "This course has buyers: unpublish it instead." };
  await db.delete(courses).where(eq(courses.id, id));
  return { ok: true };
}

/** A URL-safe id from a title ("Breath & Belt" → "breath-belt"); the caller makes it unique. */
export function offerIdFrom(title: string): string {
  const slug = title
    .normalize("NFKD")
    .replace(/[\u0300-\u036f]/g, "")
    .replace(/[æÆ]/g, "ae")
    .replace(/[øØ]/g, "oe")
    .replace(/[åÅ]/g, "aa")
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-+|-+$/g, "")
    .slice(0, 60);
  return slug || "course";
}

/**
 * 'Create Course': a new course (kind course) with its title, description and one price,
 * unpublished until the coach publishes it from its page (so a half-made course is on no page).
 * The id comes from the title, with a number added when taken.
 */
export async function createOffer(
  db: Database,
  input: { title: string; description: string; price: { currency: Currency; amount: number }; imageUrl?: string | null },
): Promise<Offer> {
  const base = offerIdFrom(input.title);
  const [last] = await db.select({ n: sql<number>`coalesce(max(${courses.sortOrder}), 0)` }).from(courses);
  for (let attempt = 1; ; attempt++) {
    const id = attempt === 1 ? base : `${base}-${attempt}`;
    const created = await db.transaction(async (tx) => {
      const rows = await tx
        .insert(courses)
        .values({
          id,
          kind: "course",
          title: input.title,
          description: input.description,
          imageUrl: input.imageUrl ?? null,
          // Its own page (courses.$courseId): a course made in the back office has no page in code.
          link: `/courses/${id}`,
          published: false,
          sortOrder: Number(last?.n ?? 0) + 1,
        })
        .onConflictDoNothing()
        .returning({ id: courses.id });
      if (!rows.length) return false;
      await tx.insert(coursePrices).values({ courseId: id, currency: input.price.currency, plan: "", amount: input.price.amount, sortOrder: 0 });
      return true;
    });
    if (created) return (await findOffer(db, id))!;
  }
}
