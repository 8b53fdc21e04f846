import type { Course } from "~/modules/catalogue/offers";
import { guessLanguage } from "./course-cards";

/** The fields a page shows of a catalogue course (no timestamps or admin fields to the browser). */
export function toCardData(course: Course) {
  const { id, title, description, imageUrl, priceDkk, priceEur, priceNote, link, isBeginnerVocals } = course;
  return { id, title, description, imageUrl, priceDkk, priceEur, priceNote, link, isBeginnerVocals };
}

/** The English of the programmes whose catalogue text is Danish (their own pages are Danish). */
const englishDescriptions: Record<string, string> = {
  "voice-elevated":
    "Four weekends in Copenhagen: 64 hours of intensive training in technique, expression and stage presence, for singers ready for the next level.",
  "celebrity-vocal-experience": "Five days, ten places: an exclusive retreat with daily one-to-one lessons, a studio recording and a closing concert.",
};

/** A card for an English page: a Danish catalogue text is replaced by its English, where there is one. */
export function toEnglishCardData(course: Course) {
  const card = toCardData(course);
  const english = englishDescriptions[card.id];
  return english && guessLanguage(card.description) === "da" ? { ...card, description: english } : card;
}
