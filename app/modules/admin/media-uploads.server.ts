import { createReadStream } from "node:fs";
import { open, readFile } from "node:fs/promises";
import path from "node:path";
import { Server } from "@tus/server";
import { FileStore } from "@tus/file-store";
import { parseFile } from "music-metadata";
import { makeDirectory, type Database } from "~/db/client.server";
import { db } from "~/db/db.server";
import { env } from "~/env.server";
import { mediaUploads } from "~/db/schema";
import { logger } from "~/lib/logger.server";
import { getOptionalUser } from "~/modules/accounts/guards.server";
import { fileStorage } from "~/modules/storage/file-storage.server";
import type { FileStorage } from "~/modules/storage/storage.server";
import { newStorageKey, STORAGE_FOLDERS } from "~/modules/storage/storage.server";
import { cleanFileName } from "~/modules/storage/uploads.server";
import { MAX_LESSON_MEDIA_BYTES, MAX_RESOURCE_PDF_BYTES, MAX_RESOURCE_PDF_LABEL, recogniseMedia, recogniseResource } from "./media-check";
import { pdfPages } from "./workbook-files.server";
import { ADMIN_UPLOAD_PATH } from "~/modules/site/server-routes";

/** tus answers with its own status codes; the body is what the uploader shows the coach. */
const refuse = (status_code: number, body: string) => ({ status_code, body });

export interface MediaUploadDeps {
  db: Database;
  storage: FileStorage;
  /** Where parts of uploads wait until they are whole (inside DATA_DIR, never served). */
  directory: string;
  /** The admin making this request, or null: every tus request is refused without one. */
  adminOf(request: Request): Promise<{ id: string } | null>;
}

/** The signed-in admin of a request (the session cookie, as every route reads it). */
export async function sessionAdmin(request: Request) {
  const user = await getOptionalUser(request);
  return user?.role === "admin" ? user : null;
}

/**
 * The resumable upload endpoint for lesson media (decision 029): tus over HTTP, so an upload
 * survives a dropped connection and a reload, and arrives in chunks written straight to disk
 * (the server's memory stays flat). Only an admin may create, continue, read or delete an
 * upload. When the last byte is in, the file is recognised by its content, its duration read,
 * and it moves into private storage; a file that is not audio or video is refused with the
 * reason and nothing is kept. The same endpoint takes a lesson's resources (a PDF, its pages
 * counted, or audio) when the upload says it is one.
 */
export function createMediaUploadServer(deps: MediaUploadDeps) {
  const store = new FileStore({ directory: deps.directory, expirationPeriodInMilliseconds: 24 * 60 * 60 * 1000 });
  const options: ConstructorParameters<typeof Server>[0] = {
    path: ADMIN_UPLOAD_PATH,
    datastore: store,
    maxSize: MAX_LESSON_MEDIA_BYTES,
    relativeLocation: true,
    async onIncomingRequest(req) {
      if (!(await deps.adminOf(req))) throw refuse(403, "Only the studio's admins can upload lesson files.");
    },
    async onUploadCreate(_req, upload) {
      const declared = upload.metadata?.contentKind;
      if (declared !== "audio" && declared !== "video" && declared !== "resource") throw refuse(400, "Choose Video or Audio Only before the file.");
      return { metadata: upload.metadata ?? {} };
    },
    async onUploadFinish(req, upload) {
      const file = path.join(deps.directory, upload.id);
      const sentName = upload.metadata?.filename ?? "lesson";
      let fileName = cleanFileName(sentName, null);
      const user = await deps.adminOf(req);
      try {
        const head = Buffer.alloc(64);
        const handle = await open(file, "r");
        try {
          await handle.read(head, 0, 64, 0);
        } finally {
          await handle.close();
        }
        const purpose = upload.metadata?.contentKind;
        const media = purpose === "resource" ? recogniseResource(head) : recogniseMedia(head, purpose === "audio" ? "audio" : "video");
        const refusal = !media
          ? purpose === "resource"
            ? "This file is not a PDF or audio we can play (PDF, MP3, M4A, WAV, FLAC or Ogg)."
            : "This file is not audio or video we can play (MP3, M4A, WAV, FLAC, Ogg, MP4, MOV or WebM)."
          : media.kind === "pdf" && (upload.size ?? 0) > MAX_RESOURCE_PDF_BYTES
            ? `A PDF resource can be up to ${MAX_RESOURCE_PDF_LABEL}.`
            : null;
        // A PDF's pages are read from the file (whole, within its limit); audio and video have a duration instead.
        const pages = media?.kind === "pdf" && !refusal ? await pdfPages(await readFile(file)) : null;
        const unreadable = media?.kind === "pdf" && !refusal && !pages ? "This PDF cannot be read. Export it again and upload that file." : null;
        // The extension the content decided (decided below for a file that is refused: none).
        if (media) fileName = cleanFileName(sentName, media.extension);
        if (!media || refusal || unreadable) {
          const reason = refusal ?? unreadable ?? "This file cannot be used.";
          await recordFailure(deps.db, upload.id, upload.size ?? 0, fileName, user?.id, reason);
          throw refuse(415, reason);
        }
        const metadata = media.kind === "pdf" ? null : await parseFile(file, { duration: true, skipCovers: true }).catch(() => null);
        const duration = metadata?.format.duration;
        const key = newStorageKey(STORAGE_FOLDERS.courseMaterials, media.extension);
        await deps.storage.putStream(key, createReadStream(file), media.contentType);
        await deps.db
          .insert(mediaUploads)
          .values({
            id: upload.id,
            status: "ready",
            kind: media.kind,
            contentType: media.contentType,
            sizeBytes: upload.size ?? 0,
            durationSeconds: duration && Number.isFinite(duration) ? Math.round(duration) : null,
            pages,
            storageKey: key,
            fileName,
            uploadedBy: user?.id ?? null,
          })
          .onConflictDoNothing();
        return {};
      } finally {
        // The file is in storage (or refused): the part store keeps nothing.
        await store.remove(upload.id).catch(() => undefined);
      }
    },
    onResponseError(_req, err) {
      if ("status_code" in err) return undefined;
      logger.error({ err }, "lesson upload failed");
      return { status_code: 500, body: "The upload could not be finished. Try again." };
    },
  };
  return new Server(options);
}

async function recordFailure(db: Database, id: string, size: number, fileName: string, uploadedBy: string | undefined, error: string) {
  await db
    .insert(mediaUploads)
    .values({ id, status: "failed", sizeBytes: size, fileName, error, uploadedBy: uploadedBy ?? null })
    .onConflictDoNothing();
}

let running: Server | undefined;

/** The site's upload endpoint, made once: parts wait in DATA_DIR/uploads-in-progress (owner only). */
export function adminMediaUploads(): Server {
  if (!running) {
    const directory = path.resolve(env().DATA_DIR, "uploads-in-progress");
    makeDirectory(directory);
    running = createMediaUploadServer({ db: db(), storage: fileStorage(), directory, adminOf: sessionAdmin });
  }
  return running;
}
