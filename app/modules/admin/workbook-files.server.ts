import { randomUUID } from "node:crypto";
import { getDocumentProxy } from "unpdf";
import type { WorkbookFile } from "~/modules/books/workbooks.server";
import type { FileStorage } from "~/modules/storage/storage.server";
import { STORAGE_FOLDERS } from "~/modules/storage/storage.server";
import { startsLikePdf } from "~/modules/storage/limits";
import { cleanFileName } from "~/modules/storage/uploads.server";
import { MAX_WORKBOOK_PDF_BYTES } from "./workbook-pdf";

export type WorkbookPdfAnswer = { ok: true; file: WorkbookFile } | { ok: false; message: string };

/** The number of pages of a PDF, or null when it cannot be read as one. */
export async function pdfPages(bytes: Uint8Array): Promise<number | null> {
  try {
    const document = await getDocumentProxy(new Uint8Array(bytes));
    return document.numPages;
  } catch {
    return null;
  }
}

/** A workbook PDF from a form: checked by size and content, its pages counted, stored under a new name. */
export async function storeWorkbookPdf(storage: FileStorage, file: File): Promise<WorkbookPdfAnswer> {
  if (file.size > MAX_WORKBOOK_PDF_BYTES) return { ok: false, message: "The PDF is larger than 30 MB." };
  const bytes = new Uint8Array(await file.arrayBuffer());
  if (!startsLikePdf(bytes)) return { ok: false, message: "The file must be a PDF." };
  const pages = await pdfPages(bytes);
  if (!pages) return { ok: false, message: "This PDF cannot be read. Export it again and upload that file." };
  const key = `${STORAGE_FOLDERS.workbooks}/${randomUUID()}.pdf`;
  await storage.put(key, bytes, "application/pdf");
  return { ok: true, file: { key, fileName: cleanFileName(file.name), sizeBytes: file.size, pages } };
}
