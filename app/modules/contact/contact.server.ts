import type { Database } from "~/db/client.server";
import { contactMessages } from "~/db/schema";
import { fingerprint, insertOnce } from "~/modules/forms/dedupe.server";
import type { MailContext } from "~/modules/mail/draft";
import { enqueueMail } from "~/modules/mail/outbox.server";
import { contactMails } from "./mails";
import type { ContactMessage } from "./schemas";

/** Stores the message and its two e-mails in one transaction; a double submit stores it once. */
export async function saveContactMessage(
  deps: { db: Database; mailMode: "smtp" | "local"; mail: MailContext },
  message: ContactMessage,
): Promise<{ id: string; duplicate: boolean }> {
  const fields = { name: message.name, email: message.email, phone: message.phone ?? null, message: message.message };
  const hash = fingerprint("contact", fields);
  return insertOnce(deps.db, contactMessages, hash, async (tx, id) => {
    await tx.insert(contactMessages).values({ id, ...fields, source: message.source, fingerprint: hash });
    await enqueueMail(tx, contactMails(message, deps.mail), deps.mailMode);
  });
}
