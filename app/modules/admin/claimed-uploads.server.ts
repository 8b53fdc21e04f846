import { and, eq, isNull } from "drizzle-orm";
import type { Database, Tx } from "~/db/client.server";
import { mediaUploads } from "~/db/schema";

export type ReadyUpload = typeof mediaUploads.$inferSelect & { storageKey: string; kind: string; contentType: string };

/** An upload that arrived whole and passed its check, or why it cannot be used (yet). */
export async function readyUpload(db: Database, uploadId: string): Promise<{ ok: true; upload: ReadyUpload } | { ok: false; message: string; status: number }> {
  const [upload] = await db.select().from(mediaUploads).where(eq(mediaUploads.id, uploadId));
  if (!upload) return { ok: false, message: "The file has not arrived yet: wait until it says Ready.", status: 409 };
  if (upload.status !== "ready" || !upload.storageKey || !upload.kind || !upload.contentType)
    return { ok: false, message: upload.error ?? "That file could not be used. Upload it again.", status: 400 };
  return { ok: true, upload: upload as ReadyUpload };
}

/** Claims the upload for one lesson or resource: a second submit of the same form finds it taken (false). */
export async function claimUpload(tx: Tx, uploadId: string, now: Date): Promise<boolean> {
  const claimed = await tx
    .update(mediaUploads)
    .set({ claimedAt: now })
    .where(and(eq(mediaUploads.id, uploadId), isNull(mediaUploads.claimedAt)))
    .returning({ id: mediaUploads.id });
  return claimed.length > 0;
}
