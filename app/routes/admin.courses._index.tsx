import { useEffect, useState } from "react";
import { data, Form, Link, useActionData, useNavigation } from "react-router";
import type { Route } from "./+types/admin.courses._index";
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
import { storeCover } from "~/modules/storage/covers.server";
import { createCourse, listCourseRows } from "~/modules/admin/courses.server";
import { fileStorage } from "~/modules/storage/file-storage.server";
import { createCourseSchema } from "~/modules/admin/schemas";

export const meta: Route.MetaFunction = (args) => seo(args, { title: "Courses", description: "What the studio sells.", index: false });

export async function loader({ request }: Route.LoaderArgs) {
  await requireAdmin(request);
  const rows = await listCourseRows(db());
  return { courses: rows.map((row) => ({ ...row, createdAt: row.createdAt.toISOString() })) };
}

type Answer = { ok: boolean; message: string; fieldErrors?: Record<string, string>; courseId?: string };

export async function action({ request }: Route.ActionArgs) {
  // The guard first: a student's post is refused before its form is even read.
  const admin = await requireAdmin(request);
  const form = await request.formData();
  const parsed = createCourseSchema.safeParse({ title: form.get("title"), description: form.get("description"), price: form.get("price") });
  const cover = form.get("cover");
  const fieldErrors: Record<string, string> = parsed.success
    ? {}
    : Object.fromEntries(parsed.error.issues.map((issue) => [String(issue.path[0]), issue.message]));
  if (!parsed.success) return data<Answer>({ ok: false, message: "Check the fields marked below.", fieldErrors }, { status: 400 });
  // The cover last: nothing is stored for a form that is refused.
  let imageUrl: string | null = null;
  if (cover instanceof File && cover.size > 0) {
    const stored = await storeCover(fileStorage(), cover);
    if (!stored.ok) return data<Answer>({ ok: false, message: "Check the fields marked below.", fieldErrors: { cover: stored.message } }, { status: 400 });
    imageUrl = stored.url;
  }
  const offer = await createCourse(db(), admin, { title: parsed.data.title, description: parsed.data.description, priceUsd: parsed.data.price, imageUrl });
  return data<Answer>({
    ok: true,
    message: `${offer.title} is created. It is not published yet: open it to add prices in other currencies and publish it.`,
    courseId: offer.id,
  });
}

const created = new Intl.DateTimeFormat("en-GB", { dateStyle: "medium", timeZone: "Europe/Copenhagen" });
const kindWords: Record<string, string> = {
  programme: "Programme",
  session: "Session",
  workshop: "Workshop",
  class: "Class",
  course: "Course",
  "online-course": "Online course",
};

export default function AdminCourses({ loaderData }: Route.ComponentProps) {
  const answer = useActionData<Answer>();
  const busy = useNavigation().state === "submitting";
  return (
    <div className="grid gap-6 pb-12">
      <AdminHeader
        title="Courses"
        lead="Everything the studio sells but shop products: texts, prices per currency, published or not."
        actions={<CreateCourseDialog answer={answer} busy={busy} />}
      />
      {answer?.ok ? (
        <p role="status" className="font-medium text-ink-900">
          {answer.message}{" "}
          {answer.courseId ? (
            <Link to={`/admin/courses/${answer.courseId}`} className="underline">
              Open it
            </Link>
          ) : null}
        </p>
      ) : null}
      <section aria-label="Courses" className="rounded-card border border-sand-200 bg-ivory p-5 shadow-card sm:p-6">
        <div
          aria-hidden
          className="hidden border-b border-sand-200 pb-2 text-xs font-semibold uppercase tracking-wide text-muted md:grid md:grid-cols-[minmax(0,1.6fr)_6rem_6rem_7rem_6rem] md:gap-x-4"
        >
          <span>Title</span>
          <span>Modules</span>
          <span>Students</span>
          <span>Date Created</span>
          <span>Actions</span>
        </div>
        <ul className="divide-y divide-sand-200">
          {loaderData.courses.map((course) => (
            <li key={course.id} className="grid gap-x-4 gap-y-1 py-4 md:grid-cols-[minmax(0,1.6fr)_6rem_6rem_7rem_6rem] md:items-center">
              <div>
                <p className="font-medium text-ink-900">
                  {course.title}
                  {course.published ? null : (
                    <span className="ml-2 rounded-full bg-sand-200 px-2 py-0.5 text-xs font-semibold text-ink-800">Not published</span>
                  )}
                </p>
                <p className="text-xs text-muted">{kindWords[course.kind] ?? course.kind}</p>
              </div>
              <ListCell label="Modules:" numeric>
                {course.modules}
              </ListCell>
              <ListCell label="Students:" numeric>
                {course.students}
              </ListCell>
              <ListCell label="Created" muted>
                {created.format(new Date(course.createdAt))}
              </ListCell>
              <p>
                <EditLink to={`/admin/courses/${encodeURIComponent(course.id)}`} title={course.title} />
              </p>
            </li>
          ))}
        </ul>
      </section>
    </div>
  );
}

function CreateCourseDialog({ answer, busy }: { answer: Answer | undefined; busy: boolean }) {
  const [open, setOpen] = useState(false);
  useEffect(() => {
    if (answer) setOpen(Boolean(answer.fieldErrors));
  }, [answer]);
  const errors = answer?.fieldErrors ?? {};
  return (
    <Dialog open={open} onOpenChange={setOpen}>
      <DialogTrigger className={buttonVariants()}>Create New Course</DialogTrigger>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>Create New Course</DialogTitle>
          <DialogDescription>It starts unpublished: add its other prices, a cover and its lessons, then publish it.</DialogDescription>
        </DialogHeader>
        <Form method="post" encType="multipart/form-data" className="grid gap-4">
          <Field label="Course Title" name="title" required error={errors.title}>
            {(props) => <Input {...props} maxLength={120} />}
          </Field>
          <Field label="Description" name="description" required error={errors.description}>
            {(props) => <Textarea {...props} maxLength={5000} rows={3} />}
          </Field>
          <Field label="Price ($)" name="price" required error={errors.price}>
            {(props) => <Input {...props} type="number" min="0" step="0.01" inputMode="decimal" placeholder="99.99" />}
          </Field>
          <Field
            label="Cover Image"
            name="cover"
            hint="PNG, JPEG or WebP, up to 5 MB. Optional: without one, the course card shows the studio's artwork."
            error={errors.cover}
          >
            {(props) => (
              <input
                {...props}
                type="file"
                accept="image/png,image/jpeg,image/webp"
                className="block w-full text-sm file:mr-3 file:min-h-11 file:rounded-control file:border file:border-sand-300 file:bg-ivory file:px-4 file:text-sm file:font-medium"
              />
            )}
          </Field>
          <button type="submit" disabled={busy} className={buttonVariants()}>
            {busy ? "Saving…" : "Create Course"}
          </button>
        </Form>
      </DialogContent>
    </Dialog>
  );
}
