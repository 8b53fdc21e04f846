import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestDatabase } from "../../../tests/db";
import type { DatabaseHandle } from "~/db/client.server";
import { rateLimitHits } from "~/db/schema";
import { pruneRateLimits, RATE_LIMITS, takeRateLimit } from "./rate-limit.server";

let handle: DatabaseHandle;
beforeAll(async () => {
  handle = await createTestDatabase();
});
afterAll(async () => {
  await handle.close();
});

describe("fixed-window rate limit in the database", () => {
  const t0 = new Date("2026-03-01T10:00:00Z");

  it("allows the limit, refuses the next, per form and per address", async () => {
    const { limit } = RATE_LIMITS.story;
    for (let i = 0; i < limit; i++) expect((await takeRateLimit(handle.db, "story", "203.0.113.9", t0)).allowed).toBe(true);
    const refused = await takeRateLimit(handle.db, "story", "203.0.113.9", new Date(t0.getTime() + 15 * 60_000));
    expect(refused).toEqual({ allowed: false, retryAfterSeconds: 45 * 60 });
    expect((await takeRateLimit(handle.db, "story", "203.0.113.10", t0)).allowed).toBe(true);
    expect((await takeRateLimit(handle.db, "contact", "203.0.113.9", t0)).allowed).toBe(true);
  });

  it("starts counting again in the next window", async () => {
    expect((await takeRateLimit(handle.db, "story", "203.0.113.9", new Date(t0.getTime() + 3_600_000))).allowed).toBe(true);
  });

  it("counts concurrent hits exactly (shared by every app instance)", async () => {
    await Promise.all(Array.from({ length: 20 }, () => takeRateLimit(handle.db, "newsletter", "203.0.113.50", t0)));
    const rows = await handle.db.select().from(rateLimitHits);
    expect(rows.find((r) => r.key === "newsletter:203.0.113.50")?.count).toBe(20);
  });

  it("forgets old windows", async () => {
    await pruneRateLimits(handle.db, new Date(t0.getTime() + 2 * 3_600_000));
    expect(await handle.db.select().from(rateLimitHits)).toHaveLength(0);
  });
});
