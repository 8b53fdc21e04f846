/**
 * What a portrait upload on /admin/settings ended in. The upload posts to its own route (its
 * body limit is a file's, the settings form's stays 64 KB and checked for control characters)
 * and comes back to the page with one of these words in the query: no file name, nothing personal.
 */
export const PORTRAIT_NOTICES = {
  saved: { ok: true, message: "Portrait saved. The landing page, About and the artist page show it from the next visit." },
  removed: { ok: true, message: "Portrait removed: the pages show the illustrated portrait again." },
  "too-large": { ok: false, message: "Nothing was changed: the portrait image is larger than 5 MB." },
  "not-an-image": { ok: false, message: "Nothing was changed: the portrait must be a PNG, JPEG or WebP image." },
  missing: { ok: false, message: "Nothing was changed: choose an image file first." },
} as const;

export type PortraitOutcome = keyof typeof PORTRAIT_NOTICES;

/** The notice for the page's `?portrait=` word, or nothing for any other value. */
export function portraitNotice(word: string | null): { ok: boolean; message: string } | undefined {
  return word && Object.hasOwn(PORTRAIT_NOTICES, word) ? PORTRAIT_NOTICES[word as PortraitOutcome] : undefined;
}

export const PORTRAIT_ACCEPT = "image/png,image/jpeg,image/webp";
