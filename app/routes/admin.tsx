import { Form, useActionData, useNavigation } from "react-router";
import type { Route } from "./+types/admin";
import { seo } from "~/lib/seo";
import { db } from "~/db/db.server";
import { AccountPage, Panel } from "~/components/accounts/account-page";
import { AdminErrorBoundary } from "~/components/accounts/forbidden";
import { PrintOnDemandPanel } from "~/components/admin/print-on-demand-panel";
import { buttonVariants } from "~/components/ui/button-variants";
import { changeRole } from "~/modules/accounts/actions.server";
import { requireAdmin } from "~/modules/accounts/guards.server";
import { listUsers } from "~/modules/accounts/roles.server";
import { printOnDemandAction } from "~/modules/print-on-demand/actions.server";
import { listPrintOnDemand } from "~/modules/print-on-demand/queue.server";
import { isPodIntent } from "~/modules/print-on-demand/schemas";

export const meta: Route.MetaFunction = (args) => seo(args, { title: "Admin Dashboard", description: "Manage the studio.", index: false });

export async function loader({ request }: Route.LoaderArgs) {
  const admin = await requireAdmin(request);
  const [users, podLines] = await Promise.all([listUsers(db()), listPrintOnDemand(db())]);
  return {
    me: admin.id,
    users: users.map((u) => ({ ...u, createdAt: u.createdAt.toISOString() })),
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
                    <button type="submit" disabled={busy} className={buttonVariants({ variant: "outline", size: "sm" })}>
                      {u.role === "admin" ? "Make student" : "Make admin"}
                      <span className="sr-only"> ({u.name})</span>
                    </button>
                  </Form>
                )}
              </div>
            </li>
          ))}
        </ul>
      </Panel>
      <PrintOnDemandPanel lines={loaderData.podLines} answer={answer?.section === "pod" ? answer : undefined} busy={busy} />
    </AccountPage>
  );
}
