import type { Route } from "./+types/workbooks.$workbookId.download";
import { db } from "~/db/db.server";
import { countDownload } from "~/modules/books/workbooks.server";
import { fileStorage } from "~/modules/storage/file-storage.server";

/** 'Download Free PDF': counts the download (the Workbooks tab's Downloads) and serves the workbook's PDF. */
export async function loader({ params }: Route.LoaderArgs) {
  const found = await countDownload(db(), params.workbookId.slice(0, 100));
  const body = found?.pdfKey ? await fileStorage().openRead(found.pdfKey) : null;
  if (!found || !body) return new Response("Not found", { status: 404, headers: { "Content-Type": "text/plain; charset=utf-8" } });
  const name = (found.fileName ?? `${found.title}.pdf`).replace(/[^\w .-]/g, "_");
  return new Response(body, {
    headers: {
      "Content-Type": "application/pdf",
      "Content-Disposition": `attachment; filename="${name}"; filename*=UTF-8''${encodeURIComponent(found.fileName ?? `${found.title}.pdf`)}`,
      // Every download reaches the server, so each one is counted.
      "Cache-Control": "no-store",
      "X-Content-Type-Options": "nosniff",
    },
  });
}
