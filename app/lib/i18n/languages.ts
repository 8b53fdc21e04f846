/**
 * The site's languages and what each means for dates and money. A journey (a booking) records
 * the language it started in; anything that arrives from outside is read through `toLanguage`,
 * so only a language on this list is ever stored.
 */
export const LANGUAGES = ["en", "da"] as const;
export type Language = (typeof LANGUAGES)[number];

/** The allow-list: a known language, otherwise English (the default). */
export function toLanguage(value: unknown): Language {
  return (LANGUAGES as readonly unknown[]).includes(value) ? (value as Language) : "en";
}

/** Intl locale for dates and numbers shown in the language: British English, Danish. */
export function localeOf(language: Language): string {
  return language === "da" ? "da-DK" : "en-GB";
}
