import { and, desc, eq, sql, type SQL } from "drizzle-orm";
import { rowsOf, type Database } from "~/db/client.server";
import { cappedCount } from "~/db/capped-count.server";
import { contactMessages, storySubmissions } from "~/db/schema";
import { decodeCursor, encodeCursor } from "~/modules/accounts/roles.server";
import { nextStatus, type InboxFilter, type ItemKind } from "./filters";

/** Messages per page on /admin/messages. */
export const INBOX_PAGE_SIZE = 25;

export interface InboxItem {
  kind: ItemKind;
  id: string;
  name: string;
  email: string;
  /** A story's course or topic; null for a contact message. */
  topic: string | null;
  /** The start of what they wrote. */
  preview: string;
  status: string;
  hasPdf: boolean;
  createdAt: Date;
}

type RawItem = Omit<InboxItem, "createdAt"> & { created_ms: number; cursor_at: string; has_pdf: boolean };

/** Contact messages and stories as one list, one shape, filtered in SQL. */
function itemsQuery(filter: InboxFilter, where: SQL | undefined, columns: SQL) {
  const show = filter.show === "unread" ? sql`status = 'new'` : filter.show === "archived" ? sql`status = 'archived'` : sql`status <> 'archived'`;
  const parts: SQL[] = [];
  if (filter.kind !== "story")
    parts.push(
      sql`select 'message' as kind, id, name, email, null::text as topic, message as body, status, false as has_pdf, created_at from contact_messages`,
    );
  if (filter.kind !== "message")
    parts.push(sql`select 'story' as kind, id, name, email, topic, article as body, status, pdf_key is not null as has_pdf, created_at from story_submissions`);
  return sql`select ${columns} from (${sql.join(parts, sql` union all `)}) items where ${show}${where ? sql` and ${where}` : sql``}`;
}

const LIST_COLUMNS = sql`kind, id, name, email, topic, left(body, 200) as preview, status, has_pdf,
  (extract(epoch from created_at) * 1000)::float8 as created_ms, created_at::text as cursor_at`;

function toItem(row: RawItem): InboxItem {
  return {
    kind: row.kind,
    id: row.id,
    name: row.name,
    email: row.email,
    topic: row.topic,
    preview: row.preview,
    status: row.status,
    hasPdf: row.has_pdf,
    createdAt: new Date(Number(row.created_ms)),
  };
}

/** Newest first, by keyset (created_at, id): every page costs the same however full the inbox is. */
export async function listInbox(db: Database, filter: InboxFilter, input: { after?: string | null; limit?: number } = {}) {
  const limit = input.limit ?? INBOX_PAGE_SIZE;
  const cursor = decodeCursor(input.after);
  const position = cursor ? sql`(created_at, id) < (${cursor.at}::timestamptz, ${cursor.id})` : undefined;
  const rows = await rowsOf<RawItem>(db.execute(sql`${itemsQuery(filter, position, LIST_COLUMNS)} order by created_at desc, id desc limit ${limit + 1}`));
  const page = rows.slice(0, limit);
  const last = page.at(-1);
  return { items: page.map(toItem), next: rows.length > limit && last ? encodeCursor({ at: last.cursor_at, id: last.id }) : null };
}

/** Every row the filter matches, oldest first, a page at a time (the CSV export). */
export async function inboxRowsForExport(db: Database, filter: InboxFilter, after: { at: string; id: string } | null, limit: number) {
  const position = after ? sql`(created_at, id) > (${after.at}::timestamptz, ${after.id})` : undefined;
  const columns = sql`kind, id, name, email, topic, body, status, has_pdf,
    (extract(epoch from created_at) * 1000)::float8 as created_ms, created_at::text as cursor_at`;
  return rowsOf<RawItem & { body: string }>(db.execute(sql`${itemsQuery(filter, position, columns)} order by created_at, id limit ${limit}`));
}

export interface MessageDetail {
  kind: "message";
  id: string;
  name: string;
  email: string;
  phone: string | null;
  message: string;
  source: string;
  status: string;
  createdAt: Date;
}

export interface StoryDetail {
  kind: "story";
  id: string;
  name: string;
  email: string;
  topic: string;
  article: string;
  pdf: { name: string; size: number } | null;
  status: string;
  createdAt: Date;
}

