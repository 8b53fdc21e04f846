import { Form, useNavigation } from "react-router";
import { buttonVariants } from "~/components/ui/button-variants";
import { Label } from "~/components/ui/label";
import { Textarea } from "~/components/ui/textarea";

export interface NoteView {
  id: string;
  authorName: string;
  body: string;
  createdAt: string;
}

const when = new Intl.DateTimeFormat("en-GB", { dateStyle: "medium", timeStyle: "short", timeZone: "Europe/Copenhagen" });

/**
 * The coach's private notes on an order or a person (decision 033), oldest first, and a form to
 * add one: a plain post with intent "note" and a fresh key per page view (a double click is one
 * note). The page's action hands it to `addNoteAction`.
 */
export function NotesCard({
  notes,
  formKey,
  answer,
  subjectLabel,
}: {
  notes: NoteView[];
  formKey: string;
  answer?: { ok: boolean; message: string; section?: string; fields?: Record<string, string> };
  subjectLabel: string;
}) {
  const navigation = useNavigation();
  const busy = navigation.state === "submitting" && navigation.formData?.get("intent") === "note";
  const mine = answer && answer.section === "note" ? answer : undefined;
  return (
    <section aria-labelledby="private-notes" className="rounded-card border border-sand-200 bg-ivory p-5 shadow-card sm:p-6">
      <h2 id="private-notes" className="text-xl text-ink-900">
        Private notes
      </h2>
      <p className="mt-1 text-sm text-muted">Only you see these, never the {subjectLabel}.</p>
      {notes.length === 0 ? (
        <p className="mt-3 text-sm text-muted">No notes yet.</p>
      ) : (
        <ol aria-label="Notes, oldest first" className="mt-3 grid gap-3">
          {notes.map((note) => (
            <li key={note.id} className="rounded-control bg-sand-100 p-3 text-sm">
              <p className="whitespace-pre-line text-ink-900">{note.body}</p>
              <p className="mt-1 text-xs text-muted">
                {note.authorName} · {when.format(new Date(note.createdAt))}
              </p>
            </li>
          ))}
        </ol>
      )}
      {/* Keyed by the form's key: a saved note (a fresh key from the loader) empties the field. */}
      <Form key={formKey} method="post" className="mt-4 grid gap-2">
        <input type="hidden" name="intent" value="note" />
        <input type="hidden" name="key" value={formKey} />
        <Label htmlFor="note-body">Add a note</Label>
        <Textarea id="note-body" name="body" rows={3} maxLength={4000} required aria-describedby={mine ? "note-answer" : undefined} />
        {mine ? (
          <p id="note-answer" role={mine.ok ? "status" : "alert"} className={mine.ok ? "text-sm text-ink-900" : "text-sm font-medium text-danger"}>
            {mine.message}
          </p>
        ) : null}
        <button type="submit" disabled={busy} className={buttonVariants({ variant: "outline", size: "sm", className: "justify-self-start" })}>
          {busy ? "Saving…" : "Save note"}
        </button>
      </Form>
    </section>
  );
}
