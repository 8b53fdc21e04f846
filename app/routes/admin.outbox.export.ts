import type { Route } from "./+types/admin.outbox.export";
import { db } from "~/db/db.server";
import { requireAdmin } from "~/modules/accounts/guards.server";
import { csvResponse, outboxCsv } from "~/modules/inbox/export.server";
import { parseOutboxFilter } from "~/modules/inbox/filters";

/** /admin/outbox as a CSV, with the list's filters; no bodies (the coach only). */
export async function loader({ request }: Route.LoaderArgs) {
  await requireAdmin(request);
  return csvResponse("outbox", outboxCsv(db(), parseOutboxFilter(new URL(request.url).searchParams)));
}
