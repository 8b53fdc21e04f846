/** Cover images: PNG, JPEG or WebP, recognised by their first bytes, up to 5 MB. */
export const MAX_COVER_BYTES = 5 * 1024 * 1024;

export interface RecognisedImage {
  contentType: "image/png" | "image/jpeg" | "image/webp";
  extension: "png" | "jpg" | "webp";
}

export function recogniseImage(bytes: Uint8Array): RecognisedImage | null {
  if ([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a].every((b, i) => bytes[i] === b)) return { contentType: "image/png", extension: "png" };
  if (bytes[0] === 0xff && bytes[1] === 0xd8 && bytes[2] === 0xff) return { contentType: "image/jpeg", extension: "jpg" };
  const ascii = (start: number, text: string) => [...text].every((c, i) => bytes[start + i] === c.charCodeAt(0));
  if (ascii(0, "RIFF") && ascii(8, "WEBP")) return { contentType: "image/webp", extension: "webp" };
  return null;
}

/** The content type of a stored cover, from the extension its key was given (the key is ours, never the visitor's name). */
export function coverContentType(fileName: string): RecognisedImage["contentType"] | null {
  const extension = /^[0-9a-f-]{36}\.(png|jpg|webp)$/.exec(fileName)?.[1];
  return extension === "png" ? "image/png" : extension === "jpg" ? "image/jpeg" : extension === "webp" ? "image/webp" : null;
}
