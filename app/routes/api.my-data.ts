import type { Route } from "./+types/api.my-data";
import { db } from "~/db/db.server";
import { requireUser } from "~/modules/accounts/guards.server";
import { exportUserData } from "~/modules/accounts/privacy.server";

/** 'Download my data' (docs/rules.md, "Accounts"): everything we hold about the signed-in person, as JSON. */
export async function loader({ request }: Route.LoaderArgs) {
  const current = await requireUser(request);
  const body = await exportUserData(db(), current.id);
  return new Response(JSON.stringify(body, null, 2), {
    headers: {
      "Content-Type": "application/json; charset=utf-8",
      "Content-Disposition": 'attachment; filename="my-data.json"',
      "Cache-Control": "private, no-store",
    },
  });
}
