import { useEffect, useState } from "react";
import ArrowDown from "lucide-react/icons/arrow-down";
import ArrowUp from "lucide-react/icons/arrow-up";
import { data, Form, Link, useActionData, useNavigation } from "react-router";
import type { Route } from "./+types/admin.lessons._index";
import { seo } from "~/lib/seo";
import { db } from "~/db/db.server";
import { AdminHeader } from "~/components/admin/admin-shell";
import { EditLink, ListCell } from "~/components/admin/list-cells";
import { MediaUploader } from "~/components/admin/media-uploader";
import { buttonVariants } from "~/components/ui/button-variants";
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle, DialogTrigger } from "~/components/ui/dialog";
import { Field } from "~/components/ui/field";
import { Input } from "~/components/ui/input";
import { Select } from "~/components/ui/select";
import { Textarea } from "~/components/ui/textarea";
import { requireAdmin } from "~/modules/accounts/guards.server";
import { createLesson, listLessons, moveLesson, setLessonPublished } from "~/modules/admin/lessons.server";
import { formatDuration, MAX_LESSON_MEDIA_LABEL } from "~/modules/admin/media-check";
import { lessonChangeSchema, lessonSchema } from "~/modules/admin/schemas";
import { coursesToGive } from "~/modules/admin/students.server";

export const meta: Route.MetaFunction = (args) => seo(args, { title: "Lessons", description: "The courses' lessons.", index: false });

export async function loader({ request }: Route.LoaderArgs) {
  await requireAdmin(request);
  const params = new URL(request.url).searchParams;
  const courseId = params.get("course")?.slice(0, 100) || null;
  const q = params.get("q")?.slice(0, 120) ?? "";
  const [page, courses] = await Promise.all([listLessons(db(), { courseId, q, after: params.get("after") }), coursesToGive(db())]);
  return {
    courseId,
    q,
    courses,
    next: page.next,
    paged: Boolean(params.get("after")),
    lessons: page.lessons.map((l) => ({ ...l, createdAt: l.createdAt.toISOString() })),
  };
}

type Answer = { ok: boolean; message: string; fieldErrors?: Record<string, string> };

export async function action({ request }: Route.ActionArgs) {
  // The guard first: a student's post is refused before its form is even read.
  const admin = await requireAdmin(request);
  const form = Object.fromEntries(await request.formData());
  if (form.intent === "create") {
    const parsed = lessonSchema.safeParse(form);
    if (!parsed.success) {
      const fieldErrors = Object.fromEntries(parsed.error.issues.map((issue) => [String(issue.path[0]), issue.message]));
      return data<Answer>({ ok: false, message: "Check the fields marked below.", fieldErrors }, { status: 400 });
    }
    const result = await createLesson(db(), admin, parsed.data);
    if (!result.ok)
      return data<Answer>(
        { ok: false, message: result.message, fieldErrors: result.field ? { [result.field]: result.message } : undefined },
        { status: result.status },
      );
    return data<Answer>({ ok: true, message: result.message });
  }
  const parsed = lessonChangeSchema.safeParse(form);
  if (!parsed.success) return data<Answer>({ ok: false, message: "Something went wrong. Please try again." }, { status: 400 });
  const done =
    parsed.data.intent === "publish"
      ? await setLessonPublished(db(), admin, parsed.data.moduleId, parsed.data.published === "true")
      : await moveLesson(db(), admin, parsed.data.moduleId, parsed.data.direction);
  return data<Answer>(done ? { ok: true, message: "Saved." } : { ok: false, message: "That lesson cannot move further, or no longer exists." }, {
    status: done ? 200 : 409,
  });
}

const added = new Intl.DateTimeFormat("en-GB", { dateStyle: "medium", timeZone: "Europe/Copenhagen" });
const smallOutline = buttonVariants({ variant: "outline", size: "sm" });

