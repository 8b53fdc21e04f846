import { randomUUID } from "node:crypto";
import { and, desc, eq, gt } from "drizzle-orm";
import type { Database } from "~/db/client.server";
import { storySubmissions } from "~/db/schema";
import { duplicateWindowStart, fingerprint, lockFingerprint } from "~/modules/abuse/dedupe.server";
import type { MailContext } from "~/modules/mail/draft";
import { enqueueMail } from "~/modules/mail/outbox.server";
import { newStorageKey, STORAGE_FOLDERS, type FileStorage } from "~/modules/storage/storage.server";
import type { UploadedPdf } from "~/modules/storage/uploads.server";
import { storyMails } from "./mails";
import type { Story } from "./schemas";

/**
 * Stores the story with its PDF (under magazine-pdfs/ with a generated unique name) and
 * its e-mails. The PDF is written first and removed again if the transaction fails or
 * the story is a double submit.
 */
export async function saveStory(
  deps: { db: Database; storage: FileStorage; mailMode: "smtp" | "local"; mail: MailContext },
  story: Story,
  pdf?: UploadedPdf,
): Promise<{ id: string; duplicate: boolean; pdfKey?: string }> {
  const hash = fingerprint("story", story, pdf ? [pdf.bytes] : []);
  const key = pdf ? newStorageKey(STORAGE_FOLDERS.magazine) : undefined;
  const removeStored = async () => {
    if (key) await deps.storage.delete(key).catch(() => undefined);
  };
  try {
    if (pdf && key) await deps.storage.put(key, pdf.bytes, "application/pdf");
    const result = await deps.db.transaction(async (tx) => {
      await lockFingerprint(tx, hash);
      const [existing] = await tx
        .select({ id: storySubmissions.id, pdfKey: storySubmissions.pdfKey })
        .from(storySubmissions)
        .where(and(eq(storySubmissions.fingerprint, hash), gt(storySubmissions.createdAt, duplicateWindowStart())))
        .limit(1);
      if (existing) return { id: existing.id, duplicate: true, pdfKey: existing.pdfKey ?? undefined };
      const id = randomUUID();
      await tx.insert(storySubmissions).values({
        id,
        ...story,
        pdfKey: key ?? null,
        pdfName: pdf?.name ?? null,
        pdfSize: pdf?.bytes.byteLength ?? null,
        fingerprint: hash,
      });
      await enqueueMail(tx, storyMails(story, pdf ? { name: pdf.name, size: pdf.bytes.byteLength } : undefined, deps.mail), deps.mailMode);
      return { id, duplicate: false, pdfKey: key };
    });
    if (result.duplicate) await removeStored();
    return result;
  } catch (error) {
    await removeStored();
    throw error;
  }
}

export function listStories(db: Database) {
  return db.select().from(storySubmissions).orderBy(desc(storySubmissions.createdAt));
}
