import { describe, expect, it } from "vitest";
import { InvalidEnvironmentError, parseEnv } from "~/env.server";
import { demoContentEnabled } from "./seed.server";

describe("DEMO_CONTENT", () => {
  it("is read as on or off, and is off unless asked for, whatever the database", () => {
    expect(parseEnv({ DEMO_CONTENT: "1" }).DEMO_CONTENT).toBe(true);
    expect(parseEnv({ DEMO_CONTENT: "false" }).DEMO_CONTENT).toBe(false);
    expect(parseEnv({}).DEMO_CONTENT).toBeUndefined();
    expect(demoContentEnabled(parseEnv({}))).toBe(false);
    expect(demoContentEnabled(parseEnv({ DATABASE_URL: "postgres://db/vocal" }))).toBe(false);
    expect(demoContentEnabled(parseEnv({ DATABASE_URL: "postgres://db/vocal", DEMO_CONTENT: "yes" }))).toBe(true);
    expect(demoContentEnabled(parseEnv({ DEMO_CONTENT: "1" }))).toBe(true);
  });

  it("stops the server at start on anything else, naming the variable", () => {
    expect(() => parseEnv({ DEMO_CONTENT: "maybe" })).toThrow(InvalidEnvironmentError);
    expect(() => parseEnv({ DEMO_CONTENT: "maybe" })).toThrow(/DEMO_CONTENT/);
  });
});
