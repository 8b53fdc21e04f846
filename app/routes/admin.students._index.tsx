import { data, Form, Link, useActionData, useNavigation } from "react-router";
import type { Route } from "./+types/admin.students._index";
import { seo } from "~/lib/seo";
import { db } from "~/db/db.server";
import { AdminHeader } from "~/components/admin/admin-shell";
import { ListCell } from "~/components/admin/list-cells";
import { RoleButton } from "~/components/admin/role-button";
import { buttonVariants } from "~/components/ui/button-variants";
import { Input } from "~/components/ui/input";
import { Label } from "~/components/ui/label";
import { requireAdmin } from "~/modules/accounts/guards.server";
import { changeRoleSchema } from "~/modules/admin/schemas";
import { listStudents } from "~/modules/admin/students.server";
import { runStudentAction } from "~/modules/admin/students-actions.server";

export const meta: Route.MetaFunction = (args) => seo(args, { title: "Students", description: "The studio's students.", index: false });

export async function loader({ request }: Route.LoaderArgs) {
  const admin = await requireAdmin(request);
  const search = new URL(request.url).searchParams;
  const q = (search.get("q") ?? "").trim().slice(0, 254);
  const page = await listStudents(db(), { q, after: search.get("after"), before: search.get("before") });
  return {
    me: admin.id,
    q,
    next: page.next,
    previous: page.previous,
    students: page.students.map((s) => ({ ...s, createdAt: s.createdAt.toISOString() })),
  };
}

export async function action({ request }: Route.ActionArgs) {
  // The guard first: a student's post is refused before its form is even read.
  const admin = await requireAdmin(request);
  const parsed = changeRoleSchema.safeParse(Object.fromEntries(await request.formData()));
  if (!parsed.success) return data({ ok: false, message: "Something went wrong. Please try again." }, { status: 400 });
  const result = await runStudentAction(db(), admin, parsed.data.userId, parsed.data);
  return data({ ok: result.ok, message: result.message }, { status: result.status });
}

/** The list's page before or after a cursor, keeping the search. */
function pageLink(q: string, direction: "before" | "after", cursor: string) {
  const search = new URLSearchParams();
  if (q) search.set("q", q);
  search.set(direction, cursor);
  return `/admin/students?${search.toString()}`;
}

// Worked out once, not per row: the class merge costs more than the row's markup.
const smallOutline = buttonVariants({ variant: "outline", size: "sm" });

const joined = new Intl.DateTimeFormat("en-GB", { dateStyle: "medium", timeZone: "Europe/Copenhagen" });

export default function AdminStudents({ loaderData }: Route.ComponentProps) {
  const answer = useActionData<{ ok: boolean; message: string }>();
  const busy = useNavigation().state === "submitting";
  return (
    <>
      <AdminHeader title="Students" lead="Everyone with an account, newest first: what they study, and their role." />
      <section aria-label="Students" className="rounded-card border border-sand-200 bg-ivory p-5 shadow-card sm:p-6">
        {answer ? (
          <p role={answer.ok ? "status" : "alert"} className={answer.ok ? "mb-4 text-sm font-medium text-ink-900" : "mb-4 text-sm font-medium text-danger"}>
            {answer.message}
          </p>
        ) : null}
        {/* A plain GET form: searching and paging work without JavaScript. */}
        <Form method="get" role="search" aria-label="Students" className="mb-4 flex flex-wrap items-end gap-3">
          <div className="grid gap-1">
            <Label htmlFor="people-q">Search by name or e-mail</Label>
            <Input id="people-q" type="search" name="q" defaultValue={loaderData.q} maxLength={254} autoComplete="off" className="w-72 max-w-full" />
          </div>
          <button type="submit" className={smallOutline}>
            Search
          </button>
          {loaderData.q ? (
            <Link to="/admin/students" className="inline-flex min-h-11 items-center text-sm underline">
              Show everyone
            </Link>
          ) : null}
          <a
            href={loaderData.q ? `/admin/export/students?q=${encodeURIComponent(loaderData.q)}` : "/admin/export/students"}
            download
            className="inline-flex min-h-11 items-center text-sm underline sm:ml-auto"
          >
            {loaderData.q ? "Export these (CSV)" : "Export all (CSV)"}
          </a>
        </Form>
        <p className="mb-2 text-sm text-muted">
          {loaderData.q ? `Accounts whose name or e-mail starts with "${loaderData.q}", newest first.` : "Every account, newest first."}
          {loaderData.students.length === 0 ? " None found." : null}
        </p>
        {/* A list, not a table: on a phone each person is a card; from md up the same grid lines up like SPEC.md's columns. */}
        <div
          aria-hidden
          className="hidden border-b border-sand-200 pb-2 text-xs font-semibold uppercase tracking-wide text-muted md:grid md:grid-cols-[minmax(0,1fr)_minmax(0,1.3fr)_minmax(0,1.2fr)_7rem_13rem] md:gap-x-4"
        >
          <span>Name</span>
          <span>Email</span>
          <span>Enrolled Courses</span>
          <span>Join Date</span>
          <span />
        </div>
        <ul aria-label="Students and their courses" className="divide-y divide-sand-200">
          {loaderData.students.map((s) => (
            <li key={s.id} className="grid gap-x-4 gap-y-1 py-4 md:grid-cols-[minmax(0,1fr)_minmax(0,1.3fr)_minmax(0,1.2fr)_7rem_13rem] md:items-center">
              <p className="font-medium text-ink-900">
                {s.name}
                <span className="sr-only">Role: {s.role}</span>
                {s.role !== "student" ? (
                  <span aria-hidden className="ml-2 rounded-full bg-sand-200 px-2 py-0.5 text-xs font-semibold text-ink-800">
                    {s.role === "admin" ? "Admin" : "Assistant"}
                  </span>
                ) : null}
              </p>
              <p className="text-sm break-all">
                {s.email}
                {s.emailVerified ? null : <span className="ml-2 text-xs text-muted">(not verified)</span>}
              </p>
              <ListCell label="Enrolled:">{s.courses.length ? s.courses.join(", ") : <span className="text-muted">None yet</span>}</ListCell>
              <ListCell label="Joined" muted>
                {joined.format(new Date(s.createdAt))}
              </ListCell>
              <div className="mt-2 flex flex-wrap gap-2 md:mt-0 md:justify-end">
                <Link to={`/admin/students/${encodeURIComponent(s.id)}`} className={smallOutline}>
                  View
                  <span className="sr-only"> {s.name}</span>
                </Link>
                {s.id === loaderData.me ? (
                  <span className="inline-flex min-h-11 items-center text-xs text-muted">You</span>
                ) : (
                  <RoleButton userId={s.id} name={s.name} role={s.role} busy={busy} className={smallOutline} />
                )}
              </div>
            </li>
          ))}
        </ul>
        {loaderData.previous || loaderData.next ? (
          <nav aria-label="Student pages" className="mt-4 flex gap-4">
            {loaderData.previous ? (
              <Link to={pageLink(loaderData.q, "before", loaderData.previous)} className={smallOutline}>
                Previous
                <span className="sr-only"> page of students</span>
              </Link>
            ) : null}
            {loaderData.next ? (
              <Link to={pageLink(loaderData.q, "after", loaderData.next)} className={smallOutline}>
                Next
                <span className="sr-only"> page of students</span>
              </Link>
            ) : null}
          </nav>
        ) : null}
      </section>
    </>
  );
}
