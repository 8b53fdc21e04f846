import type { Route } from "./+types/admin.subscribers.export";
import { db } from "~/db/db.server";
import { requireAdmin } from "~/modules/accounts/guards.server";
import { csvResponse, subscribersCsv } from "~/modules/inbox/export.server";
import { parseSubscriberFilter } from "~/modules/inbox/filters";

/** /admin/subscribers as a CSV, with the list's state and search (the coach only). */
export async function loader({ request }: Route.LoaderArgs) {
  await requireAdmin(request);
  return csvResponse("subscribers", subscribersCsv(db(), parseSubscriberFilter(new URL(request.url).searchParams)));
}
