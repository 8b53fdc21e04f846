import { startsLikePdf } from "~/modules/storage/limits";
import { recogniseImage } from "~/modules/storage/image-check";

/** A product's print file (what Gelato prints): a PDF or a PNG, recognised by its first bytes, up to 25 MB. */
export const MAX_PRINT_FILE_BYTES = 25 * 1024 * 1024;
export const MAX_PRINT_FILE_LABEL = "25 MB";

export interface RecognisedPrintFile {
  contentType: "application/pdf" | "image/png";
  extension: "pdf" | "png";
}

/** PDF ("%PDF-") or PNG (its signature); never by the name or the browser's type. */
export function recognisePrintFile(bytes: Uint8Array): RecognisedPrintFile | null {
  if (startsLikePdf(bytes)) return { contentType: "application/pdf", extension: "pdf" };
  return recogniseImage(bytes)?.extension === "png" ? { contentType: "image/png", extension: "png" } : null;
}

/** The content type of a stored print file, from the name this site gave it (null for any other name). */
export function printFileContentType(fileName: string): RecognisedPrintFile["contentType"] | null {
  const extension = /^[0-9a-f-]{36}\.(pdf|png)$/.exec(fileName)?.[1];
  return extension === "pdf" ? "application/pdf" : extension === "png" ? "image/png" : null;
}
