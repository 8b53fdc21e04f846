import type { Route } from "./+types/media.covers.$file";
import { coverContentType } from "~/modules/storage/image-check";
import { fileStorage } from "~/modules/storage/file-storage.server";
import { STORAGE_FOLDERS } from "~/modules/storage/storage.server";

/** A course cover (public): only names this site gave, with a year's cache (a new upload gets a new name). */
export async function loader({ params }: Route.LoaderArgs) {
  const contentType = coverContentType(params.file);
  const body = contentType ? await fileStorage().openRead(`${STORAGE_FOLDERS.courseCovers}/${params.file}`) : null;
  if (!contentType || !body) return new Response("Not found", { status: 404, headers: { "Content-Type": "text/plain; charset=utf-8" } });
  return new Response(body, {
    headers: { "Content-Type": contentType, "Cache-Control": "public, max-age=31536000, immutable", "X-Content-Type-Options": "nosniff" },
  });
}
