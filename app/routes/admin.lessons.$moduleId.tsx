import ArrowLeft from "lucide-react/icons/arrow-left";
import { data, Form, Link, useActionData, useNavigation } from "react-router";
import type { Route } from "./+types/admin.lessons.$moduleId";
import { seo } from "~/lib/seo";
import { db } from "~/db/db.server";
import { AdminHeader } from "~/components/admin/admin-shell";
import { HistoryCard } from "~/components/admin/history-card";
import { MediaUploader } from "~/components/admin/media-uploader";
import { buttonVariants } from "~/components/ui/button-variants";
import { Field } from "~/components/ui/field";
import { Input } from "~/components/ui/input";
import { Textarea } from "~/components/ui/textarea";
import { requireAdmin } from "~/modules/accounts/guards.server";
import { listAudit } from "~/modules/audit/audit.server";
import { attachResource, detachResource, lessonPage, saveLessonTexts } from "~/modules/admin/lesson-page.server";
import { formatDuration, MAX_RESOURCE_PDF_LABEL } from "~/modules/admin/media-check";
import { lessonPageSchema } from "~/modules/admin/schemas";
import { fileStorage } from "~/modules/storage/file-storage.server";

export const meta: Route.MetaFunction = (args) => seo(args, { title: "Edit lesson", description: "One lesson's texts and resources.", index: false });

export async function loader({ request, params }: Route.LoaderArgs) {
  await requireAdmin(request);
  const lesson = await lessonPage(db(), params.moduleId);
  if (!lesson) throw data("Not found", { status: 404 });
  const history = await listAudit(db(), { subject: { type: "lesson", id: lesson.id }, limit: 20 });
  return { lesson, history: history.entries.map((e) => ({ ...e, createdAt: e.createdAt.toISOString() })) };
}

type Answer = { ok: boolean; intent?: string; message: string; fieldErrors?: Record<string, string> };

export async function action({ request, params }: Route.ActionArgs) {
  // The guard first: a student's post is refused before its form is even read.
  const admin = await requireAdmin(request);
  const parsed = lessonPageSchema.safeParse(Object.fromEntries(await request.formData()));
  if (!parsed.success) {
    const fieldErrors = Object.fromEntries(parsed.error.issues.map((issue) => [String(issue.path[0]), issue.message]));
    return data<Answer>({ ok: false, message: "Nothing was saved: check the fields marked below.", fieldErrors }, { status: 400 });
  }
  const input = parsed.data;
  const result =
    input.intent === "save"
      ? await saveLessonTexts(db(), admin, params.moduleId, input)
      : input.intent === "attach"
        ? await attachResource(db(), admin, params.moduleId, input)
        : await detachResource({ db: db(), storage: fileStorage() }, admin, params.moduleId, input.materialId);
  if (!result.ok)
    return data<Answer>(
      { ok: false, intent: input.intent, message: result.message, fieldErrors: result.field ? { [result.field]: result.message } : undefined },
      { status: result.status },
    );
  return data<Answer>({ ok: true, intent: input.intent, message: result.message });
}

const card = "grid gap-4 rounded-card border border-sand-200 bg-ivory p-5 shadow-card sm:p-6";

function fileFacts(file: { kind: string; pages: number | null; sizeBytes: number }) {
  const size = file.sizeBytes >= 1024 * 1024 ? `${(file.sizeBytes / 1024 / 1024).toFixed(1)} MB` : `${Math.max(1, Math.round(file.sizeBytes / 1024))} KB`;
  if (file.kind === "pdf") return `PDF · ${file.pages ?? "?"} pages · ${size}`;
  return `${file.kind === "video" ? "Video" : "Audio"} · ${formatDuration(file.pages)} · ${size}`;
}

