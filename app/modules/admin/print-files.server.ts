import { randomUUID } from "node:crypto";
import { isPrintFileUrl } from "~/modules/print-on-demand/gelato-payload";
import type { FileStorage } from "~/modules/storage/storage.server";
import { STORAGE_FOLDERS } from "~/modules/storage/storage.server";
import { MAX_PRINT_FILE_BYTES, MAX_PRINT_FILE_LABEL, recognisePrintFile } from "./print-file-check";

export type PrintFileAnswer = { ok: true; url: string } | { ok: false; message: string };

/** The public path of a stored print file (Gelato fetches it; the name is new with every upload and unguessable). */
export const printFilePath = (fileName: string) => `/media/print-files/${fileName}`;

/**
 * A print file from the product form: checked by size and content (PDF or PNG), stored under a
 * new name, and given back as the absolute https address Gelato fetches it from (decision 020:
 * `products.print_file_url` holds only such addresses). A site whose public address is not https
 * (a trial on this computer) cannot hand Gelato a file, and says so before storing anything.
 */
export async function storePrintFile(storage: FileStorage, file: File, origin: string): Promise<PrintFileAnswer> {
  if (file.size > MAX_PRINT_FILE_BYTES) return { ok: false, message: `The print file is larger than ${MAX_PRINT_FILE_LABEL}.` };
  const bytes = new Uint8Array(await file.arrayBuffer());
  const recognised = recognisePrintFile(bytes);
  if (!recognised) return { ok: false, message: "The print file must be a PDF or a PNG image." };
  const fileName = `${randomUUID()}.${recognised.extension}`;
  const url = `${origin.replace(/\/$/, "")}${printFilePath(fileName)}`;
  if (!isPrintFileUrl(url))
    return { ok: false, message: "Gelato fetches print files from the site's own address, which must start with https:// (PUBLIC_URL)." };
  await storage.put(`${STORAGE_FOLDERS.printFiles}/${fileName}`, bytes, recognised.contentType);
  return { ok: true, url };
}
