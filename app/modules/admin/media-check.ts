/** The lesson media the back office takes, recognised by their first bytes (never by name or the browser's type). */
export type MediaKind = "audio" | "video";

/** What an upload is for: a lesson's own video or audio, or a resource attached to a lesson (a PDF or audio). */
export type UploadPurpose = MediaKind | "resource";

export interface RecognisedMedia {
  kind: MediaKind | "pdf";
  contentType: string;
  extension: string;
}

/** Lesson media up to this size (a long video lesson at a good bitrate). */
export const MAX_LESSON_MEDIA_BYTES = 2 * 1024 * 1024 * 1024;
export const MAX_LESSON_MEDIA_LABEL = "2 GB";

const ascii = (bytes: Uint8Array, start: number, text: string) => [...text].every((c, i) => bytes[start + i] === c.charCodeAt(0));

/**
 * What a file is, from its first 64 bytes: MP3 (an ID3 tag or an MPEG audio frame), WAV, FLAC,
 * Ogg, M4A/MP4/MOV (an ISO `ftyp` box and its brand), WebM/Matroska. Null for anything else.
 * `declared`: what the coach chose (Video or Audio Only) decides between audio and video where
 * the container holds either (MP4, WebM, Ogg).
 */
export function recogniseMedia(bytes: Uint8Array, declared: MediaKind): RecognisedMedia | null {
  if (ascii(bytes, 0, "ID3") || (bytes[0] === 0xff && (bytes[1]! & 0xe0) === 0xe0 && (bytes[1]! & 0x06) !== 0))
    return { kind: "audio", contentType: "audio/mpeg", extension: "mp3" };
  if (ascii(bytes, 0, "RIFF") && ascii(bytes, 8, "WAVE")) return { kind: "audio", contentType: "audio/wav", extension: "wav" };
  if (ascii(bytes, 0, "fLaC")) return { kind: "audio", contentType: "audio/flac", extension: "flac" };
  if (ascii(bytes, 0, "OggS"))
    return declared === "video" ? { kind: "video", contentType: "video/ogg", extension: "ogv" } : { kind: "audio", contentType: "audio/ogg", extension: "ogg" };
  if (ascii(bytes, 4, "ftyp")) {
    const brand = String.fromCharCode(...bytes.subarray(8, 12));
    if (brand === "qt  ") return { kind: "video", contentType: "video/quicktime", extension: "mov" };
    if (brand.startsWith("M4A") || brand.startsWith("M4B")) return { kind: "audio", contentType: "audio/mp4", extension: "m4a" };
    return declared === "audio" ? { kind: "audio", contentType: "audio/mp4", extension: "m4a" } : { kind: "video", contentType: "video/mp4", extension: "mp4" };
  }
  if (bytes[0] === 0x1a && bytes[1] === 0x45 && bytes[2] === 0xdf && bytes[3] === 0xa3)
    return declared === "audio"
      ? { kind: "audio", contentType: "audio/webm", extension: "weba" }
      : { kind: "video", contentType: "video/webm", extension: "webm" };
  return null;
}

/** A lesson resource's PDF is read whole once to count its pages: up to 50 MB (audio resources as lesson media). */
export const MAX_RESOURCE_PDF_BYTES = 50 * 1024 * 1024;
export const MAX_RESOURCE_PDF_LABEL = "50 MB";

/** A lesson resource: a PDF (its first bytes "%PDF-") or audio; video belongs in a lesson of its own. */
export function recogniseResource(bytes: Uint8Array): RecognisedMedia | null {
  if (ascii(bytes, 0, "%PDF-")) return { kind: "pdf", contentType: "application/pdf", extension: "pdf" };
  const media = recogniseMedia(bytes, "audio");
  return media?.kind === "audio" ? media : null;
}

/** "mm:ss" (or "h:mm:ss"), as SPEC.md's lesson table shows a duration. */
export function formatDuration(seconds: number | null | undefined): string {
  if (seconds === null || seconds === undefined || !Number.isFinite(seconds)) return "—";
  const whole = Math.round(seconds);
  const h = Math.floor(whole / 3600);
  const m = Math.floor((whole % 3600) / 60);
  const s = whole % 60;
  const two = (n: number) => String(n).padStart(2, "0");
  return h > 0 ? `${h}:${two(m)}:${two(s)}` : `${two(m)}:${two(s)}`;
}
