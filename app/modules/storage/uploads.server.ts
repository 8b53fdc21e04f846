import { MAX_FILE_BYTES, MAX_FILES, startsLikePdf } from "./limits";
import { uploadMessages } from "./upload-messages";

export interface UploadedPdf {
  /** The visitor's file name, kept only as a label; storage uses a generated key. */
  name: string;
  bytes: Uint8Array;
}

export type UploadCheck = { ok: true; files: UploadedPdf[] } | { ok: false; status: 400 | 413; message: string };

/**
 * The PDFs in one form field: an empty file input (no file chosen) counts as none; any
 * other entry must be a file of at most MAX_FILE_BYTES whose content starts with %PDF-.
 */
export async function checkPdfUploads(entries: FormDataEntryValue[], maxFiles = MAX_FILES): Promise<UploadCheck> {
  const chosen = entries.filter((entry) => !(typeof entry !== "string" && entry.size === 0 && entry.name === ""));
  if (chosen.some((entry) => typeof entry === "string")) return { ok: false, status: 400, message: uploadMessages.notPdf };
  const files = chosen as File[];
  if (files.length > maxFiles) return { ok: false, status: 413, message: uploadMessages.tooMany(maxFiles) };
  const out: UploadedPdf[] = [];
  for (const file of files) {
    if (file.size > MAX_FILE_BYTES) return { ok: false, status: 413, message: uploadMessages.tooBig };
    const bytes = new Uint8Array(await file.arrayBuffer());
    if (!startsLikePdf(bytes)) return { ok: false, status: 400, message: uploadMessages.notPdf };
    out.push({ name: cleanFileName(file.name), bytes });
  }
  return { ok: true, files: out };
}

/** A label safe to show and mail: no paths, no control characters, not too long. */
export function cleanFileName(name: string) {
  const base = name.split(/[\\/]/).pop() ?? "";
  const clean = [...base]
    .filter((c) => c.charCodeAt(0) >= 0x20 && c.charCodeAt(0) !== 0x7f)
    .join("")
    .trim()
    .slice(0, 200);
  return clean || "document.pdf";
}
