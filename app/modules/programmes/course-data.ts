import type { courses } from "~/db/schema";

type CourseRow = typeof courses.$inferSelect;

/** The fields a page shows of a catalogue course (no timestamps or admin fields to the browser). */
export function toCardData(course: CourseRow) {
  const { id, title, description, imageUrl, priceDkk, priceEur, priceNote, link, isBeginnerVocals } = course;
  return { id, title, description, imageUrl, priceDkk, priceEur, priceNote, link, isBeginnerVocals };
}
