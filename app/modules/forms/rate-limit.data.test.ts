import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestDatabase } from "../../../tests/db";
import type { DatabaseHandle } from "~/db/client.server";
import { rateLimitHits } from "~/db/schema";
import { peekRateLimit, pruneRateLimits, RATE_LIMITS, takeRateLimit } from "./rate-limit.server";

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

  it("peeks without counting: failed sign-ins close the door, looking does not", async () => {
    const at = new Date("2026-03-02T10:00:00Z");
    const { limit } = RATE_LIMITS["sign-in"];
    for (let i = 0; i < 3 * limit; i++) expect((await peekRateLimit(handle.db, "sign-in", "198.51.100.7", at)).allowed).toBe(true);
    for (let i = 0; i < limit; i++) await takeRateLimit(handle.db, "sign-in", "198.51.100.7", at);
    expect(await peekRateLimit(handle.db, "sign-in", "198.51.100.7", at)).toEqual({ allowed: false, retryAfterSeconds: 900 });
    expect((await peekRateLimit(handle.db, "sign-in", "198.51.100.8", at)).allowed).toBe(true);
  });

  it("slides: the previous window counts for the part of it still inside the last hour", async () => {
    // t0's window is full (5). Just after the next one starts it still counts whole: refused.
    expect((await takeRateLimit(handle.db, "story", "203.0.113.9", new Date(t0.getTime() + 3_600_000 + 1_000))).allowed).toBe(false);
    // Two hours on, the window before the current one is empty: allowed again.
    expect((await takeRateLimit(handle.db, "story", "203.0.113.9", new Date(t0.getTime() + 2 * 3_600_000))).allowed).toBe(true);
  });

  it("a burst across a window's edge meets the limit once, not twice", async () => {
    const { limit, windowSeconds } = RATE_LIMITS["sign-in"];
    const edge = Math.ceil(Date.parse("2026-03-03T10:00:00Z") / (windowSeconds * 1000)) * windowSeconds * 1000;
    const before = await Promise.all(Array.from({ length: 30 }, () => takeRateLimit(handle.db, "sign-in", "198.51.100.70", new Date(edge - 500))));
    const after = await Promise.all(Array.from({ length: 30 }, () => takeRateLimit(handle.db, "sign-in", "198.51.100.70", new Date(edge + 500))));
    expect([...before, ...after].filter((decision) => decision.allowed)).toHaveLength(limit);
  });

  it("counts concurrent hits exactly (shared by every app instance)", async () => {
    await Promise.all(Array.from({ length: 20 }, () => takeRateLimit(handle.db, "newsletter", "203.0.113.50", t0)));
    const rows = await handle.db.select().from(rateLimitHits);
    expect(rows.find((r) => r.key === "newsletter:203.0.113.50")?.count).toBe(20);
  });

  it("counts an IPv6 network as one client, by its /64", async () => {
    for (let i = 0; i < RATE_LIMITS.story.limit; i++) expect((await takeRateLimit(handle.db, "story", `2001:db8:1:2::${i + 1}`, t0)).allowed).toBe(true);
    expect((await takeRateLimit(handle.db, "story", "2001:db8:1:2:ffff::9", t0)).allowed).toBe(false);
    expect((await takeRateLimit(handle.db, "story", "2001:db8:1:3::1", t0)).allowed).toBe(true);
    expect((await takeRateLimit(handle.db, "story", "::ffff:203.0.113.77", t0)).allowed).toBe(true);
    const keys = (await handle.db.select().from(rateLimitHits)).map((r) => r.key);
    expect(keys).toEqual(expect.arrayContaining(["story:2001:db8:1:2::/64", "story:2001:db8:1:3::/64", "story:203.0.113.77"]));
  });

  it("forgets old windows and keeps current ones", async () => {
    // Seeded here, so the test has something to forget even when it runs alone.
    const old = new Date(t0.getTime() - 3 * 86_400_000);
    // Inserted directly: takeRateLimit itself prunes now and then, which would make this test a lottery.
    await handle.db.insert(rateLimitHits).values([
      { key: "contact:192.0.2.1", windowStart: old, count: 3 },
      { key: "contact:192.0.2.2", windowStart: new Date(t0.getTime() + 2 * 3_600_000), count: 1 },
    ]);
    const windows = async () => (await handle.db.select().from(rateLimitHits)).map((r) => r.windowStart.getTime());
    expect(await windows()).toContain(old.getTime());

    await pruneRateLimits(handle.db, t0);
    const left = await windows();
    expect(left).not.toContain(old.getTime());
    expect(left.every((start) => start >= t0.getTime())).toBe(true);
    expect(left).toContain(t0.getTime() + 2 * 3_600_000);
  });
});
