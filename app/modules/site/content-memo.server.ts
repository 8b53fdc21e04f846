/**
 * Reads of what public pages show (courses, prices, products, variants), kept in memory for the
 * content version they were read at (decision 041, "Rendered pages"). The render cache answers
 * anonymous visitors; these keep the pages it cannot keep (a signed-in visitor, a query string,
 * a POST's answer) from asking the embedded database the same few questions on every request,
 * each of which costs PGlite a few milliseconds of CPU.
 *
 * Only reads of tables whose triggers raise the content version (migrations 0034, 0035) may be
 * kept here: a change to any of them makes every kept read stale at the next version check, on
 * this instance at once and on the others within a second, as the render cache already promises.
 */
import { db } from "~/db/db.server";
import { contentVersionWatch, type ContentVersionWatch } from "./content-version.server";

/** Distinct reads kept at most; past it the memo starts again (keys are few: a category, an id). */
export const CONTENT_MEMO_ENTRIES = 500;

export function createContentMemo(watch: Pick<ContentVersionWatch, "current">, maxEntries = CONTENT_MEMO_ENTRIES) {
  const kept = new Map<string, { version: number; value: Promise<unknown> }>();

  return async function keptForContent<T>(key: string, read: () => Promise<T>): Promise<T> {
    // A read begun after the version was seen is at least that new, so it may be kept under it.
    const version = await watch.current().catch(() => undefined);
    if (version === undefined) return read();
    const entry = kept.get(key);
    if (entry?.version === version) return entry.value as Promise<T>;
    const value = read();
    if (kept.size >= maxEntries) kept.clear();
    kept.set(key, { version, value });
    // A failed read is not kept: the next request asks again.
    value.catch(() => {
      if (kept.get(key)?.value === value) kept.delete(key);
    });
    return value;
  };
}

export type ContentMemo = ReturnType<typeof createContentMemo>;

// One memo per database, so that a process (or a test file) that opens another never reads the first's rows.
const holder = globalThis as typeof globalThis & { __contentMemos?: WeakMap<object, ContentMemo> };

/**
 * `read`'s answer for the current content version, asked of the database once per version and
 * process. What it returns is shared between requests: callers copy before they change it.
 */
export function keptForContent<T>(key: string, read: () => Promise<T>): Promise<T> {
  holder.__contentMemos ??= new WeakMap();
  const database = db();
  let memo = holder.__contentMemos.get(database);
  if (!memo) {
    memo = createContentMemo(contentVersionWatch(db));
    holder.__contentMemos.set(database, memo);
  }
  return memo(key, read);
}
