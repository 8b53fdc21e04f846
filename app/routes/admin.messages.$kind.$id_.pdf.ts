import type { Route } from "./+types/admin.messages.$kind.$id_.pdf";
import { db } from "~/db/db.server";
import { requireStaff } from "~/modules/accounts/guards.server";
import { storyPdf } from "~/modules/inbox/messages.server";
import { fileStorage } from "~/modules/storage/file-storage.server";

/** A story's PDF, for the coach and her assistant only: streamed from storage, never a public or signed URL (decision 034). */
export async function loader({ request, params }: Route.LoaderArgs) {
  await requireStaff(request);
  const found = params.kind === "story" ? await storyPdf(db(), params.id.slice(0, 100)) : null;
  const body = found ? await fileStorage().openRead(found.key) : null;
  if (!found || !body) return new Response("Not found", { status: 404, headers: { "Content-Type": "text/plain; charset=utf-8" } });
  const ascii = found.name.replace(/[^\w .-]/g, "_");
  return new Response(body, {
    headers: {
      "Content-Type": "application/pdf",
      // Inline: it opens in the browser's PDF viewer; the name is the one the writer uploaded.
      "Content-Disposition": `inline; filename="${ascii}"; filename*=UTF-8''${encodeURIComponent(found.name)}`,
      "Cache-Control": "private, no-store",
      "X-Content-Type-Options": "nosniff",
    },
  });
}
