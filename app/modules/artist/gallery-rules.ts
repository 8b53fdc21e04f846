/**
 * Rules for the images a visitor adds to the artist gallery. They never leave the
 * visitor's browser (stored in IndexedDB), so the limits protect the visitor's own
 * storage and keep the page quick.
 */

export const GALLERY_IMAGE_TYPES = ["image/jpeg", "image/png", "image/webp", "image/gif", "image/avif"] as const;
export const GALLERY_MAX_IMAGE_BYTES = 8 * 1024 * 1024;
export const GALLERY_MAX_IMAGES = 12;

export type GalleryFileCheck = { ok: true } | { ok: false; reason: string };

interface FileFacts {
  name: string;
  type: string;
  size: number;
}

export function checkGalleryFile(file: FileFacts, imagesAlreadyAdded: number): GalleryFileCheck {
  if (!(GALLERY_IMAGE_TYPES as readonly string[]).includes(file.type)) {
    return { ok: false, reason: `${file.name} is not an image (JPEG, PNG, WebP, GIF or AVIF).` };
  }
  if (file.size > GALLERY_MAX_IMAGE_BYTES) {
    return { ok: false, reason: `${file.name} is larger than ${GALLERY_MAX_IMAGE_BYTES / 1024 / 1024} MB.` };
  }
  if (imagesAlreadyAdded >= GALLERY_MAX_IMAGES) {
    return { ok: false, reason: `You can keep up to ${GALLERY_MAX_IMAGES} of your own images here.` };
  }
  return { ok: true };
}

/** Splits a selection into the files to keep and the reasons the others were refused. */
export function sortGalleryFiles<T extends FileFacts>(files: readonly T[], imagesAlreadyAdded: number) {
  const accepted: T[] = [];
  const refused: string[] = [];
  for (const file of files) {
    const check = checkGalleryFile(file, imagesAlreadyAdded + accepted.length);
    if (check.ok) accepted.push(file);
    else refused.push(check.reason);
  }
  return { accepted, refused };
}

/** A caption from the file name: "my_first-gig.JPG" → "my first gig". */
export function captionFromFileName(name: string): string {
  const base = name
    .replace(/\.[a-z0-9]+$/i, "")
    .replace(/[_-]+/g, " ")
    .replace(/\s+/g, " ")
    .trim();
  return base || "Your image";
}
