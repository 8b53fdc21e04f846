import type { Route } from "./+types/materials.$materialId";
import { db } from "~/db/db.server";
import { materialResponse } from "~/modules/materials/download.server";
import { currentViewer } from "~/modules/materials/viewer.server";
import { fileStorage } from "~/modules/storage/file-storage.server";

/** Every course file (PDF, audio, video), for buyers of its course only; see materialResponse. */
export async function loader({ request, params }: Route.LoaderArgs) {
  return materialResponse({ db: db(), storage: fileStorage() }, { request, materialId: params.materialId, viewer: await currentViewer(request) });
}
