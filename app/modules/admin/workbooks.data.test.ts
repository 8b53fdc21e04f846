import { mkdtempSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestDatabase } from "../../../tests/db";
import type { DatabaseHandle } from "~/db/client.server";
import { countDownload, findWorkbook, publishedWorkbooks, seedWorkbooks } from "~/modules/books/workbooks.server";
import { createLocalStorage } from "~/modules/storage/local-storage.server";
import { listAudit } from "~/modules/audit/audit.server";
import { readStats } from "./stats.server";
import { saveWorkbook } from "./workbooks-actions.server";

let handle: DatabaseHandle;
let root: string;
const coach = { id: "coach", name: "Maja Holm" };
const storage = () => createLocalStorage(path.join(root, "files"));
const pdf = () => new File([readFileSync("content/materials/voice-elevated-curriculum.pdf")], "Breath Diary.pdf", { type: "application/pdf" });

function form(fields: Record<string, string | File>) {
  const data = new FormData();
  for (const [name, value] of Object.entries(fields)) data.set(name, value);
  return data;
}

beforeAll(async () => {
  handle = await createTestDatabase();
  root = mkdtempSync(path.join(tmpdir(), "workbooks-"));
  await seedWorkbooks(handle.db);
  await seedWorkbooks(handle.db);
});
afterAll(async () => {
  await handle.close();
  rmSync(root, { recursive: true, force: true });
});

describe("workbooks", () => {
  it("seeds the three first workbooks once, with their preview pages and no PDF yet", async () => {
    const books = await publishedWorkbooks(handle.db);
    expect(books.map((b) => b.id)).toEqual(["voice-workbook", "vocal-health", "warmup"]);
    expect(books[0]).toMatchObject({ pages: 76, pdfUrl: null });
    expect(books[0]!.previewPages.length).toBeGreaterThan(0);
  });

  it("adds a workbook with its PDF, pages counted from the file, on the books page at once", async () => {
    const answer = await saveWorkbook(handle.db, storage(), coach, form({ title: "Breath Diary", description: "A page a day.", pdf: pdf() }));
    if (!answer.ok) return expect.fail(answer.message);
    expect(answer.message).toBe("Breath Diary is on the books page with its PDF (2 pages).");
    const book = (await publishedWorkbooks(handle.db)).find((b) => b.id === answer.id);
    expect(book).toMatchObject({ title: "Breath Diary", pages: 2, pdfUrl: `/workbooks/${answer.id}/download`, previewPages: [] });
    expect((await listAudit(handle.db)).entries[0]?.summary).toBe("Added the workbook Breath Diary (2 pages).");
  });

  it("refuses a file that is not a PDF, or no file, and stores nothing", async () => {
    const fake = new File(["just text, named like a PDF"], "notes.pdf", { type: "application/pdf" });
    expect(await saveWorkbook(handle.db, storage(), coach, form({ title: "Fake", description: "x", pdf: fake }))).toMatchObject({
      ok: false,
      fieldErrors: { pdf: "The file must be a PDF." },
    });
    expect(await saveWorkbook(handle.db, storage(), coach, form({ title: "None", description: "x" }))).toMatchObject({
      ok: false,
      fieldErrors: { pdf: "Choose the workbook's PDF." },
    });
    expect(await saveWorkbook(handle.db, storage(), coach, form({ title: "", description: "x", pdf: pdf() }))).toMatchObject({
      ok: false,
      fieldErrors: { title: "Enter the workbook's title." },
    });
    expect((await publishedWorkbooks(handle.db)).map((b) => b.title)).not.toContain("Fake");
  });

  it("counts every download, two at once both, into the workbook and the stats strip's Downloads; an unpublished one serves nothing", async () => {
    const [book] = (await publishedWorkbooks(handle.db)).filter((b) => b.pdfUrl);
    const before = (await readStats(handle.db)).downloads;
    const [a, b] = await Promise.all([countDownload(handle.db, book!.id), countDownload(handle.db, book!.id)]);
    expect(a?.pdfKey && b?.pdfKey).toBeTruthy();
    expect((await findWorkbook(handle.db, book!.id))?.downloads).toBe(2);
    expect((await readStats(handle.db)).downloads).toBe(before + 2);
    expect(await countDownload(handle.db, "voice-workbook")).toBeNull();
    const saved = await saveWorkbook(handle.db, storage(), coach, form({ title: book!.title, description: "Hidden now." }), book!.id);
    expect(saved.ok).toBe(true);
    expect(await countDownload(handle.db, book!.id)).toBeNull();
    expect((await publishedWorkbooks(handle.db)).map((w) => w.id)).not.toContain(book!.id);
  });
});
