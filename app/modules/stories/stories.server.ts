import type { Database } from "~/db/client.server";
import { storySubmissions } from "~/db/schema";
import { fingerprint, insertOnce } from "~/modules/forms/dedupe.server";
import type { MailContext } from "~/modules/mail/draft";
import { enqueueMail } from "~/modules/mail/outbox.server";
import type { StoredPdf } from "~/modules/storage/uploads.server";
import { storyMails } from "./mails";
import type { Story } from "./schemas";

/**
 * Stores the story with its PDF (already in storage under magazine-pdfs/ with a generated
 * unique name) and its e-mails. A double submit stores it once; the form pipeline removes
 * the repeated PDF.
 */
export async function saveStory(
  deps: { db: Database; mailMode: "smtp" | "local"; mail: MailContext },
  story: Story,
  pdf?: StoredPdf,
): Promise<{ id: string; duplicate: boolean }> {
  const hash = fingerprint("story", story, pdf ? [pdf.sha256] : []);
  return insertOnce(deps.db, storySubmissions, hash, async (tx, id) => {
    await tx.insert(storySubmissions).values({
      id,
      ...story,
      pdfKey: pdf?.key ?? null,
      pdfName: pdf?.name ?? null,
      pdfSize: pdf?.size ?? null,
      fingerprint: hash,
    });
    await enqueueMail(tx, storyMails(story, pdf ? { name: pdf.name, size: pdf.size } : undefined, deps.mail), deps.mailMode);
  });
}