export type ItemDetail = MessageDetail | StoryDetail;

/** Everything the sender wrote, or null when there is no such item. */
export async function getItem(db: Database, kind: ItemKind, id: string): Promise<ItemDetail | null> {
  if (kind === "message") {
    const [row] = await db.select().from(contactMessages).where(eq(contactMessages.id, id));
    if (!row) return null;
    return {
      kind,
      id: row.id,
      name: row.name,
      email: row.email,
      phone: row.phone,
      message: row.message,
      source: row.source,
      status: row.status,
      createdAt: row.createdAt,
    };
  }
  const [row] = await db.select().from(storySubmissions).where(eq(storySubmissions.id, id));
  if (!row) return null;
  return {
    kind,
    id: row.id,
    name: row.name,
    email: row.email,
    topic: row.topic,
    article: row.article,
    pdf: row.pdfKey ? { name: row.pdfName ?? "story.pdf", size: row.pdfSize ?? 0 } : null,
    status: row.status,
    createdAt: row.createdAt,
  };
}

/** A story's PDF in storage, or null when the story has none. */
export async function storyPdf(db: Database, id: string): Promise<{ key: string; name: string } | null> {
  const [row] = await db.select({ key: storySubmissions.pdfKey, name: storySubmissions.pdfName }).from(storySubmissions).where(eq(storySubmissions.id, id));
  return row?.key ? { key: row.key, name: row.name ?? "story.pdf" } : null;
}

const tableOf = (kind: ItemKind) => (kind === "message" ? contactMessages : storySubmissions);

/**
 * Opens, marks unread, archives or unarchives one item. The change is conditional on the status
 * it was read with, so two people clicking at once end in one of their states, never a mix.
 * Returns the new status, or null when nothing changed (already so, or no such item).
 */
export async function changeItemStatus(
  db: Database,
  kind: ItemKind,
  id: string,
  action: "open" | "mark-unread" | "archive" | "unarchive",
): Promise<string | null> {
  const table = tableOf(kind);
  const [row] = await db.select({ status: table.status }).from(table).where(eq(table.id, id));
  if (!row) return null;
  const status = nextStatus(row.status, action);
  if (!status) return null;
  const [changed] = await db
    .update(table)
    .set({ status })
    .where(and(eq(table.id, id), eq(table.status, row.status)))
    .returning({ status: table.status });
  return changed?.status ?? null;
}

/** For Today: how many contact messages and stories nobody has opened yet. */
export async function inboxCounts(db: Database): Promise<{ unreadMessages: number; unreadStories: number }> {
  const [unreadMessages, unreadStories] = await Promise.all([
    cappedCount(db, contactMessages, eq(contactMessages.status, "new"), contactMessages.createdAt),
    cappedCount(db, storySubmissions, eq(storySubmissions.status, "new"), storySubmissions.createdAt),
  ]);
  return { unreadMessages, unreadStories };
}

/** For a person's page: the contact messages and stories sent from this address (any case), newest first. */
export async function messagesForPerson(db: Database, email: string): Promise<InboxItem[]> {
  const same = (column: SQL) => sql`lower(${column}) = ${email.trim().toLowerCase()}`;
  const [messages, stories] = await Promise.all([
    db
      .select()
      .from(contactMessages)
      .where(same(sql`${contactMessages.email}`))
      .orderBy(desc(contactMessages.createdAt))
      .limit(100),
    db
      .select()
      .from(storySubmissions)
      .where(same(sql`${storySubmissions.email}`))
      .orderBy(desc(storySubmissions.createdAt))
      .limit(100),
  ]);
  return [
    ...messages.map((m) => ({
      kind: "message" as const,
      id: m.id,
      name: m.name,
      email: m.email,
      topic: null,
      preview: m.message.slice(0, 200),
      status: m.status,
      hasPdf: false,
      createdAt: m.createdAt,
    })),
    ...stories.map((s) => ({
      kind: "story" as const,
      id: s.id,
      name: s.name,
      email: s.email,
      topic: s.topic,
      preview: s.article.slice(0, 200),
      status: s.status,
      hasPdf: Boolean(s.pdfKey),
      createdAt: s.createdAt,
    })),
  ].sort((a, b) => b.createdAt.getTime() - a.createdAt.getTime());
}
