import { Link } from "react-router";
import type { Route } from "./+types/admin.analytics";
import { seo } from "~/lib/seo";
import { db } from "~/db/db.server";
import { AdminHeader } from "~/components/admin/admin-shell";
import { BarChart } from "~/components/admin/bar-chart";
import { cn } from "~/lib/cn";
import { requireAdmin } from "~/modules/accounts/guards.server";
import { readAnalytics } from "~/modules/admin/analytics.server";
import { formatMoney } from "~/modules/orders/money";

export const meta: Route.MetaFunction = (args) => seo(args, { title: "Analytics", description: "How the studio is doing.", index: false });

export async function loader({ request }: Route.LoaderArgs) {
  await requireAdmin(request);
  const period = new URL(request.url).searchParams.get("by") === "week" ? "week" : "month";
  return { analytics: await readAnalytics(db(), period) };
}

export default function AdminAnalytics({ loaderData }: Route.ComponentProps) {
  const { analytics } = loaderData;
  const per = analytics.period === "week" ? "per week" : "per month";
  const toggle = (by: "week" | "month", label: string) => (
    <Link
      to={by === "month" ? "/admin/analytics" : "/admin/analytics?by=week"}
      aria-current={analytics.period === by ? "page" : undefined}
      className={cn(
        "inline-flex min-h-11 items-center rounded-control border px-4 text-sm font-medium",
        analytics.period === by ? "border-ink-900 bg-ink-900 text-ivory" : "border-sand-300 text-ink-900 hover:bg-sand-200",
      )}
    >
      {label}
    </Link>
  );
  return (
    <div className="grid gap-6 pb-12">
      <AdminHeader
        title="Analytics"
        lead={`The last twelve ${analytics.period === "week" ? "weeks" : "months"}, in Copenhagen time. Revenue is what was paid, refunds deducted, per currency.`}
        actions={
          <nav aria-label="Period" className="flex gap-2 print:hidden">
            {toggle("month", "By month")}
            {toggle("week", "By week")}
          </nav>
        }
      />
      <div className="grid gap-4 md:grid-cols-2">
        {analytics.revenue.length === 0 ? (
          <p className="rounded-card border border-sand-200 bg-ivory p-5 text-sm text-muted">No revenue in this window yet.</p>
        ) : (
          analytics.revenue.map((series) => (
            <BarChart
              key={series.currency}
              id={`revenue-${series.currency}`}
              title={`Revenue ${per} (${series.currency})`}
              labels={analytics.labels}
              axisLabels={analytics.axisLabels}
              values={series.values}
              format={(n) => formatMoney(n, series.currency)}
              valueHeading={`Revenue (${series.currency})`}
            />
          ))
        )}
        <BarChart
          id="paid-bookings"
          title={`Paid bookings ${per}`}
          labels={analytics.labels}
          axisLabels={analytics.axisLabels}
          values={analytics.paidBookings}
          valueHeading="Paid bookings"
        />
        <BarChart
          id="no-shows"
          title={`No-shows ${per}`}
          labels={analytics.labels}
          axisLabels={analytics.axisLabels}
          values={analytics.noShows}
          valueHeading="No-shows"
        />
        <BarChart
          id="new-students"
          title={`New students ${per}`}
          labels={analytics.labels}
          axisLabels={analytics.axisLabels}
          values={analytics.newStudents}
          valueHeading="New students"
        />
        <BarChart
          id="sign-ups"
          title={`Newsletter sign-ups ${per}`}
          labels={analytics.labels}
          axisLabels={analytics.axisLabels}
          values={analytics.newsletterSignUps}
          valueHeading="Confirmed sign-ups"
        />
      </div>
      <section aria-labelledby="downloads" className="rounded-card border border-sand-200 bg-ivory p-5 shadow-card">
        <h2 id="downloads" className="text-lg text-ink-900">
          Most downloaded
        </h2>
        {analytics.topDownloads.length === 0 ? (
          <p className="mt-2 text-sm text-muted">No downloads in this window yet.</p>
        ) : (
          <table className="mt-3 w-full text-sm">
            <thead>
              <tr className="text-left text-muted">
                <th scope="col" className="py-1 pr-4 font-medium">
                  File
                </th>
                <th scope="col" className="py-1 text-right font-medium">
                  Downloads
                </th>
              </tr>
            </thead>
            <tbody>
              {analytics.topDownloads.map((row) => (
                <tr key={row.title} className="border-t border-sand-200">
                  <th scope="row" className="py-1 pr-4 text-left font-normal">
                    {row.title}
                  </th>
                  <td className="py-1 text-right tabular-nums">{row.downloads.toLocaleString("en-GB")}</td>
                </tr>
              ))}
            </tbody>
          </table>
        )}
      </section>
    </div>
  );
}
