import http from "node:http";
import type { AddressInfo } from "node:net";
import express from "express";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { closeAfterEarlyAnswer } from "./early-answer";
import { JSON_BODY_LIMIT, jsonRoute } from "./json-route";

// On a real HTTP server, as server/app.ts mounts it.
const app = express();
app.set("trust proxy", "loopback");
app.use(closeAfterEarlyAnswer);
app.all(
  "/echo",
  jsonRoute(async ({ request, input, context }) => {
    const headers = new Headers({ "Cache-Control": "no-store" });
    headers.append("Set-Cookie", "a=1; Path=/");
    headers.append("Set-Cookie", "b=2; Path=/");
    const url = new URL(request.url);
    const body = { method: request.method, path: url.pathname, query: url.search, cookie: request.headers.get("cookie"), input, clientIp: context.clientIp };
    return { status: 201, headers, body };
  }),
);
app.get(
  "/broken",
  jsonRoute(async () => {
    throw new Error("private detail");
  }),
);

let server: http.Server;
let base: string;
beforeAll(async () => {
  server = http.createServer(app);
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

describe("jsonRoute: a Fetch handler served in front of React Router", () => {
  it("hands the handler the method, URL, headers, body and client address, and sends its status, headers and every cookie", async () => {
    const response = await fetch(`${base}/echo?kind=coaching`, {
      method: "POST",
      headers: { Cookie: "cart_session_id=x", "Content-Type": "application/json", "X-Forwarded-For": "198.51.100.7" },
      body: JSON.stringify({ intent: "add" }),
    });
    expect(response.status).toBe(201);
    expect(response.headers.get("content-type")).toBe("application/json; charset=utf-8");
    expect(response.headers.get("cache-control")).toBe("no-store");
    expect(response.headers.getSetCookie()).toEqual(["a=1; Path=/", "b=2; Path=/"]);
    expect(await response.json()).toEqual({
      method: "POST",
      path: "/echo",
      query: "?kind=coaching",
      cookie: "cart_session_id=x",
      input: { intent: "add" },
      clientIp: "198.51.100.7",
    });
  });

  it("hands a URL-encoded form over as its fields, and a body that is neither as null", async () => {
    const form = await fetch(`${base}/echo`, { method: "POST", body: new URLSearchParams({ intent: "reserve", name: "Ida", note: "" }) });
    expect(((await form.json()) as { input: unknown }).input).toEqual({ intent: "reserve", name: "Ida" });
    const text = await fetch(`${base}/echo`, { method: "POST", headers: { "Content-Type": "text/plain" }, body: "intent=reserve" });
    expect(((await text.json()) as { input: unknown }).input).toBeNull();
  });

  it("refuses a body over the limit with 413 without reading it whole", async () => {
    const response = await fetch(`${base}/echo`, { method: "POST", headers: { "Content-Type": "application/json" }, body: "x".repeat(JSON_BODY_LIMIT + 1) });
    expect(response.status).toBe(413);
  });

  it("a handler that throws answers 500 in JSON and shows nothing of the error", async () => {
    const response = await fetch(`${base}/broken`);
    expect(response.status).toBe(500);
    const text = await response.text();
    expect(JSON.parse(text)).toEqual({ ok: false, error: "Unknown error" });
    expect(text).not.toContain("private detail");
  });

  it("HEAD gets the headers and no body", async () => {
    const response = await fetch(`${base}/echo`, { method: "HEAD" });
    expect(response.status).toBe(201);
    expect(await response.text()).toBe("");
  });
});
