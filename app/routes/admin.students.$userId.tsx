import ArrowLeft from "lucide-react/icons/arrow-left";
import { data, Form, Link, useActionData, useNavigation } from "react-router";
import type { Route } from "./+types/admin.students.$userId";
import { seo } from "~/lib/seo";
import { db } from "~/db/db.server";
import { AdminHeader } from "~/components/admin/admin-shell";
import { RoleButton } from "~/components/admin/role-button";
import { StudentRecordView } from "~/components/admin/student-record";
import { buttonVariants } from "~/components/ui/button-variants";
import { requireAdmin } from "~/modules/accounts/guards.server";
import { listAudit } from "~/modules/audit/audit.server";
import { studentFormSchema } from "~/modules/admin/schemas";
import { coursesToGive, studentRecord } from "~/modules/admin/students.server";
import { runStudentAction } from "~/modules/admin/students-actions.server";
import { addNoteAction, notesFor } from "~/modules/admin/notes.server";
import { messagesForPerson } from "~/modules/inbox/messages.server";
import { subscriberState } from "~/modules/inbox/subscribers.server";
import { NotesCard } from "~/components/admin/notes-card";
import { PersonInbox } from "~/components/admin/person-inbox";

export const meta: Route.MetaFunction = (args) => seo(args, { title: "Student", description: "One student's record.", index: false });

export async function loader({ request, params }: Route.LoaderArgs) {
  const admin = await requireAdmin(request);
  const [record, courses, history] = await Promise.all([
    studentRecord(db(), params.userId),
    coursesToGive(db()),
    listAudit(db(), { subject: { type: "user", id: params.userId }, limit: 20 }),
  ]);
  if (!record) throw data("Not found", { status: 404 });
  const [notes, messages, subscriber] = await Promise.all([
    notesFor(db(), "user", params.userId),
    messagesForPerson(db(), record.person.email),
    subscriberState(db(), record.person.email),
  ]);
  const iso = (d: Date | null) => (d ? d.toISOString() : null);
  return {
    // The person's page is everything about them: private notes, what they wrote, their newsletter state.
    notes: notes.map((n) => ({ ...n, createdAt: n.createdAt.toISOString() })),
    noteKey: crypto.randomUUID(),
    messages: messages.map((m) => ({ kind: m.kind, id: m.id, topic: m.topic, preview: m.preview, status: m.status, createdAt: m.createdAt.toISOString() })),
    subscriber: subscriber ? { status: subscriber.status, since: (subscriber.confirmedAt ?? subscriber.createdAt).toISOString() } : null,
    me: admin.id,
    // A fresh key per view: the gift form's second click or replay gives the course once.
    giftKey: crypto.randomUUID(),
    courses,
    person: { ...record.person, createdAt: record.person.createdAt.toISOString() },
    orders: record.orders.map((o) => ({ ...o, createdAt: o.createdAt.toISOString(), paidAt: iso(o.paidAt), accessRevokedAt: iso(o.accessRevokedAt) })),
    learning: record.courses,
    bookings: record.bookings.map((b) => ({ ...b, startsAt: b.startsAt.toISOString() })),
    applications: record.applications.map((a) => ({ ...a, createdAt: a.createdAt.toISOString() })),
    history: history.entries.map((e) => ({ ...e, createdAt: e.createdAt.toISOString() })),
  };
}

export async function action({ request, params }: Route.ActionArgs) {
  // The guard first: a student's post is refused before its form is even read.
  const admin = await requireAdmin(request);
  const form = await request.formData();
  if (form.get("intent") === "note") return addNoteAction(db(), admin, "user", params.userId, form);
  const parsed = studentFormSchema.safeParse(Object.fromEntries(form));
  if (!parsed.success) {
    const message = parsed.error.issues[0]?.message ?? "Something went wrong. Please try again.";
    return data({ ok: false, message }, { status: 400 });
  }
  if (parsed.data.intent === "change-role" && parsed.data.userId !== params.userId)
    return data({ ok: false, message: "Something went wrong. Please try again." }, { status: 400 });
  const result = await runStudentAction(db(), admin, params.userId, parsed.data);
  return data({ ok: result.ok, message: result.message }, { status: result.status });
}

const smallOutline = buttonVariants({ variant: "outline", size: "sm" });

export default function AdminStudent({ loaderData }: Route.ComponentProps) {
  const answer = useActionData<{ ok: boolean; message: string; section?: string }>();
  const busy = useNavigation().state === "submitting";
  const { person } = loaderData;
  return (
    <>
      <p className="pt-8">
        <Link to="/admin/students" className="inline-flex min-h-11 items-center text-sm font-medium underline">
          <ArrowLeft aria-hidden className="mr-1 size-4" />
          All students
        </Link>
      </p>
      <AdminHeader
        title={person.name}
        lead={person.email}
        actions={
          person.id === loaderData.me ? null : <RoleButton userId={person.id} name={person.name} role={person.role} busy={busy} className={smallOutline} />
        }
      />
      {answer && answer.section !== "note" ? (
        <p role={answer.ok ? "status" : "alert"} className={answer.ok ? "mb-4 font-medium text-ink-900" : "mb-4 font-medium text-danger"}>
          {answer.message}
        </p>
      ) : null}
      <StudentRecordView record={loaderData} busy={busy} giveForm={<GiveCourseForm courses={loaderData.courses} giftKey={loaderData.giftKey} busy={busy} />} />
      <div className="mt-6 grid gap-6 pb-12">
        <PersonInbox messages={loaderData.messages} subscriber={loaderData.subscriber} />
        <NotesCard notes={loaderData.notes} formKey={loaderData.noteKey} answer={answer} subjectLabel="student" />
      </div>
    </>
  );
}

function GiveCourseForm({ courses, giftKey, busy }: { courses: { id: string; title: string }[]; giftKey: string; busy: boolean }) {
  return (
    <Form method="post" className="flex flex-wrap items-end gap-3">
      <input type="hidden" name="intent" value="give-course" />
      <input type="hidden" name="key" value={giftKey} />
      <div className="grid gap-1">
        <label htmlFor="give-course" className="text-sm font-medium text-ink-900">
          Give a course by hand
        </label>
        <select id="give-course" name="courseId" required defaultValue="" className="min-h-11 rounded-control border border-sand-300 bg-ivory px-3 text-sm">
          <option value="" disabled>
            Select a course
          </option>
          {courses.map((course) => (
            <option key={course.id} value={course.id}>
              {course.title}
            </option>
          ))}
        </select>
      </div>
      <button type="submit" disabled={busy} className={buttonVariants({ size: "sm" })}>
        {busy ? "Saving…" : "Give course"}
      </button>
    </Form>
  );
}