export default function AdminLessons({ loaderData }: Route.ComponentProps) {
  const answer = useActionData<Answer>();
  const navigation = useNavigation();
  const busy = navigation.state === "submitting";
  const filtered = Boolean(loaderData.courseId);
  return (
    <div className="grid gap-6 pb-12">
      <AdminHeader
        title="Lessons"
        lead="Each course's lessons in the order students meet them. Drafts stay yours until you publish them."
        actions={<UploadLessonDialog courses={loaderData.courses} answer={answer} busy={busy} />}
      />
      {answer && !answer.fieldErrors ? (
        <p role={answer.ok ? "status" : "alert"} className={answer.ok ? "font-medium text-ink-900" : "font-medium text-danger"}>
          {answer.message}
        </p>
      ) : null}
      <Form method="get" className="flex flex-wrap items-end gap-3" aria-label="Lessons of one course">
        <div className="grid gap-1">
          <label htmlFor="lesson-course-filter" className="text-sm font-medium">
            Course
          </label>
          <Select id="lesson-course-filter" name="course" defaultValue={loaderData.courseId ?? ""} className="min-w-56">
            <option value="">Every course</option>
            {loaderData.courses.map((course) => (
              <option key={course.id} value={course.id}>
                {course.title}
              </option>
            ))}
          </Select>
        </div>
        <div className="grid gap-1">
          <label htmlFor="lesson-search" className="text-sm font-medium">
            Title contains
          </label>
          <Input id="lesson-search" type="search" name="q" defaultValue={loaderData.q} maxLength={120} className="min-w-56" />
        </div>
        <button type="submit" className={smallOutline}>
          Show
        </button>
      </Form>
      <section aria-label="Lessons" className="rounded-card border border-sand-200 bg-ivory p-5 shadow-card sm:p-6">
        {loaderData.lessons.length === 0 ? (
          <p className="text-sm text-muted">{loaderData.q || loaderData.paged ? "No lessons match." : "No lessons yet. 'Upload New Lesson' adds the first."}</p>
        ) : (
          <>
            <div
              aria-hidden
              className="hidden border-b border-sand-200 pb-2 text-xs font-semibold uppercase tracking-wide text-muted md:grid md:grid-cols-[minmax(0,1.4fr)_minmax(0,1fr)_5rem_5rem_7rem_minmax(0,16rem)] md:gap-x-4"
            >
              <span>Title</span>
              <span>Course</span>
              <span>Type</span>
              <span>Duration</span>
              <span>Date Added</span>
              <span className="md:text-right">Edit</span>
            </div>
            <ul className="divide-y divide-sand-200">
              {loaderData.lessons.map((lesson) => (
                <li
                  key={lesson.id}
                  className="grid gap-x-4 gap-y-1 py-4 md:grid-cols-[minmax(0,1.4fr)_minmax(0,1fr)_5rem_5rem_7rem_minmax(0,16rem)] md:items-center"
                >
                  <p className="font-medium text-ink-900">
                    {lesson.title}
                    {lesson.published ? null : <span className="ml-2 rounded-full bg-sand-200 px-2 py-0.5 text-xs font-semibold text-ink-800">Draft</span>}
                  </p>
                  <p className="text-sm">{lesson.courseTitle}</p>
                  <ListCell label="Type:">{lesson.kind === "audio" ? "Audio" : lesson.kind === "video" ? "Video" : "Text"}</ListCell>
                  <ListCell label="Duration:" numeric>
                    {formatDuration(lesson.durationSeconds)}
                  </ListCell>
                  <ListCell label="Added" muted>
                    {added.format(new Date(lesson.createdAt))}
                  </ListCell>
                  <div className="flex flex-wrap gap-2 md:justify-end">
                    <EditLink to={`/admin/lessons/${encodeURIComponent(lesson.id)}`} title={lesson.title} />
                    <Form method="post">
                      <input type="hidden" name="intent" value="publish" />
                      <input type="hidden" name="moduleId" value={lesson.id} />
                      <input type="hidden" name="published" value={lesson.published ? "false" : "true"} />
                      <button type="submit" disabled={busy} className={smallOutline}>
                        {lesson.published ? "Make draft" : "Publish"}
                        <span className="sr-only"> {lesson.title}</span>
                      </button>
                    </Form>
                    {filtered ? (
                      <>
                        <MoveButton id={lesson.id} title={lesson.title} direction="up" busy={busy} />
                        <MoveButton id={lesson.id} title={lesson.title} direction="down" busy={busy} />
                      </>
                    ) : null}
                  </div>
                </li>
              ))}
            </ul>
            {loaderData.next || loaderData.paged ? (
              <nav aria-label="More lessons" className="mt-4 flex flex-wrap gap-3">
                {loaderData.paged ? (
                  <Link to={`/admin/lessons${loaderData.q ? `?q=${encodeURIComponent(loaderData.q)}` : ""}`} className={smallOutline}>
                    Newest lessons
                  </Link>
                ) : null}
                {loaderData.next ? (
                  <Link
                    to={`/admin/lessons?${new URLSearchParams({ ...(loaderData.q ? { q: loaderData.q } : {}), after: loaderData.next })}`}
                    className={smallOutline}
                  >
                    Older lessons
                  </Link>
                ) : null}
              </nav>
            ) : null}
            {filtered ? null : (
              <p className="mt-3 text-sm text-muted">
                To change the order,{" "}
                <Link to={`/admin/lessons?course=${encodeURIComponent(loaderData.lessons[0]!.courseId)}`} className="underline">
                  show one course
                </Link>
                .
              </p>
            )}
          </>
        )}
      </section>
    </div>
  );
}

