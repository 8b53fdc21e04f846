import type { Route } from "./+types/admin.messages.export";
import { db } from "~/db/db.server";
import { requireAdmin } from "~/modules/accounts/guards.server";
import { csvResponse, messagesCsv } from "~/modules/inbox/export.server";
import { parseInboxFilter } from "~/modules/inbox/filters";

/** /admin/messages as a CSV, with the list's filters (the coach only). */
export async function loader({ request }: Route.LoaderArgs) {
  await requireAdmin(request);
  return csvResponse("messages", messagesCsv(db(), parseInboxFilter(new URL(request.url).searchParams)));
}
