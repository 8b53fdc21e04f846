/**
 * Text that arrived as invalid UTF-8 (decision 014). Server-side only, like its messages:
 * the browser always sends valid UTF-8, so none of this belongs in its bundle.
 */

/** What a decoder puts where the bytes were not valid UTF-8; people never type it. */
const REPLACEMENT_CHARACTER = "\uFFFD";

/** A string that arrived as invalid UTF-8: not what the visitor typed, so refused rather than stored garbled. */
export function isUnreadable(value: unknown) {
  return typeof value === "string" && value.includes(REPLACEMENT_CHARACTER);
}

/** The named fields holding such text. */
export function unreadableFields(form: FormData, names: readonly string[]): string[] {
  return names.filter((name) => form.getAll(name).some(isUnreadable));
}

/** Beside such a field, in the form's language (our own text). */
export const unreadableMessages = {
  en: "This field contains characters that could not be read. Please type it again.",
  da: "Feltet indeholder tegn, der ikke kunne læses. Skriv det venligst igen.",
} as const;
