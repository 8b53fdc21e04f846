import { describe, expect, it } from "vitest";
import { redactLinks } from "./redact";

describe("redactLinks", () => {
  it("cuts a link's query and fragment, where tokens travel", () => {
    expect(redactLinks("Open https://studio.test/reset-password?token=abc123secret now")).toBe("Open https://studio.test/reset-password?… now");
    expect(redactLinks("https://studio.test/verify-email#token=x")).toBe("https://studio.test/verify-email?…");
  });

  it("hides token-like path segments and keeps ordinary ones", () => {
    expect(redactLinks("see https://studio.test/newsletter/confirm/Zx8k2LmQ9pR4tY7uW1vB3nC5")).toBe("see https://studio.test/newsletter/confirm/…");
    expect(redactLinks("https://studio.test/test-checkout/0b9d6c1e-5f4a-4c3b-9e2d-1a2b3c4d5e6f")).toBe("https://studio.test/test-checkout/…");
    expect(redactLinks("https://studio.test/courses/voice-elevated")).toBe("https://studio.test/courses/voice-elevated");
  });

  it("leaves text without links as it is", () => {
    expect(redactLinks("550 5.1.1 <ida@example.dk>: Recipient address rejected")).toBe("550 5.1.1 <ida@example.dk>: Recipient address rejected");
  });
});
