import { afterEach, describe, expect, it, vi } from "vitest";
import express from "express";
import type { AddressInfo } from "node:net";
import { logger } from "~/lib/logger.server";
import type { ReadinessReport } from "~/modules/operations/readiness.server";
import { bearerMatches, readyz, requestIds, unexpectedError } from "./operations";

describe("the metrics token", () => {
  it("is accepted only as the exact bearer token", () => {
    const token = "a-long-metrics-token-123";
    expect(bearerMatches(`Bearer ${token}`, token)).toBe(true);
    expect(bearerMatches(`bearer ${token}`, token)).toBe(true);
    expect(bearerMatches(undefined, token)).toBe(false);
    expect(bearerMatches(token, token)).toBe(false);
    expect(bearerMatches(`Bearer ${token}x`, token)).toBe(false);
    expect(bearerMatches(`Basic ${token}`, token)).toBe(false);
  });
});

describe("an error no route handled", () => {
  afterEach(() => vi.restoreAllMocks());

  it("is logged once with its stack, route pattern and id, never its message, and the visitor gets the id", async () => {
    const logged = vi.spyOn(logger, "error").mockImplementation(() => undefined);
    const app = express();
    app.use(requestIds);
    app.post("/booking/cancel/:token", () => {
      throw new Error("Failed query: params ida@example.dk secret-token");
    });
    app.use(unexpectedError(() => "/booking/cancel/:token"));
    const server = app.listen(0, "127.0.0.1");
    await new Promise((resolve) => server.once("listening", resolve));
    try {
      const { port } = server.address() as AddressInfo;
      const answer = await fetch(`http://127.0.0.1:${port}/booking/cancel/secret-token?email=ida@example.dk`, {
        method: "POST",
        headers: { cookie: "session=abc", "content-type": "application/x-www-form-urlencoded" },
        body: "password=hunter2",
      });
      expect(answer.status).toBe(500);
      const id = answer.headers.get("x-request-id")!;
      expect(await answer.text()).toBe(`Unexpected error. Reference: ${id}`);
      expect(logged).toHaveBeenCalledTimes(1);
      const [line] = logged.mock.calls[0]! as unknown as [Record<string, unknown>];
      expect(line).toMatchObject({ err: "Error", route: "/booking/cancel/:token", method: "POST" });
      expect(String(line.stack)).toMatch(/^\s+at /);
      expect(JSON.stringify(line)).not.toMatch(/ida@example|secret-token|hunter2|session=abc|Failed query/);
    } finally {
      server.close();
    }
  });
});

describe("/readyz", () => {
  it("tells an anonymous caller the status alone, and the details only with the metrics token", async () => {
    const METRICS_TOKEN = "a-long-metrics-token-123";
    const report: ReadinessReport = {
      ready: false,
      database: { ok: true },
      migrations: { ok: true, applied: 39, known: 39 },
      storage: { ok: true },
      mail: { pending: 1200, failed: 3, oldestPendingSeconds: 4000, stalled: true },
    };
    const app = express();
    app.get(
      "/readyz",
      readyz(
        () => ({ METRICS_TOKEN, BACKUP_EVERY: undefined }),
        async () => report,
      ),
    );
    const server = app.listen(0, "127.0.0.1");
    await new Promise((resolve) => server.once("listening", resolve));
    try {
      const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/readyz`;
      const anonymous = await fetch(url);
      expect(anonymous.status).toBe(503);
      expect(await anonymous.json()).toEqual({ status: "not ready" });
      const wrong = await fetch(url, { headers: { authorization: "Bearer not-the-token-at-all" } });
      expect(await wrong.json()).toEqual({ status: "not ready" });
      const detailed = await fetch(url, { headers: { authorization: `Bearer ${METRICS_TOKEN}` } });
      expect(detailed.status).toBe(503);
      expect(await detailed.json()).toEqual({ status: "not ready", ...report });
    } finally {
      server.close();
    }
  });
});
