/**
 * HTTP Range requests (RFC 9110 §14) for one byte range. A header we cannot use (another
 * unit, bad syntax, several ranges) is ignored and the whole file is sent, as the RFC
 * allows; only a well-formed range that starts past the end is unsatisfiable (416).
 */
export type ByteRange = { start: number; end: number };
export type RangeAnswer = { kind: "full" } | ({ kind: "partial" } & ByteRange) | { kind: "unsatisfiable" };

const SINGLE_RANGE = /^bytes[ \t]*=[ \t]*(\d*)[ \t]*-[ \t]*(\d*)[ \t]*$/i;

export function parseRange(header: string | null, size: number): RangeAnswer {
  if (!header) return { kind: "full" };
  const match = SINGLE_RANGE.exec(header);
  if (!match) return { kind: "full" };
  const [, first = "", last = ""] = match;
  if (first === "" && last === "") return { kind: "full" };
  if (first === "") {
    const suffix = Number(last);
    if (!Number.isSafeInteger(suffix)) return { kind: "full" };
    if (suffix === 0 || size === 0) return { kind: "unsatisfiable" };
    return { kind: "partial", start: Math.max(0, size - suffix), end: size - 1 };
  }
  const start = Number(first);
  const end = last === "" ? Number.MAX_SAFE_INTEGER : Number(last);
  if (!Number.isSafeInteger(start) || !Number.isSafeInteger(end) || end < start) return { kind: "full" };
  if (start >= size) return { kind: "unsatisfiable" };
  return { kind: "partial", start, end: Math.min(end, size - 1) };
}

/**
 * If-Range: the range applies only while the file is the one the client started with,
 * judged by a strong ETag or by the exact Last-Modified date.
 */
export function rangeStillApplies(ifRange: string | null, current: { etag: string; lastModified: Date }): boolean {
  if (!ifRange) return true;
  const value = ifRange.trim();
  if (value.startsWith('"')) return value === current.etag;
  if (value.startsWith("W/")) return false;
  const date = Date.parse(value);
  return Number.isFinite(date) && date === Math.floor(current.lastModified.getTime() / 1000) * 1000;
}

export function contentRange(range: ByteRange, size: number) {
  return `bytes ${range.start}-${range.end}/${size}`;
}
