import type { Database } from "~/db/client.server";
import { createWorkbook, findWorkbook, updateWorkbook, type WorkbookFile } from "~/modules/books/workbooks.server";
import type { FileStorage } from "~/modules/storage/storage.server";
import { recordAudit, type AuditActor } from "~/modules/audit/audit.server";
import { storeCover } from "~/modules/storage/covers.server";
import { workbookSchema } from "./schemas";
import { storeWorkbookPdf } from "./workbook-files.server";

export type WorkbookAnswer = { ok: true; message: string; id: string } | { ok: false; message: string; fieldErrors: Record<string, string> };

const refused = (fieldErrors: Record<string, string>): WorkbookAnswer => ({
  ok: false,
  message: "Nothing was saved: check the fields marked below.",
  fieldErrors,
});

/**
 * 'Upload Workbook' (no `id`) or a workbook's save: the texts are checked first and the files
 * after, so a refused form stores nothing; each change is in the audit log.
 */
export async function saveWorkbook(db: Database, storage: FileStorage, actor: AuditActor, form: FormData, id?: string): Promise<WorkbookAnswer> {
  const parsed = workbookSchema.safeParse({ title: form.get("title"), description: form.get("description"), published: form.get("published") ?? undefined });
  if (!parsed.success) return refused(Object.fromEntries(parsed.error.issues.map((issue) => [String(issue.path[0]), issue.message])));
  const existing = id ? await findWorkbook(db, id) : null;
  if (id && !existing) return refused({ title: "This workbook no longer exists." });
  const pdfFile = form.get("pdf");
  const coverFile = form.get("cover");
  const hasPdf = pdfFile instanceof File && pdfFile.size > 0;
  if (!id && !hasPdf) return refused({ pdf: "Choose the workbook's PDF." });
  let pdf: WorkbookFile | undefined;
  if (hasPdf) {
    const stored = await storeWorkbookPdf(storage, pdfFile);
    if (!stored.ok) return refused({ pdf: stored.message });
    pdf = stored.file;
  }
  let coverUrl: string | null | undefined;
  if (coverFile instanceof File && coverFile.size > 0) {
    const stored = await storeCover(storage, coverFile);
    if (!stored.ok) return refused({ cover: stored.message });
    coverUrl = stored.url;
  }
  const { title, description, published } = parsed.data;
  if (!id) {
    const created = await createWorkbook(db, { title, description, pdf: pdf!, coverUrl: coverUrl ?? null });
    await recordAudit(db, actor, {
      action: "workbook.created",
      subjectType: "workbook",
      subjectId: created,
      summary: `Added the workbook ${title} (${pdf!.pages} pages).`,
    });
    return { ok: true, message: `${title} is on the books page with its PDF (${pdf!.pages} pages).`, id: created };
  }
  await updateWorkbook(db, id, { title, description, published: published === "on", pdf, coverUrl });
  const changes = [
    existing!.title !== title ? `title "${existing!.title}" → "${title}"` : null,
    pdf ? `a new PDF (${pdf.pages} pages)` : null,
    coverUrl ? "a new cover" : null,
    existing!.published !== (published === "on") ? (published === "on" ? "published" : "unpublished") : null,
  ].filter(Boolean);
  if (changes.length)
    await recordAudit(db, actor, { action: "workbook.changed", subjectType: "workbook", subjectId: id, summary: `Changed ${title}: ${changes.join("; ")}.` });
  return { ok: true, message: "Saved. The books page shows it now.", id };
}
