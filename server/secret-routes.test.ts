import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import express from "express";
import type { AddressInfo } from "node:net";
import type { Server } from "node:http";
import path from "node:path";
import type { ServerBuild } from "react-router";
import type { RouteConfigEntry } from "@react-router/dev/routes";
import { logger } from "~/lib/logger.server";
import { errorLine } from "~/lib/error-line.server";
import { logNotFound } from "~/lib/not-found.server";
import { SECRET_ROUTES } from "~/lib/secret-routes";
import { requestIds, requestMetrics } from "./operations";
import { routePatternMatcher } from "./route-pattern";

const TOKEN = "madeUpToken9f3b7c1d2e";

/** The site's real routes, as app/routes.ts declares them, in the build's flat shape. */
async function siteRoutes(): Promise<ServerBuild["routes"]> {
  (globalThis as { __reactRouterAppDirectory?: string }).__reactRouterAppDirectory = path.resolve("app");
  const { flatRoutes } = await import("@react-router/fs-routes");
  const entries = await flatRoutes({ ignoredRouteFiles: ["**/*.test.*"] });
  const routes: Record<string, unknown> = { root: { id: "root", path: "" } };
  const add = (list: RouteConfigEntry[], parentId: string) => {
    for (const entry of list) {
      routes[entry.id!] = { id: entry.id, parentId, path: entry.path, index: entry.index };
      add(entry.children ?? [], entry.id!);
    }
  };
  add(entries, "root");
  return routes as ServerBuild["routes"];
}

let server: Server;
let base: string;
let routePaths: string[];
const lines: unknown[] = [];

beforeAll(async () => {
  const routes = await siteRoutes();
  routePaths = Object.values(routes).map((route) => `/${route!.path ?? ""}`);
  for (const level of ["info", "warn", "error"] as const) vi.spyOn(logger, level).mockImplementation(((line: unknown) => void lines.push(line)) as never);
  const app = express();
  app.use(requestIds);
  app.use(requestMetrics(routePatternMatcher(routes)));
  // Stands for a loader that failed: the error line names the request's path.
  app.use((req, res) => {
    const request = new Request(`http://localhost${req.originalUrl}`);
    logger.error(errorLine(new Error("failed"), request), "request failed");
    // And as the 404 page (an unknown or expired token) logs it.
    logNotFound(request);
    res.status(req.method === "POST" ? 500 : 200).send("ok");
  });
  server = app.listen(0, "127.0.0.1");
  await new Promise((resolve) => server.once("listening", resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(() => {
  server.close();
  vi.restoreAllMocks();
});

describe("routes that carry a secret", () => {
  it("are all on the list: every route with a token in its path", () => {
    const withToken = routePaths.filter((route) => /:token\b/.test(route));
    expect(withToken.length).toBeGreaterThan(5);
    for (const route of withToken) expect(SECRET_ROUTES).toContain(route);
    for (const route of SECRET_ROUTES) expect(routePaths).toContain(route);
  });

  it("reach the request log and the error log as their pattern, never with the token", async () => {
    const addresses = [
      ...SECRET_ROUTES.flatMap((route) => {
        const address = route.replace(/:[a-zA-Z]+/g, TOKEN);
        return [address, `${address}.data`];
      }),
      `/reset-password?token=${TOKEN}`,
      `/verify-email?token=${TOKEN}&callbackURL=/`,
    ];
    for (const address of addresses) {
      lines.length = 0;
      for (const method of ["GET", "POST"]) await (await fetch(`${base}${address}`, { method })).text();
      await new Promise((resolve) => setTimeout(resolve, 5));
      const logged = JSON.stringify(lines);
      expect(lines.length, address).toBeGreaterThanOrEqual(6);
      expect(logged, address).not.toContain(TOKEN);
    }
  });
});
