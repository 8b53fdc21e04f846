import { Form, Link, useActionData, useNavigation } from "react-router";
import type { Route } from "./+types/admin";
import { seo } from "~/lib/seo";
import { db } from "~/db/db.server";
import { AccountPage, Panel } from "~/components/accounts/account-page";
import { AdminErrorBoundary } from "~/components/accounts/forbidden";
import { PrintOnDemandPanel } from "~/components/admin/print-on-demand-panel";
import { buttonVariants } from "~/components/ui/button-variants";
import { Input } from "~/components/ui/input";
import { Label } from "~/components/ui/label";
import { changeRole } from "~/modules/accounts/actions.server";
import { requireAdmin } from "~/modules/accounts/guards.server";
import { listPeople } from "~/modules/accounts/roles.server";
import { printOnDemandAction } from "~/modules/print-on-demand/actions.server";
import { listPrintOnDemand } from "~/modules/print-on-demand/queue.server";
import { isPodIntent } from "~/modules/print-on-demand/schemas";

export const meta: Route.MetaFunction = (args) => seo(args, { title: "Admin Dashboard", description: "Manage the studio.", index: false });

export async function loader({ request }: Route.LoaderArgs) {
  const admin = await requireAdmin(request);
  const search = new URL(request.url).searchParams;
  const q = (search.get("q") ?? "").trim().slice(0, 254);
  const [people, podLines] = await Promise.all([listPeople(db(), { q, after: search.get("after"), before: search.get("before") }), listPrintOnDemand(db())]);
  return {
    me: admin.id,
    q,
    next: people.next,
    previous: people.previous,
    users: people.people.map((u) => ({ ...u, createdAt: u.createdAt.toISOString() })),
    podLines: podLines.map((line) => ({ ...line, createdAt: line.createdAt.toISOString(), nextAttemptAt: line.nextAttemptAt.toISOString() })),
  };
}

export async function action({ request }: Route.ActionArgs) {
  // The guard first: a student's post is refused before its form is even read (changeRole
  // asks again; the session is read once per request).
  await requireAdmin(request);
  const form = await request.formData();
  if (isPodIntent(form.get("intent"))) return printOnDemandAction(form);
  return changeRole(request, form);
}

export const ErrorBoundary = AdminErrorBoundary;

/** The people list's page before or after a cursor, keeping the search. */
function pageLink(q: string, direction: "before" | "after", cursor: string) {
  const search = new URLSearchParams();
  if (q) search.set("q", q);
  search.set(direction, cursor);
  return `/admin?${search.toString()}#people`;
}

// Worked out once, not per row: the class merge costs more than the row's markup.
const smallOutline = buttonVariants({ variant: "outline", size: "sm" });

const joined = new Intl.DateTimeFormat("en-GB", { dateStyle: "medium", timeZone: "Europe/Copenhagen" });

export default function Admin({ loaderData }: Route.ComponentProps) {
  const answer = useActionData<{ ok: boolean; message: string; section?: "pod" }>();
  const busy = useNavigation().state === "submitting";
  return (
    <AccountPage eyebrow="Studio" title="Admin Dashboard" lead="Manage your courses, content, and students">
      <Panel title="People" id="people">
        {answer && answer.section !== "pod" ? (
          <p role={answer.ok ? "status" : "alert"} className={answer.ok ? "mb-4 text-sm font-medium text-ink-900" : "mb-4 text-sm font-medium text-danger"}>
            {answer.message}
          </p>
        ) : null}
        {/* A plain GET form: searching and paging work without JavaScript. */}
        <Form method="get" role="search" aria-label="People" className="mb-4 flex flex-wrap items-end gap-3">
          <div className="grid gap-1">
            <Label htmlFor="people-q">Search by name or e-mail</Label>
            <Input id="people-q" type="search" name="q" defaultValue={loaderData.q} maxLength={254} autoComplete="off" className="w-72 max-w-full" />
          </div>
          <button type="submit" className={smallOutline}>
            Search
          </button>
          {loaderData.q ? (
            <Link to="/admin" className="text-sm underline">
              Show everyone
            </Link>
          ) : null}
        </Form>
        <p className="mb-2 text-sm text-muted">
          {loaderData.q ? `Accounts whose name or e-mail starts with "${loaderData.q}", newest first.` : "Every account, newest first."}
          {loaderData.users.length === 0 ? " None found." : null}
        </p>
        {/* A list, not a table: on a phone each person is a card; from sm up the same grid lines up like columns. */}
        <ul aria-label="Accounts and their roles" className="divide-y divide-sand-200">
          {loaderData.users.map((u) => (
            <li key={u.id} className="grid gap-x-6 gap-y-1 py-4 sm:grid-cols-[minmax(0,1fr)_minmax(0,1.4fr)_7rem_5rem_9rem] sm:items-center">
              <p className="font-medium text-ink-900">{u.name}</p>
              <p className="text-sm break-all">
                {u.email}
                {u.emailVerified ? null : <span className="ml-2 text-xs text-muted">(not verified)</span>}
              </p>
              <p className="text-sm text-muted">
                <span className="sm:sr-only">Joined </span>
                {joined.format(new Date(u.createdAt))}
              </p>
              <p className="text-sm">
                <span className="sr-only">Role: </span>
                <span className="capitalize">{u.role}</span>
              </p>
              <div className="mt-2 sm:mt-0 sm:text-right">
                {u.id === loaderData.me ? (
                  <span className="text-xs text-muted">You</span>
                ) : (
                  <Form method="post">
                    <input type="hidden" name="userId" value={u.id} />
                    <input type="hidden" name="role" value={u.role === "admin" ? "student" : "admin"} />
                    <button type="submit" disabled={busy} className={smallOutline}>
                      {u.role === "admin" ? "Make student" : "Make admin"}
                      <span className="sr-only"> ({u.name})</span>
                    </button>
                  </Form>
                )}
              </div>
            </li>
          ))}
        </ul>
        {loaderData.previous || loaderData.next ? (
          <nav aria-label="People pages" className="mt-4 flex gap-4">
            {loaderData.previous ? (
              <Link to={pageLink(loaderData.q, "before", loaderData.previous)} className={smallOutline}>
                Previous
                <span className="sr-only"> page of people</span>
              </Link>
            ) : null}
            {loaderData.next ? (
              <Link to={pageLink(loaderData.q, "after", loaderData.next)} className={smallOutline}>
                Next
                <span className="sr-only"> page of people</span>
              </Link>
            ) : null}
          </nav>
        ) : null}
      </Panel>
      <PrintOnDemandPanel lines={loaderData.podLines} answer={answer?.section === "pod" ? answer : undefined} busy={busy} />
    </AccountPage>
  );
}
