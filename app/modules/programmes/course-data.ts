import type { Course } from "~/modules/catalogue/offers";

/** The fields a page shows of a catalogue course (no timestamps or admin fields to the browser). */
export function toCardData(course: Course) {
  const { id, title, description, imageUrl, priceDkk, priceEur, priceNote, link, isBeginnerVocals } = course;
  return { id, title, description, imageUrl, priceDkk, priceEur, priceNote, link, isBeginnerVocals };
}
