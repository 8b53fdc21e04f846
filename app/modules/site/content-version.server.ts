/**
 * The version of what anonymous pages show (decision 041). Triggers raise the `content_version`
 * row whenever a content table changes (migration 0034); the render cache keeps a page only as
 * long as the version it was rendered at is the current one. Each process asks the database at
 * most once a second (another instance's write shows within a second) and at once after it
 * answered a request that may have written (its own writes show at the next request).
 */
import { eq } from "drizzle-orm";
import type { Database } from "~/db/client.server";
import { contentVersion } from "~/db/schema";

export const CONTENT_CHECK_EVERY_MS = 1000;

export interface ContentVersionOptions {
  db: () => Database;
  /** Milliseconds (tests move it on). */
  clock?: () => number;
}

export function createContentVersionWatch(options: ContentVersionOptions) {
  const clock = options.clock ?? Date.now;
  let version: number | undefined;
  let checkedAt = Number.NEGATIVE_INFINITY;
  // Writes this process may have made, and how many of them the last answer from the database saw.
  let writes = 0;
  let seenWrites = 0;
  let checking: { promise: Promise<number | undefined>; writes: number } | undefined;

  async function read(): Promise<number | undefined> {
    const [row] = await options.db().select({ version: contentVersion.version }).from(contentVersion).where(eq(contentVersion.id, 1));
    return row?.version;
  }

  function check() {
    const startedAt = clock();
    const startedWrites = writes;
    const look = { writes: startedWrites, promise: undefined as unknown as Promise<number | undefined> };
    look.promise = (async () => {
      try {
        const found = await read();
        version = found;
        checkedAt = startedAt;
        seenWrites = Math.max(seenWrites, startedWrites);
        return found;
      } catch (error) {
        // Unknown: nothing cached may be served until the database answers again.
        version = undefined;
        throw error;
      } finally {
        if (checking === look) checking = undefined;
      }
    })();
    checking = look;
    return look.promise;
  }

  /** The current version: the one in memory while it is younger than a second and nothing here wrote since. */
  async function current(): Promise<number | undefined> {
    if (seenWrites === writes && version !== undefined && clock() - checkedAt < CONTENT_CHECK_EVERY_MS) return version;
    // A look already on its way counts only if it started after this process's last write.
    if (checking && checking.writes === writes) return checking.promise;
    return check();
  }

  return {
    current,
    /** Something in this process may have changed content: the next `current()` asks the database. */
    markDirty() {
      writes += 1;
    },
  };
}

export type ContentVersionWatch = ReturnType<typeof createContentVersionWatch>;

const holder = globalThis as typeof globalThis & { __contentVersion?: ContentVersionWatch };

/** The process's watch, on the app's database. */
export function contentVersionWatch(db: () => Database): ContentVersionWatch {
  holder.__contentVersion ??= createContentVersionWatch({ db });
  return holder.__contentVersion;
}
