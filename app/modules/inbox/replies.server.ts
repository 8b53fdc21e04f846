import { randomUUID } from "node:crypto";
import { and, asc, eq } from "drizzle-orm";
import type { Database } from "~/db/client.server";
import { contactMessages, inboxReplies, outbox, storySubmissions } from "~/db/schema";
import type { MailContext } from "~/modules/mail/draft";
import { enqueueMail } from "~/modules/mail/outbox.server";
import { recordAudit, type AuditActor } from "~/modules/audit/audit.server";
import type { ItemKind } from "./filters";
import { replyMail } from "./mails";

export type ReplyOutcome = { ok: true; duplicate: boolean } | { ok: false; reason: "not-found" };

/**
 * Keeps the reply with the message and writes its e-mail to the outbox in one transaction.
 * The form's key is unique in inbox_replies: a second submit of the same form (a double
 * click, a reload) inserts nothing and sends nothing. Replying also marks the item read.
 */
export async function sendReply(
  db: Database,
  deps: { mailMode: "smtp" | "local"; mail: MailContext },
  actor: AuditActor,
  input: { kind: ItemKind; id: string; body: string; key: string },
): Promise<ReplyOutcome> {
  return db.transaction(async (tx) => {
    const table = input.kind === "message" ? contactMessages : storySubmissions;
    const [item] = await tx.select({ id: table.id, name: table.name, email: table.email, status: table.status }).from(table).where(eq(table.id, input.id));
    if (!item) return { ok: false, reason: "not-found" } as const;
    const topic =
      input.kind === "story"
        ? ((await tx.select({ topic: storySubmissions.topic }).from(storySubmissions).where(eq(storySubmissions.id, input.id)))[0]?.topic ?? null)
        : null;
    const replyId = randomUUID();
    const [inserted] = await tx
      .insert(inboxReplies)
      .values({ id: replyId, itemKind: input.kind, itemId: input.id, authorId: actor.id, authorName: actor.name, body: input.body, idempotencyKey: input.key })
      .onConflictDoNothing({ target: inboxReplies.idempotencyKey })
      .returning({ id: inboxReplies.id });
    if (!inserted) return { ok: true, duplicate: true } as const;
    const [outboxId] = await enqueueMail(tx, [replyMail({ kind: input.kind, email: item.email, topic }, input.body, deps.mail)], deps.mailMode);
    await tx.update(inboxReplies).set({ outboxId }).where(eq(inboxReplies.id, replyId));
    if (item.status === "new")
      await tx
        .update(table)
        .set({ status: "read" })
        .where(and(eq(table.id, input.id), eq(table.status, "new")));
    await recordAudit(tx, actor, {
      action: "inbox.replied",
      subjectType: input.kind,
      subjectId: input.id,
      summary: `Replied by e-mail to ${item.name}'s ${input.kind === "story" ? "story" : "message"}`,
    });
    return { ok: true, duplicate: false } as const;
  });
}

/** The replies' delivery state as the coach reads it (the outbox's status, in her words). */
export type DeliveryState = "queued" | "sent" | "failed" | "kept";

export function deliveryState(status: string | null): DeliveryState {
  if (status === "sent") return "sent";
  if (status === "failed") return "failed";
  if (status === "local") return "kept";
  return "queued";
}

/** The item's replies, oldest first, each with who sent it and how its e-mail fared. */
export async function repliesFor(db: Database, kind: ItemKind, id: string) {
  const rows = await db
    .select({
      id: inboxReplies.id,
      authorName: inboxReplies.authorName,
      body: inboxReplies.body,
      createdAt: inboxReplies.createdAt,
      mailStatus: outbox.status,
      sentAt: outbox.sentAt,
      lastError: outbox.lastError,
    })
    .from(inboxReplies)
    .leftJoin(outbox, eq(outbox.id, inboxReplies.outboxId))
    .where(and(eq(inboxReplies.itemKind, kind), eq(inboxReplies.itemId, id)))
    .orderBy(asc(inboxReplies.createdAt), asc(inboxReplies.id));
  return rows.map(({ mailStatus, ...row }) => ({ ...row, state: deliveryState(mailStatus) }));
}
