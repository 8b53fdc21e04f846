import type { Database } from "~/db/client.server";
import { logger } from "~/lib/logger.server";
import type { FileStorage } from "~/modules/storage/storage.server";
import { attachmentDisposition } from "~/modules/storage/s3-content-disposition";
import { applicationFile } from "./review.server";

// X-Content-Type-Options: nosniff comes with every answer of the server (server/app.ts).
const HEADERS = { "Cache-Control": "private, no-store" };

/**
 * An applicant's file for the staff (the route has checked who asks): only a file of that
 * application, streamed from private storage. A PDF opens in the browser (inline); anything
 * else downloads as bytes, so nothing uploaded is ever run as a page of this site.
 */
export async function applicationFileResponse(
  deps: { db: Database; storage: FileStorage },
  input: { applicationId: string; fileId: string },
): Promise<Response> {
  const file = await applicationFile(deps.db, input.applicationId, input.fileId);
  if (!file) return text(404, "Not found");
  const body = await deps.storage.openRead(file.storageKey);
  if (!body) {
    logger.error({ fileId: file.id }, "application file is recorded but missing from storage");
    return text(404, "Not found");
  }
  const pdf = file.contentType === "application/pdf";
  const disposition = attachmentDisposition(file.originalName);
  return new Response(body, {
    headers: {
      ...HEADERS,
      "Content-Type": pdf ? "application/pdf" : "application/octet-stream",
      "Content-Disposition": pdf ? disposition.replace(/^attachment/, "inline") : disposition,
    },
  });
}

function text(status: number, body: string): Response {
  return new Response(body, { status, headers: { ...HEADERS, "Content-Type": "text/plain; charset=utf-8" } });
}
