import { Form, useActionData, useNavigation } from "react-router";
import type { Route } from "./+types/admin";
import { seo } from "~/lib/seo";
import { db } from "~/db/db.server";
import { AccountPage, Panel } from "~/components/accounts/account-page";
import { AdminErrorBoundary } from "~/components/accounts/forbidden";
import { buttonVariants } from "~/components/ui/button-variants";
import { changeRole } from "~/modules/accounts/actions.server";
import { requireAdmin } from "~/modules/accounts/guards.server";
import { listUsers } from "~/modules/accounts/roles.server";

export const meta: Route.MetaFunction = (args) => seo(args, { title: "Admin Dashboard", description: "Manage the studio.", index: false });

export async function loader({ request }: Route.LoaderArgs) {
  const admin = await requireAdmin(request);
  const users = await listUsers(db());
  return { me: admin.id, users: users.map((u) => ({ ...u, createdAt: u.createdAt.toISOString() })) };
}

export async function action({ request }: Route.ActionArgs) {
  // The guard first: a student's post is refused before its form is even read.
  return changeRole(request, await request.formData());
}

export const ErrorBoundary = AdminErrorBoundary;

const joined = new Intl.DateTimeFormat("en-GB", { dateStyle: "medium", timeZone: "Europe/Copenhagen" });

export default function Admin({ loaderData }: Route.ComponentProps) {
  const answer = useActionData<{ ok: boolean; message: string }>();
  const busy = useNavigation().state === "submitting";
  return (
    <AccountPage eyebrow="Studio" title="Admin Dashboard" lead="Manage your courses, content, and students">
      <Panel title="People" id="people">
        {answer ? (
          <p role={answer.ok ? "status" : "alert"} className={answer.ok ? "mb-4 text-sm font-medium text-ink-900" : "mb-4 text-sm font-medium text-danger"}>
            {answer.message}
          </p>
        ) : null}
        <div className="-mx-6 overflow-x-auto px-6 sm:mx-0 sm:px-0">
          <table className="w-full min-w-[36rem] text-left text-sm">
            <caption className="sr-only">Accounts and their roles</caption>
            <thead className="border-b border-sand-300 text-muted">
              <tr>
                <th scope="col" className="py-2 pr-4 font-medium">
                  Name
                </th>
                <th scope="col" className="py-2 pr-4 font-medium">
                  Email
                </th>
                <th scope="col" className="py-2 pr-4 font-medium">
                  Join Date
                </th>
                <th scope="col" className="py-2 pr-4 font-medium">
                  Role
                </th>
                <th scope="col" className="py-2 font-medium">
                  <span className="sr-only">Change role</span>
                </th>
              </tr>
            </thead>
            <tbody>
              {loaderData.users.map((u) => (
                <tr key={u.id} className="border-b border-sand-200 last:border-0">
                  <td className="py-3 pr-4 text-ink-900">{u.name}</td>
                  <td className="py-3 pr-4 break-all">
                    {u.email}
                    {u.emailVerified ? null : <span className="ml-2 text-xs text-muted">(not verified)</span>}
                  </td>
                  <td className="py-3 pr-4 whitespace-nowrap">{joined.format(new Date(u.createdAt))}</td>
                  <td className="py-3 pr-4 capitalize">{u.role}</td>
                  <td className="py-3 text-right">
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
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      </Panel>
    </AccountPage>
  );
}
