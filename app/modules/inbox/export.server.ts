import type { Database } from "~/db/client.server";
import { CSV_BOM, csvRow, csvTime } from "~/lib/csv";
import type { InboxFilter, OutboxFilter, SubscriberFilter } from "./filters";
import { inboxRowsForExport } from "./messages.server";
import { outboxForExport } from "./outbox-admin.server";
import { subscribersForExport } from "./subscribers.server";

/** Rows read per query: a file is written a page at a time, never held whole in memory. */
const PAGE = 500;

type Cursor = { at: string; id: string } | null;

/** Pages of rows oldest first, each turned into CSV lines, until a short page. */
async function* pages<Row extends { id: string; cursorAt: string }>(
  read: (after: Cursor) => Promise<Row[]>,
  line: (row: Row) => string,
): AsyncGenerator<string> {
  let cursor: Cursor = null;
  for (;;) {
    const rows = await read(cursor);
    if (rows.length) yield rows.map(line).join("");
    const last = rows.at(-1);
    if (rows.length < PAGE || !last) return;
    cursor = { at: last.cursorAt, id: last.id };
  }
}

const STATUS_WORDS: Record<string, string> = { new: "unread", read: "read", archived: "archived" };

/** What /admin/messages shows with its filters, with everything the senders wrote. */
export async function* messagesCsv(db: Database, filter: InboxFilter): AsyncGenerator<string> {
  yield CSV_BOM + csvRow(["Kind", "Received", "Name", "Email", "Topic", "Text", "PDF", "State"]);
  yield* pages(
    async (after) => (await inboxRowsForExport(db, filter, after, PAGE)).map((row) => ({ ...row, cursorAt: row.cursor_at })),
    (row) =>
      csvRow([
        row.kind === "story" ? "Story" : "Message",
        csvTime(new Date(Number(row.created_ms))),
        row.name,
        row.email,
        row.topic,
        row.body,
        row.has_pdf ? "yes" : "",
        STATUS_WORDS[row.status] ?? row.status,
      ]),
  );
}

/** What /admin/subscribers shows with its filters; never the tokens. */
export async function* subscribersCsv(db: Database, filter: SubscriberFilter): AsyncGenerator<string> {
  yield CSV_BOM + csvRow(["Email", "Status", "Confirmed", "Unsubscribed", "Signed up"]);
  yield* pages(
    (after) => subscribersForExport(db, filter, after, PAGE),
    (s) => csvRow([s.email, s.status, csvTime(s.confirmedAt), csvTime(s.unsubscribedAt), csvTime(s.createdAt)]),
  );
}

/** What /admin/outbox shows with its filters: no bodies, links in subjects and errors redacted. */
export async function* outboxCsv(db: Database, filter: OutboxFilter): AsyncGenerator<string> {
  yield CSV_BOM + csvRow(["Created", "Kind", "To", "Subject", "State", "Attempts", "Last error", "Next attempt", "Sent"]);
  yield* pages(
    (after) => outboxForExport(db, filter, after, PAGE),
    (m) =>
      csvRow([
        csvTime(m.createdAt),
        m.kind,
        m.to,
        m.subject,
        m.status,
        m.attempts,
        m.lastError,
        m.status === "pending" ? csvTime(m.nextAttemptAt) : "",
        csvTime(m.sentAt),
      ]),
  );
}

/** A CSV download: streamed as the client reads it, never cached (personal data), named by list and day. */
export function csvResponse(name: string, lines: AsyncGenerator<string>): Response {
  const encoder = new TextEncoder();
  const body = new ReadableStream<Uint8Array>({
    async pull(controller) {
      const { value, done } = await lines.next();
      if (done) controller.close();
      else controller.enqueue(encoder.encode(value));
    },
    async cancel() {
      await lines.return(undefined);
    },
  });
  const day = new Date().toISOString().slice(0, 10);
  return new Response(body, {
    headers: {
      "Content-Type": "text/csv; charset=utf-8",
      "Content-Disposition": `attachment; filename="${name}-${day}.csv"`,
      "Cache-Control": "no-store",
    },
  });
}