export default function AdminLesson({ loaderData }: Route.ComponentProps) {
  const answer = useActionData<Answer>();
  const navigation = useNavigation();
  const busyWith = navigation.state === "submitting" ? navigation.formData?.get("intent") : null;
  const { lesson, history } = loaderData;
  const errors = answer?.fieldErrors ?? {};
  return (
    <div className="grid gap-6 pb-12">
      <p className="pt-8">
        <Link to={`/admin/lessons?course=${encodeURIComponent(lesson.courseId)}`} className="inline-flex min-h-11 items-center text-sm font-medium underline">
          <ArrowLeft aria-hidden className="mr-1 size-4" />
          Lessons of {lesson.courseTitle}
        </Link>
      </p>
      <AdminHeader
        title={lesson.title}
        lead={lesson.published ? `Published in ${lesson.courseTitle}.` : `A draft in ${lesson.courseTitle}: students do not see it yet.`}
        actions={
          <Link
            to={`/admin/courses/${encodeURIComponent(lesson.courseId)}/preview?module=${encodeURIComponent(lesson.id)}`}
            className={buttonVariants({ variant: "outline" })}
          >
            Preview as a student
          </Link>
        }
      />
      {answer ? (
        <p role={answer.ok ? "status" : "alert"} className={answer.ok ? "font-medium text-ink-900" : "font-medium text-danger"}>
          {answer.message}
        </p>
      ) : null}
      <Form key={`${lesson.title}\n${lesson.description}`} method="post" className={card} aria-label="The lesson's texts">
        <input type="hidden" name="intent" value="save" />
        <Field label="Lesson Title" name="title" required error={answer?.intent !== "attach" ? errors.title : undefined}>
          {(props) => <Input {...props} defaultValue={lesson.title} maxLength={120} />}
        </Field>
        <Field label="Description" name="description" error={errors.description}>
          {(props) => <Textarea {...props} defaultValue={lesson.description} rows={4} maxLength={2000} />}
        </Field>
        <p className="text-sm text-muted">Lesson file: {lesson.lessonFile ? `${lesson.lessonFile.fileName} (${fileFacts(lesson.lessonFile)})` : "none"}</p>
        <div>
          <button type="submit" disabled={Boolean(busyWith)} className={buttonVariants()}>
            {busyWith === "save" ? "Saving…" : "Save"}
          </button>
        </div>
      </Form>
      <section aria-labelledby="resources-title" className={card}>
        <h2 id="resources-title" className="text-xl text-ink-900">
          Resources
        </h2>
        {lesson.resources.length ? (
          <ul className="divide-y divide-sand-200">
            {lesson.resources.map((resource) => (
              <li key={resource.id} className="flex flex-wrap items-center justify-between gap-3 py-3">
                <div className="min-w-0">
                  <p className="font-medium text-ink-900">{resource.title}</p>
                  <p className="text-sm text-muted">{fileFacts(resource)}</p>
                </div>
                <Form method="post">
                  <input type="hidden" name="intent" value="detach" />
                  <input type="hidden" name="materialId" value={resource.id} />
                  <button type="submit" disabled={Boolean(busyWith)} className={buttonVariants({ variant: "outline", size: "sm" })}>
                    Remove<span className="sr-only"> {resource.title}</span>
                  </button>
                </Form>
              </li>
            ))}
          </ul>
        ) : (
          <p className="text-sm text-muted">No resources yet. Students see them under the lesson, to download.</p>
        )}
        {/* key: after a resource is attached the form starts empty for the next. */}
        <Form key={lesson.resources.length} method="post" className="grid gap-4 border-t border-sand-200 pt-4" aria-label="Attach a resource">
          <input type="hidden" name="intent" value="attach" />
          <Field
            label="Resource name"
            name="title"
            required
            error={answer?.intent === "attach" ? errors.title : undefined}
            hint="As students see it, such as 'Warm-up sheet'."
          >
            {(props) => <Input {...props} maxLength={120} />}
          </Field>
          <Field label="File" name="file" required error={errors.uploadId} hint={`A PDF up to ${MAX_RESOURCE_PDF_LABEL}, or audio.`}>
            {(props) => <MediaUploader contentKind="resource" inputId={props.id} describedBy={props["aria-describedby"]} />}
          </Field>
          <div>
            <button type="submit" disabled={Boolean(busyWith)} className={buttonVariants()}>
              {busyWith === "attach" ? "Saving…" : "Attach"}
            </button>
          </div>
        </Form>
      </section>
      <HistoryCard entries={history} />
    </div>
  );
}
