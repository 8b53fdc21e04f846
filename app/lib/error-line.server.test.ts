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

describe("the cause of an error", () => {
  it("names the system's error code and the broken constraint, never what a visitor typed", () => {
    const full = Object.assign(
      new Error("Failed query: insert into contact_messages (name, email, message) values ($1, $2, $3) params: Ida,ida@example.dk,Hej med dig,nl-token-123"),
      { cause: Object.assign(new Error("ENOSPC: no space left on device, write"), { code: "ENOSPC", syscall: "write", errno: -28 }) },
    );
    const duplicate = Object.assign(new Error("Failed query: insert … params: Ida,ida@example.dk"), {
      cause: Object.assign(new Error('duplicate key value violates unique constraint "newsletter_email_key" (ida@example.dk)'), {
        code: "23505",
        constraint: "newsletter_email_key",
        table: "newsletter_subscribers",
      }),
    });
    expect(errorLine(full)).toEqual({ err: "Error", errno: "ENOSPC", syscall: "write" });
    expect(errorLine(duplicate)).toEqual({ err: "Error", sqlState: "23505", constraint: "newsletter_email_key", table: "newsletter_subscribers" });
    expect(JSON.stringify([errorLine(full), errorLine(duplicate)])).not.toMatch(/ida|Hej|nl-token|insert/i);
  });
});
