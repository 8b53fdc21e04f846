import type { Route } from "./+types/admin.export.$kind";
import { db } from "~/db/db.server";
import { requireAdmin } from "~/modules/accounts/guards.server";
import { exportStream, isExportKind } from "~/modules/admin/export.server";
import { readOrderFilters } from "~/modules/admin/orders";

/** One CSV file, streamed from the database a page at a time (decision 029). */
export async function loader({ request, params }: Route.LoaderArgs) {
  await requireAdmin(request);
  if (!isExportKind(params.kind)) throw new Response("Not found", { status: 404 });
  const search = new URL(request.url).searchParams;
  const q = (search.get("q") ?? "").trim().slice(0, 254) || null;
  // The Orders list's status and kind too: the file holds what the list shows.
  const { status, kind } = readOrderFilters(search);
  const day = new Date().toISOString().slice(0, 10);
  return new Response(exportStream(db(), params.kind, { q, status, kind }), {
    headers: {
      "Content-Type": "text/csv; charset=utf-8",
      "Content-Disposition": `attachment; filename="${params.kind}-${day}.csv"`,
      // Personal data: never kept by a browser cache or a proxy.
      "Cache-Control": "no-store",
    },
  });
}
