import { randomUUID } from "node:crypto";
import { asc, desc, eq, sql } from "drizzle-orm";
import type { Database } from "~/db/client.server";
import { workbooks as workbookRows } from "~/db/schema";
import { workbooks as codeWorkbooks, type Workbook } from "./workbooks";

/** The three first workbooks, as rows (their preview pages stay in code); a coach's edits are never overwritten. */
export async function seedWorkbooks(db: Database) {
  await db
    .insert(workbookRows)
    .values(
      codeWorkbooks.map((book, index) => ({
        id: book.id,
        title: book.title,
        description: book.description,
        pages: book.pages,
        coverUrl: book.coverImage,
        sortOrder: index,
      })),
    )
    .onConflictDoNothing();
}

/** The address 'Download Free PDF' points at: it counts the download and serves the file. */
export const workbookDownloadPath = (id: string) => `/workbooks/${encodeURIComponent(id)}/download`;

const DEFAULT_COVER = "/images/books/voice-workbook.svg";

/** /books: the published workbooks in the coach's order, each with its preview pages when the studio wrote some. */
export async function publishedWorkbooks(db: Database): Promise<Workbook[]> {
  const rows = await db.select().from(workbookRows).where(eq(workbookRows.published, true)).orderBy(asc(workbookRows.sortOrder), asc(workbookRows.createdAt));
  return rows.map((row) => ({
    id: row.id,
    title: row.title,
    description: row.description,
    pages: row.pages,
    coverImage: row.coverUrl ?? DEFAULT_COVER,
    previewPages: codeWorkbooks.find((book) => book.id === row.id)?.previewPages ?? [],
    pdfUrl: row.pdfKey ? workbookDownloadPath(row.id) : null,
  }));
}

/** One download: the count goes up by one (in the row, so two at once both count) and the file's key comes back. */
export async function countDownload(db: Database, id: string) {
  const [row] = await db
    .update(workbookRows)
    .set({ downloads: sql`${workbookRows.downloads} + 1` })
    .where(sql`${workbookRows.id} = ${id} and ${workbookRows.published} and ${workbookRows.pdfKey} is not null`)
    .returning({ pdfKey: workbookRows.pdfKey, fileName: workbookRows.pdfFileName, title: workbookRows.title });
  return row ?? null;
}

/** The Workbooks tab: every workbook, newest first. */
export function listWorkbookRows(db: Database) {
  return db.select().from(workbookRows).orderBy(desc(workbookRows.createdAt), asc(workbookRows.id));
}

export function findWorkbook(db: Database, id: string) {
  return db
    .select()
    .from(workbookRows)
    .where(eq(workbookRows.id, id))
    .then((rows) => rows[0] ?? null);
}

export interface WorkbookFile {
  key: string;
  fileName: string;
  sizeBytes: number;
  pages: number;
}

/** 'Upload Workbook': a new published workbook with its PDF (pages read from it) and cover. */
export async function createWorkbook(db: Database, input: { title: string; description: string; pdf: WorkbookFile; coverUrl: string | null }) {
  const id = `wb-${randomUUID().slice(0, 8)}`;
  const [last] = await db.select({ n: sql<number>`coalesce(max(${workbookRows.sortOrder}), 0)` }).from(workbookRows);
  await db.insert(workbookRows).values({
    id,
    title: input.title,
    description: input.description,
    pages: input.pdf.pages,
    coverUrl: input.coverUrl,
    pdfKey: input.pdf.key,
    pdfFileName: input.pdf.fileName,
    pdfSizeBytes: input.pdf.sizeBytes,
    sortOrder: Number(last?.n ?? 0) + 1,
  });
  return id;
}

/** The editor's save: texts, published, and a new PDF or cover when given. */
export async function updateWorkbook(
  db: Database,
  id: string,
  input: { title: string; description: string; published: boolean; pdf?: WorkbookFile; coverUrl?: string | null },
) {
  const rows = await db
    .update(workbookRows)
    .set({
      title: input.title,
      description: input.description,
      published: input.published,
      ...(input.pdf ? { pdfKey: input.pdf.key, pdfFileName: input.pdf.fileName, pdfSizeBytes: input.pdf.sizeBytes, pages: input.pdf.pages } : {}),
      ...(input.coverUrl !== undefined ? { coverUrl: input.coverUrl } : {}),
      updatedAt: new Date(),
    })
    .where(eq(workbookRows.id, id))
    .returning({ id: workbookRows.id });
  return rows.length > 0;
}
