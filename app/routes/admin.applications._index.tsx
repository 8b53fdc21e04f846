import { Form, Link } from "react-router";
import type { Route } from "./+types/admin.applications._index";
import { seo } from "~/lib/seo";
import { db } from "~/db/db.server";
import { AdminHeader } from "~/components/admin/admin-shell";
import { ApplicationStatusBadge } from "~/components/admin/application-status-badge";
import { ListCell } from "~/components/admin/list-cells";
import { buttonVariants } from "~/components/ui/button-variants";
import { Label } from "~/components/ui/label";
import { Select } from "~/components/ui/select";
import { requireStaff } from "~/modules/accounts/guards.server";
import { listApplications, newApplicationsCount } from "~/modules/applications/review.server";
import { APPLICATION_STATUSES, isApplicationStatus, isProgramme, PROGRAMME_TITLES, PROGRAMMES, STATUS_LABELS } from "~/modules/applications/status";

export const meta: Route.MetaFunction = (args) => seo(args, { title: "Applications", description: "Applications for the programmes.", index: false });

export async function loader({ request }: Route.LoaderArgs) {
  const me = await requireStaff(request);
  const search = new URL(request.url).searchParams;
  // Unknown values are no filter at all, never an error.
  const programme = isProgramme(search.get("programme")) ? (search.get("programme") as (typeof PROGRAMMES)[number]) : null;
  const status = isApplicationStatus(search.get("status")) ? (search.get("status") as (typeof APPLICATION_STATUSES)[number]) : null;
  const [page, newCount] = await Promise.all([
    listApplications(db(), { programme, status, after: search.get("after"), before: search.get("before") }),
    newApplicationsCount(db()),
  ]);
  return {
    canExport: me.role === "admin",
    programme,
    status,
    newCount,
    next: page.next,
    previous: page.previous,
    applications: page.applications.map((a) => ({ ...a, createdAt: a.createdAt.toISOString(), paidAt: a.paidAt?.toISOString() ?? null })),
  };
}

const smallOutline = buttonVariants({ variant: "outline", size: "sm" });
const day = new Intl.DateTimeFormat("en-GB", { dateStyle: "medium", timeZone: "Europe/Copenhagen" });

/** The list's address with its filters, and a page cursor if given. */
function listLink(filters: { programme: string | null; status: string | null }, extra?: [string, string], path = "/admin/applications") {
  const search = new URLSearchParams();
  if (filters.programme) search.set("programme", filters.programme);
  if (filters.status) search.set("status", filters.status);
  if (extra) search.set(...extra);
  const query = search.toString();
  return query ? `${path}?${query}` : path;
}