function MoveButton({ id, title, direction, busy }: { id: string; title: string; direction: "up" | "down"; busy: boolean }) {
  return (
    <Form method="post">
      <input type="hidden" name="intent" value="move" />
      <input type="hidden" name="moduleId" value={id} />
      <input type="hidden" name="direction" value={direction} />
      <button type="submit" disabled={busy} className={smallOutline}>
        {direction === "up" ? <ArrowUp aria-hidden className="size-4" /> : <ArrowDown aria-hidden className="size-4" />}
        <span className="sr-only">
          Move {title} {direction}
        </span>
      </button>
    </Form>
  );
}

function UploadLessonDialog({ courses, answer, busy }: { courses: { id: string; title: string }[]; answer: Answer | undefined; busy: boolean }) {
  const [open, setOpen] = useState(false);
  const [contentKind, setContentKind] = useState<"video" | "audio">("video");
  const errors = answer?.fieldErrors ?? {};
  // A refused form stays open with its messages (and the file already uploaded); a saved one closes.
  useEffect(() => {
    if (answer) setOpen(Boolean(answer.fieldErrors));
  }, [answer]);
  return (
    <Dialog open={open} onOpenChange={setOpen}>
      <DialogTrigger className={buttonVariants()}>Upload New Lesson</DialogTrigger>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>Upload New Lesson</DialogTitle>
          <DialogDescription>
            Audio or video up to {MAX_LESSON_MEDIA_LABEL}. The upload continues after a dropped connection; after a reload, choose the same file again.
          </DialogDescription>
        </DialogHeader>
        {answer?.fieldErrors ? (
          <p role="alert" className="text-sm font-medium text-danger">
            {answer.message}
          </p>
        ) : null}
        <Form method="post" className="grid gap-4">
          <input type="hidden" name="intent" value="create" />
          <Field label="Lesson Title" name="title" required error={errors.title}>
            {(props) => <Input {...props} maxLength={120} />}
          </Field>
          <Field label="Course" name="courseId" required error={errors.courseId}>
            {(props) => (
              <Select {...props} defaultValue="">
                <option value="" disabled>
                  Select a course
                </option>
                {courses.map((course) => (
                  <option key={course.id} value={course.id}>
                    {course.title}
                  </option>
                ))}
              </Select>
            )}
          </Field>
          <Field label="Content Type" name="contentType" required error={errors.contentType}>
            {(props) => (
              <Select {...props} value={contentKind} onChange={(event) => setContentKind(event.currentTarget.value === "audio" ? "audio" : "video")}>
                <option value="video">Video</option>
                <option value="audio">Audio Only</option>
              </Select>
            )}
          </Field>
          <Field label="Upload File" name="file" required error={errors.uploadId}>
            {(props) => <MediaUploader key={contentKind} contentKind={contentKind} inputId={props.id} describedBy={props["aria-describedby"]} />}
          </Field>
          <Field label="Description" name="description" error={errors.description}>
            {(props) => <Textarea {...props} maxLength={2000} rows={3} />}
          </Field>
          <label className="flex min-h-11 items-center gap-2 text-sm">
            <input type="checkbox" name="publish" defaultChecked className="size-5 accent-amber-600" />
            Publish now (untick to keep it as a draft)
          </label>
          <button type="submit" disabled={busy} className={buttonVariants()}>
            {busy ? "Saving…" : "Upload Lesson"}
          </button>
        </Form>
      </DialogContent>
    </Dialog>
  );
}
