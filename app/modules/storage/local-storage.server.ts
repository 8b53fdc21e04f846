import { createWriteStream } from "node:fs";
import { mkdir, open, readFile, rename, rm, stat, writeFile, type FileHandle } from "node:fs/promises";
import { pipeline } from "node:stream/promises";
import path from "node:path";
import { randomUUID } from "node:crypto";
import { assertValidKey, type FileStorage } from "./storage.server";

/** Files under `<root>/<key>`, readable by the owner only; writes go to a temporary name first so a crash never leaves half a file. */
export function createLocalStorage(root: string): FileStorage {
  const fileFor = (key: string) => {
    assertValidKey(key);
    return path.join(root, ...key.split("/"));
  };
  return {
    kind: "local",
    async put(key, body) {
      const file = fileFor(key);
      await mkdir(path.dirname(file), { recursive: true, mode: 0o700 });
      const temp = `${file}.${randomUUID()}.part`;
      await writeFile(temp, body, { mode: 0o600 });
      await rename(temp, file);
    },
    async putStream(key, body) {
      const file = fileFor(key);
      await mkdir(path.dirname(file), { recursive: true, mode: 0o700 });
      const temp = `${file}.${randomUUID()}.part`;
      try {
        await pipeline(body, createWriteStream(temp, { mode: 0o600 }));
        await rename(temp, file);
      } catch (error) {
        await rm(temp, { force: true });
        throw error;
      }
    },
    async get(key) {
      try {
        return new Uint8Array(await readFile(fileFor(key)));
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code === "ENOENT") return null;
        throw error;
      }
    },
    async delete(key) {
      await rm(fileFor(key), { force: true });
    },
    async stat(key) {
      const info = await stat(fileFor(key)).catch(missingAsNull);
      if (!info?.isFile()) return null;
      const mtime = Math.floor(info.mtimeMs);
      return { size: info.size, lastModified: new Date(mtime), etag: `"${info.size.toString(16)}-${mtime.toString(16)}"` };
    },
    async openRead(key, options = {}) {
      const handle = await open(fileFor(key), "r").catch(missingAsNull);
      if (!handle) return null;
      return fileStream(handle, options.range?.start ?? 0, options.range ? options.range.end + 1 : Infinity);
    },
  };
}

function missingAsNull(error: unknown): null {
  if ((error as NodeJS.ErrnoException).code === "ENOENT") return null;
  throw error;
}

const CHUNK_BYTES = 64 * 1024;

/**
 * Reads [start, end) one chunk per pull, so the reader's pace (the network) decides how much
 * is read: at most one chunk is in memory per download. The handle closes at the end, on
 * an error, and when the reader cancels (the client went away).
 */
function fileStream(handle: FileHandle, start: number, end: number): ReadableStream<Uint8Array> {
  let position = start;
  let closed = false;
  const close = async () => {
    if (closed) return;
    closed = true;
    await handle.close();
  };
  return new ReadableStream<Uint8Array>(
    {
      async pull(controller) {
        try {
          const length = Math.min(CHUNK_BYTES, end - position);
          const buffer = new Uint8Array(length);
          const { bytesRead } = length > 0 ? await handle.read(buffer, 0, length, position) : { bytesRead: 0 };
          if (bytesRead === 0) {
            await close();
            controller.close();
            return;
          }
          position += bytesRead;
          controller.enqueue(bytesRead === length ? buffer : buffer.subarray(0, bytesRead));
        } catch (error) {
          await close().catch(() => undefined);
          controller.error(error);
        }
      },
      cancel: close,
    },
    { highWaterMark: 0 },
  );
}