export default function AdminApplications({ loaderData }: Route.ComponentProps) {
  const { programme, status, newCount } = loaderData;
  const filtered = Boolean(programme || status);
  return (
    <div className="grid gap-6 pb-12">
      <AdminHeader
        title="Applications"
        lead={
          <>
            Voice Elevated and Celebrity Vocal Experience, newest first.{" "}
            <Link to={listLink({ programme: null, status: "new" })} className="underline">
              {newCount === 0 ? "No new applications" : newCount === 1 ? "1 new application" : `${newCount} new applications`}
            </Link>
            .
          </>
        }
      />
      <section aria-label="Applications" className="rounded-card border border-sand-200 bg-ivory p-5 shadow-card sm:p-6">
        {/* A plain GET form: filtering and paging work without JavaScript. */}
        <Form method="get" aria-label="Filter applications" className="mb-4 flex flex-wrap items-end gap-3">
          <div className="grid gap-1">
            <Label htmlFor="filter-programme">Programme</Label>
            <Select id="filter-programme" name="programme" defaultValue={programme ?? ""} className="w-64 max-w-full">
              <option value="">All programmes</option>
              {PROGRAMMES.map((p) => (
                <option key={p} value={p}>
                  {PROGRAMME_TITLES[p]}
                </option>
              ))}
            </Select>
          </div>
          <div className="grid gap-1">
            <Label htmlFor="filter-status">Status</Label>
            <Select id="filter-status" name="status" defaultValue={status ?? ""} className="w-44 max-w-full">
              <option value="">Any status</option>
              {APPLICATION_STATUSES.map((s) => (
                <option key={s} value={s}>
                  {STATUS_LABELS[s]}
                </option>
              ))}
            </Select>
          </div>
          <button type="submit" className={smallOutline}>
            Filter
          </button>
          {filtered ? (
            <Link to="/admin/applications" className="inline-flex min-h-11 items-center text-sm underline">
              Show all
            </Link>
          ) : null}
          {loaderData.canExport ? (
            <a
              href={listLink({ programme, status }, undefined, "/admin/applications/export")}
              download
              className="inline-flex min-h-11 items-center text-sm underline sm:ml-auto"
            >
              {filtered ? "Export these (CSV)" : "Export all (CSV)"}
            </a>
          ) : null}
        </Form>
        <p className="mb-2 text-sm text-muted">
          {filtered
            ? `${programme ? PROGRAMME_TITLES[programme] : "All programmes"}, ${status ? `status ${STATUS_LABELS[status].toLowerCase()}` : "any status"}.`
            : "Every application."}
          {loaderData.applications.length === 0 ? " None found." : null}
        </p>
        <div
          aria-hidden
          className="hidden border-b border-sand-200 pb-2 text-xs font-semibold uppercase tracking-wide text-muted md:grid md:grid-cols-[minmax(0,1.3fr)_minmax(0,1.2fr)_7rem_6.5rem_7rem_5rem] md:gap-x-4"
        >
          <span>Applicant</span>
          <span>Programme</span>
          <span>Received</span>
          <span>Status</span>
          <span>Paid</span>
          <span />
        </div>
        <ul aria-label="Applications, newest first" className="divide-y divide-sand-200">
          {loaderData.applications.map((a) => {
            const name = `${a.firstName} ${a.lastName}`;
            return (
              <li key={a.id} className="grid gap-x-4 gap-y-1 py-4 md:grid-cols-[minmax(0,1.3fr)_minmax(0,1.2fr)_7rem_6.5rem_7rem_5rem] md:items-center">
                <div className="min-w-0">
                  <p className="font-medium text-ink-900">{name}</p>
                  <p className="text-sm break-all text-muted">{a.email}</p>
                </div>
                <ListCell label="Programme:">{PROGRAMME_TITLES[a.programme]}</ListCell>
                <ListCell label="Received" muted>
                  {day.format(new Date(a.createdAt))}
                </ListCell>
                <p className="text-sm">
                  <span className="md:sr-only">Status: </span>
                  <ApplicationStatusBadge status={a.status} />
                </p>
                <ListCell label="Paid:">{a.paidAt ? day.format(new Date(a.paidAt)) : <span className="text-muted">Not paid</span>}</ListCell>
                <div className="mt-2 md:mt-0 md:justify-self-end">
                  <Link to={`/admin/applications/${encodeURIComponent(a.id)}`} className={smallOutline}>
                    Open
                    <span className="sr-only"> the application of {name}</span>
                  </Link>
                </div>
              </li>
            );
          })}
        </ul>
        {loaderData.previous || loaderData.next ? (
          <nav aria-label="Application pages" className="mt-4 flex gap-4">
            {loaderData.previous ? (
              <Link to={listLink({ programme, status }, ["before", loaderData.previous])} className={smallOutline}>
                Previous
                <span className="sr-only"> page of applications</span>
              </Link>
            ) : null}
            {loaderData.next ? (
              <Link to={listLink({ programme, status }, ["after", loaderData.next])} className={smallOutline}>
                Next
                <span className="sr-only"> page of applications</span>
              </Link>
            ) : null}
          </nav>
        ) : null}
      </section>
    </div>
  );
}
