import { randomUUID } from "node:crypto";
import { and, asc, eq } from "drizzle-orm";
import { data } from "react-router";
import type { Database } from "~/db/client.server";
import { privateNotes } from "~/db/schema";
import type { AuditActor } from "~/modules/audit/audit.server";
import { noteFormSchema } from "./order-forms";

export type NoteSubject = "order" | "user";

export interface PrivateNote {
  id: string;
  authorName: string;
  body: string;
  createdAt: Date;
}

/** At most this many notes are shown per order or person, oldest first (a note is a line, not a file). */
export const NOTES_SHOWN = 200;

/** The coach's private notes on an order or a person, oldest first. */
export async function notesFor(db: Database, subjectType: NoteSubject, subjectId: string): Promise<PrivateNote[]> {
  return db
    .select({ id: privateNotes.id, authorName: privateNotes.authorName, body: privateNotes.body, createdAt: privateNotes.createdAt })
    .from(privateNotes)
    .where(and(eq(privateNotes.subjectType, subjectType), eq(privateNotes.subjectId, subjectId)))
    .orderBy(asc(privateNotes.createdAt), asc(privateNotes.id))
    .limit(NOTES_SHOWN);
}

/** Adds one note; the form's key makes a second submit (a double click, a retry) the same note. */
export async function addNote(
  db: Database,
  author: AuditActor,
  note: { subjectType: NoteSubject; subjectId: string; body: string; key: string },
  now = new Date(),
): Promise<{ created: boolean }> {
  const inserted = await db
    .insert(privateNotes)
    .values({
      id: randomUUID(),
      subjectType: note.subjectType,
      subjectId: note.subjectId,
      authorId: author.id,
      authorName: author.name,
      body: note.body,
      idempotencyKey: note.key,
      createdAt: now,
    })
    .onConflictDoNothing({ target: privateNotes.idempotencyKey })
    .returning({ id: privateNotes.id });
  return { created: inserted.length > 0 };
}

/**
 * The "note" intent of a page that shows a NotesCard (an order, a person): validated with the
 * card's schema; the route has called requireAdmin first and passes the signed-in coach.
 */
export async function addNoteAction(db: Database, author: AuditActor, subjectType: NoteSubject, subjectId: string, form: FormData) {
  const parsed = noteFormSchema.safeParse({ intent: form.get("intent"), body: form.get("body") ?? "", key: form.get("key") });
  if (!parsed.success) {
    return data({ ok: false as const, section: "note" as const, message: parsed.error.issues[0]?.message ?? "Write the note first." }, { status: 400 });
  }
  await addNote(db, author, { subjectType, subjectId, body: parsed.data.body, key: parsed.data.key });
  return data({ ok: true as const, section: "note" as const, message: "Note saved." });
}
