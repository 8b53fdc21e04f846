import { describe, expect, it } from "vitest";
import { jsonAnswer } from "./json-answer.server";

describe("jsonAnswer", () => {
  it("declares the body's length in bytes (so compression can leave small answers alone)", async () => {
    const response = jsonAnswer({ name: "Søren Ærø" }, { status: 201, headers: { "Cache-Control": "no-store" } });
    const bytes = new Uint8Array(await response.clone().arrayBuffer());
    expect(response.headers.get("Content-Length")).toBe(String(bytes.byteLength));
    expect(bytes.byteLength).toBeGreaterThan(JSON.stringify({ name: "Søren Ærø" }).length);
    expect(response.status).toBe(201);
    expect(response.headers.get("Cache-Control")).toBe("no-store");
    expect(response.headers.get("Content-Type")).toBe("application/json; charset=utf-8");
    expect(await response.json()).toEqual({ name: "Søren Ærø" });
  });
});
