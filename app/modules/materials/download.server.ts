import type { Database } from "~/db/client.server";
import { logger } from "~/lib/logger.server";
import type { FileStorage } from "~/modules/storage/storage.server";
import { attachmentDisposition } from "~/modules/storage/s3-content-disposition";
import { courseAccess, errorSummary } from "./access.server";
import { countDownload, findMaterial, type CourseMaterial } from "./catalogue.server";
import { contentRange, parseRange, rangeStillApplies } from "./range";
import type { Viewer } from "./viewer";

export interface MaterialDeps {
  db: Database;
  storage: FileStorage;
  now?: () => Date;
}

/** Where a signed-out browser is sent; the accounts issue owns the page. */
export const LOGIN_PATH = "/login";

const NO_STORE = { "Cache-Control": "private, no-store" };

/**
 * The one way to a course file: on every request, who is asking and whether they paid for
 * the course (or is the coach), and only then the bytes, streamed from private storage (one range at a time
 * if asked). Nothing of the file is sent before the access check has passed.
 */
export async function materialResponse(deps: MaterialDeps, input: { request: Request; materialId: string; viewer: Viewer | null }): Promise<Response> {
  const { request, materialId, viewer } = input;
  if (request.method !== "GET" && request.method !== "HEAD") return text(405, "Method not allowed", { Allow: "GET, HEAD" });
  if (!viewer) return signedOut(request);

  let material: CourseMaterial | undefined;
  try {
    material = await findMaterial(deps.db, materialId);
  } catch (error) {
    logger.error({ materialId, error: errorSummary(error) }, "material lookup failed; access refused");
    return text(503, "The file cannot be reached right now. Please try again shortly.", { "Retry-After": "30" });
  }
  if (!material) return text(404, "Not found");
  // The coach opens every course's files (her preview and her own checks); they are not counted as students' downloads.
  const coach = viewer.role === "admin";
  if (!coach && (await courseAccess(deps.db, viewer, material.courseId)) !== "purchased") return text(403, "Purchase required to access this material");

  try {
    return await sendFile(deps, request, material, { count: !coach });
  } catch (error) {
    logger.error({ materialId, error: errorSummary(error) }, "course material could not be read");
    return text(503, "The file cannot be reached right now. Please try again shortly.", { "Retry-After": "30" });
  }
}

async function sendFile(deps: MaterialDeps, request: Request, material: CourseMaterial, options: { count: boolean }): Promise<Response> {
  const info = await deps.storage.stat(material.storageKey);
  if (!info) {
    logger.error({ materialId: material.id }, "course material is catalogued but missing from storage");
    return text(404, "Not found");
  }
  const headers = new Headers({
    ...NO_STORE,
    // nosniff comes from the security headers of every answer (server/app.ts).
    "Content-Type": material.contentType,
    "Content-Disposition": material.kind === "pdf" ? attachmentDisposition(material.fileName) : "inline",
    "Accept-Ranges": "bytes",
    ETag: info.etag,
    "Last-Modified": info.lastModified.toUTCString(),
  });
  const asked = rangeStillApplies(request.headers.get("if-range"), info) ? parseRange(request.headers.get("range"), info.size) : ({ kind: "full" } as const);
  if (asked.kind === "unsatisfiable") {
    headers.set("Content-Range", `bytes */${info.size}`);
    headers.delete("Content-Type");
    headers.delete("Content-Disposition");
    return new Response(null, { status: 416, headers });
  }
  const range = asked.kind === "partial" ? { start: asked.start, end: asked.end } : undefined;
  headers.set("Content-Length", String(range ? range.end - range.start + 1 : info.size));
  if (range) headers.set("Content-Range", contentRange(range, info.size));
  const status = range ? 206 : 200;
  if (request.method === "HEAD") return new Response(null, { status, headers });

  const body = await deps.storage.openRead(material.storageKey, { range });
  if (!body) {
    logger.error({ materialId: material.id }, "course material is catalogued but missing from storage");
    return text(404, "Not found");
  }
  // A download is counted once: a reader fetching the rest in ranges starts past byte 0.
  if (options.count && (!range || range.start === 0)) {
    await countDownload(deps.db, material.id, deps.now?.() ?? new Date()).catch((error: unknown) =>
      logger.warn({ materialId: material.id, error: errorSummary(error) }, "download not counted"),
    );
  }
  return new Response(body, { status, headers });
}

/** A browser navigating to the file goes to sign in and comes back; anything else gets a plain 401. */
function signedOut(request: Request): Response {
  const url = new URL(request.url);
  const navigation = request.headers.get("sec-fetch-mode") === "navigate" || (request.headers.get("accept") ?? "").includes("text/html");
  if (navigation && request.method === "GET") {
    const login = `${LOGIN_PATH}?${new URLSearchParams({ redirectTo: url.pathname })}`;
    return new Response(null, { status: 303, headers: { ...NO_STORE, Location: login } });
  }
  return text(401, "Sign in to download this file");
}

function text(status: number, body: string, extra: Record<string, string> = {}): Response {
  return new Response(body, { status, headers: { ...NO_STORE, "Content-Type": "text/plain; charset=utf-8", ...extra } });
}
