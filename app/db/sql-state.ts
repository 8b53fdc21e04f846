/** Drizzle wraps driver errors; the SQLSTATE is on the error or its cause. */
export function sqlState(error: unknown): string | undefined {
  let current = error as { code?: unknown; cause?: unknown } | undefined;
  for (let depth = 0; current && depth < 4; depth++) {
    if (typeof current.code === "string" && /^[0-9A-Z]{5}$/.test(current.code)) return current.code;
    current = current.cause as typeof current;
  }
  return undefined;
}

/** 23P01: exclusion_violation — another live booking overlaps. */
export const EXCLUSION_VIOLATION = "23P01";
/** P0001: raise_exception — what a trigger raises to refuse a write (orders move only forward). */
export const RAISE_EXCEPTION = "P0001";
/** 23505: unique_violation — e.g. a second waiting consultation request for one address. */
export const UNIQUE_VIOLATION = "23505";
