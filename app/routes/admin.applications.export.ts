import type { Route } from "./+types/admin.applications.export";
import { db } from "~/db/db.server";
import { requireAdmin } from "~/modules/accounts/guards.server";
import { applicationExportStream } from "~/modules/admin/applications-export.server";
import { isApplicationStatus, isProgramme } from "~/modules/applications/status";

/** The applications list as CSV, with the list's filters (the coach only: an assistant does not export). */
export async function loader({ request }: Route.LoaderArgs) {
  await requireAdmin(request);
  const search = new URL(request.url).searchParams;
  const programme = search.get("programme");
  const status = search.get("status");
  const filters = { programme: isProgramme(programme) ? programme : null, status: isApplicationStatus(status) ? status : null };
  const day = new Date().toISOString().slice(0, 10);
  return new Response(applicationExportStream(db(), filters), {
    headers: {
      "Content-Type": "text/csv; charset=utf-8",
      "Content-Disposition": `attachment; filename="applications-${day}.csv"`,
      // Personal data: never kept by a browser cache or a proxy.
      "Cache-Control": "no-store",
    },
  });
}
