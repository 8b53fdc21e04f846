import { describe, expect, it } from "vitest";
import { startDefaults } from "./start-defaults.mjs";

describe("npm start's defaults", () => {
  it("asks for the demo content on a fresh clone: embedded database, localhost", () => {
    expect(startDefaults({})).toEqual({ DEMO_CONTENT: "1" });
    expect(startDefaults({ PUBLIC_URL: "http://localhost:3000" })).toEqual({ DEMO_CONTENT: "1" });
    expect(startDefaults({ PUBLIC_URL: "http://127.0.0.1:8080" })).toEqual({ DEMO_CONTENT: "1" });
  });

  it("never on what looks like a deployment, and never over the operator's own choice", () => {
    expect(startDefaults({ PUBLIC_URL: "https://majaholm.dk" })).toEqual({});
    expect(startDefaults({ PUBLIC_URL: "https://localhost.evil.example" })).toEqual({});
    expect(startDefaults({ DATABASE_URL: "postgres://db/vocal" })).toEqual({});
    expect(startDefaults({ DEMO_CONTENT: "0" })).toEqual({});
    expect(startDefaults({ PUBLIC_URL: "not a url" })).toEqual({});
  });
});
