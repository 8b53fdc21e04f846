import { and, asc, eq } from "drizzle-orm";
import type { Database } from "~/db/client.server";
import { courses, products } from "~/db/schema";

export type Course = typeof courses.$inferSelect;
export type Product = typeof products.$inferSelect;

export function listCourses(db: Database): Promise<Course[]> {
  return db.select().from(courses).orderBy(asc(courses.sortOrder), asc(courses.title));
}

export async function findCourse(db: Database, id: string): Promise<Course | undefined> {
  const [course] = await db.select().from(courses).where(eq(courses.id, id));
  return course;
}

/** The shop's products (docs/rules.md, "Prices"): active products of one category, by name. */
export function listActiveProducts(db: Database, category: string): Promise<Product[]> {
  return db
    .select()
    .from(products)
    .where(and(eq(products.isActive, true), eq(products.category, category)))
    .orderBy(asc(products.name));
}
