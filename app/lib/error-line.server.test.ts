import { describe, expect, it } from "vitest";
import { errorLine, unexpectedErrorLine } from "./error-line.server";

describe("errorLine", () => {
  it("keeps the kind, the SQLSTATE and the path; never the statement or its parameters", () => {
    const error = Object.assign(new Error("Failed query: insert into bookings (name, email) values ($1, $2) params: Ida,ida@example.dk"), {
      cause: Object.assign(new Error("invalid byte sequence for encoding UTF8: 0x00"), { code: "22021" }),
    });
    const line = errorLine(error, new Request("http://site.test/test-checkout/x?token=secret"));
    expect(line).toEqual({ err: "Error", sqlState: "22021", path: "/test-checkout/:id" });
    expect(JSON.stringify(line)).not.toMatch(/ida|secret|insert/i);
  });

  it("logs an unexpected error's stack frames, never its message", () => {
    const error = new Error("Failed query params: ida@example.dk");
    const line = unexpectedErrorLine(error, new Request("http://site.test/contact?email=ida@example.dk"));
    expect(line).toMatchObject({ err: "Error", path: "/contact" });
    expect(line.stack).toMatch(/^\s+at /);
    expect(JSON.stringify(line)).not.toMatch(/ida|Failed query/i);
  });
});
