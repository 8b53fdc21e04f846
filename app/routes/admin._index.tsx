import { Link } from "react-router";
import type { Route } from "./+types/admin._index";
import { seo } from "~/lib/seo";
import { db } from "~/db/db.server";
import { AdminHeader } from "~/components/admin/admin-shell";
import { StatsStrip } from "~/components/admin/stats-strip";
import { buttonVariants } from "~/components/ui/button-variants";
import { requireAdmin } from "~/modules/accounts/guards.server";
import { readStats } from "~/modules/admin/stats.server";

export const meta: Route.MetaFunction = (args) => seo(args, { title: "Admin Dashboard", description: "Manage the studio.", index: false });

export async function loader({ request }: Route.LoaderArgs) {
  await requireAdmin(request);
  return { stats: await readStats(db()) };
}

export default function AdminToday({ loaderData }: Route.ComponentProps) {
  return (
    <>
      <AdminHeader
        title="Admin Dashboard"
        lead="Manage your courses, content, and students"
        actions={
          <>
            <Link to="/admin/analytics" className={buttonVariants({ variant: "outline" })}>
              View Analytics
            </Link>
            <Link to="/admin/export" className={buttonVariants({ variant: "outline" })}>
              Export Data
            </Link>
          </>
        }
      />
      <StatsStrip stats={loaderData.stats} />
      <section aria-labelledby="next-steps" className="mt-8 rounded-card border border-sand-200 bg-ivory p-6 shadow-card">
        <h2 id="next-steps" className="text-xl text-ink-900">
          Students
        </h2>
        <p className="mt-2 text-muted">
          Find a student, see what they study and book, and give a course by hand.{" "}
          <Link to="/admin/students" className="font-medium text-ink-900 underline">
            Open the students
          </Link>
        </p>
      </section>
    </>
  );
}
