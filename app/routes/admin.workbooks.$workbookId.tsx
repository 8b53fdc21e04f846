import ArrowLeft from "lucide-react/icons/arrow-left";
import { data, Form, Link, useActionData, useNavigation } from "react-router";
import type { Route } from "./+types/admin.workbooks.$workbookId";
import { seo } from "~/lib/seo";
import { db } from "~/db/db.server";
import { AdminHeader } from "~/components/admin/admin-shell";
import { buttonVariants } from "~/components/ui/button-variants";
import { Field } from "~/components/ui/field";
import { Input } from "~/components/ui/input";
import { Textarea } from "~/components/ui/textarea";
import { requireAdmin } from "~/modules/accounts/guards.server";
import { saveWorkbook, type WorkbookAnswer } from "~/modules/admin/workbooks-actions.server";
import { findWorkbook } from "~/modules/books/workbooks.server";
import { fileStorage } from "~/modules/storage/file-storage.server";

export const meta: Route.MetaFunction = (args) => seo(args, { title: "Edit workbook", description: "One workbook.", index: false });

export async function loader({ request, params }: Route.LoaderArgs) {
  await requireAdmin(request);
  const book = await findWorkbook(db(), params.workbookId);
  if (!book) throw data("Not found", { status: 404 });
  return {
    book: {
      id: book.id,
      title: book.title,
      description: book.description,
      pages: book.pages,
      downloads: book.downloads,
      published: book.published,
      pdfFileName: book.pdfFileName,
      coverUrl: book.coverUrl,
    },
  };
}

export async function action({ request, params }: Route.ActionArgs) {
  // The guard first: a student's post is refused before its form is even read.
  const admin = await requireAdmin(request);
  const answer = await saveWorkbook(db(), fileStorage(), admin, await request.formData(), params.workbookId);
  return data(answer, { status: answer.ok ? 200 : 400 });
}

const fileInput =
  "block w-full text-sm file:mr-3 file:min-h-11 file:rounded-control file:border file:border-sand-300 file:bg-ivory file:px-4 file:text-sm file:font-medium";

export default function AdminWorkbook({ loaderData }: Route.ComponentProps) {
  const answer = useActionData<WorkbookAnswer>();
  const busy = useNavigation().state === "submitting";
  const { book } = loaderData;
  const errors = answer && !answer.ok ? answer.fieldErrors : {};
  return (
    <div className="grid gap-6 pb-12">
      <p className="pt-8">
        <Link to="/admin/workbooks" className="inline-flex min-h-11 items-center text-sm font-medium underline">
          <ArrowLeft aria-hidden className="mr-1 size-4" />
          All workbooks
        </Link>
      </p>
      <AdminHeader
        title={book.title}
        lead={`${book.pages} pages · ${book.downloads} downloads · ${book.pdfFileName ? `PDF: ${book.pdfFileName}` : "no PDF yet (the books page says it is coming)"}`}
      />
      {answer ? (
        <p role={answer.ok ? "status" : "alert"} className={answer.ok ? "font-medium text-ink-900" : "font-medium text-danger"}>
          {answer.message}
        </p>
      ) : null}
      <Form
        key={JSON.stringify(book)}
        method="post"
        encType="multipart/form-data"
        className="grid gap-5 rounded-card border border-sand-200 bg-ivory p-5 shadow-card sm:p-6"
      >
        <Field label="Workbook Title" name="title" required error={errors.title}>
          {(props) => <Input {...props} defaultValue={book.title} maxLength={120} />}
        </Field>
        <Field label="Description" name="description" required error={errors.description}>
          {(props) => <Textarea {...props} defaultValue={book.description} rows={4} maxLength={2000} />}
        </Field>
        <Field label="PDF File" name="pdf" hint={book.pdfFileName ? "Choose a file only to replace the current PDF." : "Up to 30 MB."} error={errors.pdf}>
          {(props) => <input {...props} type="file" accept="application/pdf,.pdf" className={fileInput} />}
        </Field>
        <Field label="Cover Image" name="cover" hint="PNG, JPEG or WebP, up to 5 MB; a new one replaces the current." error={errors.cover}>
          {(props) => <input {...props} type="file" accept="image/png,image/jpeg,image/webp" className={fileInput} />}
        </Field>
        <label className="flex min-h-11 items-center gap-2 text-sm">
          <input type="checkbox" name="published" defaultChecked={book.published} className="size-5 accent-amber-600" />
          Published (on the books page)
        </label>
        <div>
          <button type="submit" disabled={busy} className={buttonVariants()}>
            {busy ? "Saving…" : "Save changes"}
          </button>
        </div>
      </Form>
    </div>
  );
}
