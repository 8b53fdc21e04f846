import { useEffect, useState } from "react";
import { data, Form, useActionData, useNavigation } from "react-router";
import type { Route } from "./+types/admin.workbooks._index";
import { seo } from "~/lib/seo";
import { db } from "~/db/db.server";
import { AdminHeader } from "~/components/admin/admin-shell";
import { ListCell, EditLink } from "~/components/admin/list-cells";
import { buttonVariants } from "~/components/ui/button-variants";
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle, DialogTrigger } from "~/components/ui/dialog";
import { Field } from "~/components/ui/field";
import { Input } from "~/components/ui/input";
import { Textarea } from "~/components/ui/textarea";
import { requireAdmin } from "~/modules/accounts/guards.server";
import { saveWorkbook, type WorkbookAnswer } from "~/modules/admin/workbooks-actions.server";
import { listWorkbookRows } from "~/modules/books/workbooks.server";
import { fileStorage } from "~/modules/storage/file-storage.server";

export const meta: Route.MetaFunction = (args) => seo(args, { title: "Workbooks", description: "The free workbooks.", index: false });

export async function loader({ request }: Route.LoaderArgs) {
  await requireAdmin(request);
  const rows = await listWorkbookRows(db());
  return {
    workbooks: rows.map((row) => ({
      id: row.id,
      title: row.title,
      pages: row.pages,
      downloads: row.downloads,
      hasPdf: Boolean(row.pdfKey),
      published: row.published,
      createdAt: row.createdAt.toISOString(),
    })),
  };
}

export async function action({ request }: Route.ActionArgs) {
  // The guard first: a student's post is refused before its form is even read.
  const admin = await requireAdmin(request);
  const answer = await saveWorkbook(db(), fileStorage(), admin, await request.formData());
  return data(answer, { status: answer.ok ? 200 : 400 });
}

const added = new Intl.DateTimeFormat("en-GB", { dateStyle: "medium", timeZone: "Europe/Copenhagen" });
const fileInput =
  "block w-full text-sm file:mr-3 file:min-h-11 file:rounded-control file:border file:border-sand-300 file:bg-ivory file:px-4 file:text-sm file:font-medium";

export default function AdminWorkbooks({ loaderData }: Route.ComponentProps) {
  const answer = useActionData<WorkbookAnswer>();
  const busy = useNavigation().state === "submitting";
  return (
    <div className="grid gap-6 pb-12">
      <AdminHeader
        title="Workbooks"
        lead="The free workbooks of the books page: their PDFs, and how often each is downloaded."
        actions={<AddWorkbookDialog answer={answer} busy={busy} />}
      />
      {answer?.ok ? (
        <p role="status" className="font-medium text-ink-900">
          {answer.message}
        </p>
      ) : null}
      <section aria-label="Workbooks" className="rounded-card border border-sand-200 bg-ivory p-5 shadow-card sm:p-6">
        <div
          aria-hidden
          className="hidden border-b border-sand-200 pb-2 text-xs font-semibold uppercase tracking-wide text-muted md:grid md:grid-cols-[minmax(0,1.6fr)_5rem_6rem_7rem_5rem] md:gap-x-4"
        >
          <span>Title</span>
          <span>Pages</span>
          <span>Downloads</span>
          <span>Date Added</span>
          <span>Edit</span>
        </div>
        <ul className="divide-y divide-sand-200">
          {loaderData.workbooks.map((book) => (
            <li key={book.id} className="grid gap-x-4 gap-y-1 py-4 md:grid-cols-[minmax(0,1.6fr)_5rem_6rem_7rem_5rem] md:items-center">
              <p className="font-medium text-ink-900">
                {book.title}
                {book.hasPdf ? null : <span className="ml-2 rounded-full bg-sand-200 px-2 py-0.5 text-xs font-semibold text-ink-800">No PDF yet</span>}
                {book.published ? null : <span className="ml-2 rounded-full bg-sand-200 px-2 py-0.5 text-xs font-semibold text-ink-800">Not published</span>}
              </p>
              <ListCell label="Pages:" numeric>
                {book.pages}
              </ListCell>
              <ListCell label="Downloads:" numeric>
                {book.downloads}
              </ListCell>
              <ListCell label="Added" muted>
                {added.format(new Date(book.createdAt))}
              </ListCell>
              <p>
                <EditLink to={`/admin/workbooks/${encodeURIComponent(book.id)}`} title={book.title} />
              </p>
            </li>
          ))}
        </ul>
      </section>
    </div>
  );
}

function AddWorkbookDialog({ answer, busy }: { answer: WorkbookAnswer | undefined; busy: boolean }) {
  const [open, setOpen] = useState(false);
  useEffect(() => {
    if (answer) setOpen(!answer.ok);
  }, [answer]);
  const errors = answer && !answer.ok ? answer.fieldErrors : {};
  return (
    <Dialog open={open} onOpenChange={setOpen}>
      <DialogTrigger className={buttonVariants()}>Add New Workbook</DialogTrigger>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>Add New Workbook</DialogTitle>
          <DialogDescription>A PDF up to 30 MB; its pages are counted from the file. It goes on the books page at once.</DialogDescription>
        </DialogHeader>
        {answer && !answer.ok ? (
          <p role="alert" className="text-sm font-medium text-danger">
            {answer.message}
          </p>
        ) : null}
        <Form method="post" encType="multipart/form-data" className="grid gap-4">
          <Field label="Workbook Title" name="title" required error={errors.title}>
            {(props) => <Input {...props} maxLength={120} />}
          </Field>
          <Field label="Description" name="description" required error={errors.description}>
            {(props) => <Textarea {...props} maxLength={2000} rows={3} />}
          </Field>
          <Field label="PDF File" name="pdf" required error={errors.pdf}>
            {(props) => <input {...props} type="file" accept="application/pdf,.pdf" className={fileInput} />}
          </Field>
          <Field label="Cover Image" name="cover" hint="PNG, JPEG or WebP, up to 5 MB. Optional." error={errors.cover}>
            {(props) => <input {...props} type="file" accept="image/png,image/jpeg,image/webp" className={fileInput} />}
          </Field>
          <button type="submit" disabled={busy} className={buttonVariants()}>
            {busy ? "Saving…" : "Upload Workbook"}
          </button>
        </Form>
      </DialogContent>
    </Dialog>
  );
}
