import { randomUUID } from "node:crypto";
import type { FileStorage } from "~/modules/storage/storage.server";
import { STORAGE_FOLDERS } from "~/modules/storage/storage.server";
import { MAX_COVER_BYTES, recogniseImage } from "./image-check";

export type CoverAnswer = { ok: true; url: string } | { ok: false; reason: "too-large" | "not-an-image"; message: string };

/** The public address of a stored cover. */
export const coverUrl = (fileName: string) => `/media/covers/${fileName}`;

/**
 * A cover from a form: checked by size and content (PNG, JPEG, WebP; never SVG, which can carry
 * script), stored under a new name, and given back as its public address. Shop products' images
 * are covers too (`noun` names them in the messages).
 */
export async function storeCover(storage: FileStorage, file: File, noun = "cover"): Promise<CoverAnswer> {
  if (file.size > MAX_COVER_BYTES) return { ok: false, reason: "too-large", message: `The ${noun} image is larger than 5 MB.` };
  const bytes = new Uint8Array(await file.arrayBuffer());
  const image = recogniseImage(bytes);
  if (!image) return { ok: false, reason: "not-an-image", message: `The ${noun} must be a PNG, JPEG or WebP image.` };
  const fileName = `${randomUUID()}.${image.extension}`;
  await storage.put(`${STORAGE_FOLDERS.courseCovers}/${fileName}`, bytes, image.contentType);
  return { ok: true, url: coverUrl(fileName) };
}
