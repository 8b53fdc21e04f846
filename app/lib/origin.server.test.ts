import { afterEach, describe, expect, it } from "vitest";
import { resetEnvForTests } from "~/env.server";
import { publicOrigin } from "./origin.server";

const saved = { PUBLIC_URL: process.env.PUBLIC_URL, PORT: process.env.PORT };
afterEach(() => {
  for (const [name, value] of Object.entries(saved)) {
    if (value === undefined) delete process.env[name];
    else process.env[name] = value;
  }
  resetEnvForTests();
});

function configure(values: Record<string, string | undefined>) {
  for (const [name, value] of Object.entries(values)) {
    if (value === undefined) delete process.env[name];
    else process.env[name] = value;
  }
  resetEnvForTests();
}

// What the Express adapter builds from a request whose Host and X-Forwarded-Host a client chose.
const forged = new Request("http://attacker.example/newsletter", { headers: { host: "attacker.example", "x-forwarded-host": "attacker.example" } });

describe("publicOrigin", () => {
  it("is PUBLIC_URL (without a trailing slash), whatever host the request names", () => {
    configure({ PUBLIC_URL: "https://majaholm.dk/", PORT: "8080" });
    expect(publicOrigin(forged)).toBe("https://majaholm.dk");
  });

  it("defaults to http://localhost:PORT, never to the request's host", () => {
    configure({ PUBLIC_URL: undefined, PORT: "8080" });
    expect(publicOrigin(forged)).toBe("http://localhost:8080");
    configure({ PUBLIC_URL: undefined, PORT: undefined });
    expect(publicOrigin(forged)).toBe("http://localhost:3000");
  });
});
