import { and, asc, eq } from "drizzle-orm";
import type { Database } from "~/db/client.server";
import { courseMaterials, courseModules } from "~/db/schema";
import { findOffer, listOffers, type Offer } from "./catalogue.server";

/** The URL of a course's own page: the catalogue's link for offers made in the back office. */
export const ownPagePath = (id: string) => `/courses/${id}`;

/** A course made in the back office: its link is its own page (the programmes' pages are routes of their own). */
const hasOwnPage = (offer: Offer) => offer.kind === "course" && offer.published && offer.link === ownPagePath(offer.id) && offer.prices.length > 0;

/**
 * /courses/:id: a published offer whose catalogue link is this page (the coach's new courses),
 * with its published lessons in order (title and length). Undefined for anything else.
 */
export async function coursePage(db: Database, id: string) {
  const offer = await findOffer(db, id);
  if (!offer || offer.id !== id || !hasOwnPage(offer)) return undefined;
  const lessons = await db
    .select({ id: courseModules.id, title: courseModules.title, kind: courseMaterials.kind, seconds: courseMaterials.pages })
    .from(courseModules)
    .leftJoin(courseMaterials, eq(courseMaterials.id, courseModules.lessonMaterialId))
    .where(and(eq(courseModules.courseId, id), eq(courseModules.published, true)))
    .orderBy(asc(courseModules.sortOrder), asc(courseModules.id));
  return { offer, lessons };
}

/** The published courses with their own page, in the coach's order (the course list links them). */
export async function coursesWithOwnPage(db: Database): Promise<Offer[]> {
  return (await listOffers(db, { kinds: ["course"], publishedOnly: true })).filter(hasOwnPage);
}
