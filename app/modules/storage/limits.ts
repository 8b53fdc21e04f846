/** Upload limits, shared by the browser (early feedback) and the server (enforcement). */
export const MAX_FILE_BYTES = 10 * 1024 * 1024;
export const MAX_FILES = 5;
export const MAX_FILE_MB = MAX_FILE_BYTES / (1024 * 1024);

const PDF_MAGIC = [0x25, 0x50, 0x44, 0x46, 0x2d]; // "%PDF-"

/** True when the bytes start like a PDF. The name and the browser's type are not trusted. */
export function startsLikePdf(bytes: Uint8Array) {
  return PDF_MAGIC.every((byte, i) => bytes[i] === byte);
}

/** The browser's quick check before reading content: a PDF type or a .pdf name. */
export function looksLikePdfFile(file: { name: string; type: string }) {
  return file.type === "application/pdf" || /\.pdf$/i.test(file.name);
}
