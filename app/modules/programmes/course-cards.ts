/** Helpers for showing catalogue courses as cards. */

/**
 * Private coaching's course id in the site's first version, `private-lessons-{name}`, is the card's DOM id.
 * The catalogue row (and its price) stays `private-coaching` (decision record 003).
 */
export function courseCardDomId(courseId: string, slug: string): string {
  return courseId === "private-coaching" ? `private-lessons-${slug}` : courseId;
}

const DANISH_WORDS = new Set([
  "og",
  "i",
  "til",
  "med",
  "for",
  "der",
  "du",
  "dig",
  "din",
  "en",
  "et",
  "af",
  "på",
  "fem",
  "fire",
  "dage",
  "pladser",
  "vil",
  "som",
  "næste",
]);
const ENGLISH_WORDS = new Set(["and", "the", "of", "to", "with", "for", "your", "you", "a", "in", "on", "day", "days", "who", "is"]);

/**
 * The language of a course text, so Danish descriptions on English pages get `lang="da"`
 * (screen readers then pronounce them right). Counts common function words; Danish letters tip the balance.
 */
export function guessLanguage(text: string): "da" | "en" {
  const words = text.toLowerCase().match(/[a-zæøå]+/g) ?? [];
  let danish = /[æøå]/i.test(text) ? 2 : 0;
  let english = 0;
  for (const word of words) {
    if (DANISH_WORDS.has(word)) danish++;
    if (ENGLISH_WORDS.has(word)) english++;
  }
  return danish > english ? "da" : "en";
}

/** Courses whose link is the contact page are booked by asking for dates. */
export function courseCallToAction(link: string): string {
  return link.startsWith("/contact") ? "Ask about dates" : "Learn more";
}

export const featuredCourseIds = ["voice-elevated", "celebrity-vocal-experience", "private-coaching"] as const;

/** The landing page's three Featured Programs, in this order (docs/rules.md, "Site"), as far as the catalogue has them. */
export function featuredCourses<T extends { id: string }>(courses: T[]): T[] {
  return featuredCourseIds.flatMap((id) => courses.filter((course) => course.id === id));
}

/**
 * Column spans (out of 6) for the wide course grid, so no row is left with a lonely card:
 * rows of three narrow cards, with rows of two wide cards first and last where the count
 * needs them. For 10 courses: 2 wide, 3 + 3 narrow, 2 wide.
 */
export function courseGridSpans(count: number): (2 | 3 | 6)[] {
  if (count === 1) return [6];
  const wideFirst = count % 3 === 0 ? 0 : 2;
  const wideLast = count % 3 === 1 ? 2 : 0;
  return Array.from({ length: count }, (_, i) => (i < wideFirst || i >= count - wideLast ? 3 : 2));
}
