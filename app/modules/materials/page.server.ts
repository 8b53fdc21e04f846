import type { Database } from "~/db/client.server";
import { courseAccess } from "./access.server";
import { listCourseMaterials } from "./catalogue.server";
import type { MaterialLink, MaterialsView } from "./view";
import type { Viewer } from "./viewer";
import { currentViewer } from "./viewer.server";

/**
 * The materials section of a public course page. Without a cookie there can be no session,
 * so the viewer is not even looked up and every such visitor gets the same signed-out page
 * (cacheable); only a request with a cookie is personalised, and that answer is private.
 */
export async function courseMaterialsForPage(
  db: Database,
  request: Request,
  courseId: string,
  resolveViewer: (request: Request) => Promise<Viewer | null> = currentViewer,
): Promise<{ view: MaterialsView; headers: HeadersInit }> {
  if (!request.headers.get("cookie")) return { view: { state: "signed-out" }, headers: { Vary: "Cookie" } };
  const viewer = await resolveViewer(request);
  const personal = { Vary: "Cookie", "Cache-Control": "private, no-store" };
  const access = await courseAccess(db, viewer, courseId);
  if (access !== "purchased") return { view: { state: access }, headers: personal };
  const materials: MaterialLink[] = (await listCourseMaterials(db, courseId)).map((row) => ({
    id: row.id,
    title: row.title,
    kind: row.kind as MaterialLink["kind"],
    pages: row.pages,
    sizeBytes: row.sizeBytes,
  }));
  return { view: { state: "purchased", materials }, headers: personal };
}
