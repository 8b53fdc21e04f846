import type { Route } from "./+types/admin.applications.$applicationId_.files.$fileId";
import { db } from "~/db/db.server";
import { requireStaff } from "~/modules/accounts/guards.server";
import { applicationFileResponse } from "~/modules/applications/review-files.server";
import { fileStorage } from "~/modules/storage/file-storage.server";

/** An applicant's PDF, for the coach and her assistant only (never a public address). */
export async function loader({ request, params }: Route.LoaderArgs) {
  await requireStaff(request);
  return applicationFileResponse({ db: db(), storage: fileStorage() }, { applicationId: params.applicationId, fileId: params.fileId });
}
