import { Link } from "react-router";
import type { Route } from "./+types/admin.audit";
import { seo } from "~/lib/seo";
import { db } from "~/db/db.server";
import { AdminHeader } from "~/components/admin/admin-shell";
import { buttonVariants } from "~/components/ui/button-variants";
import { requireAdmin } from "~/modules/accounts/guards.server";
import { listAudit } from "~/modules/audit/audit.server";

export const meta: Route.MetaFunction = (args) => seo(args, { title: "Audit log", description: "Who changed what, and when.", index: false });

export async function loader({ request }: Route.LoaderArgs) {
  await requireAdmin(request);
  const after = new URL(request.url).searchParams.get("after");
  const page = await listAudit(db(), { after });
  return { entries: page.entries.map((e) => ({ ...e, createdAt: e.createdAt.toISOString() })), next: page.next, paged: Boolean(after) };
}

const when = new Intl.DateTimeFormat("en-GB", { dateStyle: "medium", timeStyle: "short", timeZone: "Europe/Copenhagen" });

function subjectLink(entry: { subjectType: string; subjectId: string }) {
  return entry.subjectType === "user" ? `/admin/students/${encodeURIComponent(entry.subjectId)}` : null;
}

export default function AdminAudit({ loaderData }: Route.ComponentProps) {
  const smallOutline = buttonVariants({ variant: "outline", size: "sm" });
  return (
    <div className="grid gap-6 pb-12">
      <AdminHeader title="Audit log" lead="Who changed what in the back office, and when (Copenhagen time)." />
      <section aria-label="Changes" className="rounded-card border border-sand-200 bg-ivory p-5 shadow-card sm:p-6">
        {loaderData.entries.length === 0 ? (
          <p className="text-sm text-muted">Nothing changed yet. Roles changed and courses given by hand on a student's page are recorded here.</p>
        ) : (
          <ol className="divide-y divide-sand-200">
            {loaderData.entries.map((entry) => {
              const link = subjectLink(entry);
              return (
                <li key={entry.id} className="grid gap-1 py-3 sm:grid-cols-[11rem_minmax(0,1fr)_10rem] sm:gap-4">
                  <time dateTime={entry.createdAt} className="text-sm text-muted">
                    {when.format(new Date(entry.createdAt))}
                  </time>
                  <p className="text-sm text-ink-900">
                    {link ? (
                      <Link to={link} className="underline">
                        {entry.summary}
                      </Link>
                    ) : (
                      entry.summary
                    )}
                  </p>
                  <p className="text-sm text-muted">by {entry.actorName}</p>
                </li>
              );
            })}
          </ol>
        )}
      </section>
      {loaderData.paged || loaderData.next ? (
        <nav aria-label="Audit log pages" className="flex gap-4">
          {loaderData.paged ? (
            <Link to="/admin/audit" className={smallOutline}>
              Newest
            </Link>
          ) : null}
          {loaderData.next ? (
            <Link to={`/admin/audit?after=${loaderData.next}`} className={smallOutline}>
              Older
              <span className="sr-only"> changes</span>
            </Link>
          ) : null}
        </nav>
      ) : null}
    </div>
  );
}
