import { describe, expect, it } from "vitest";
import { linkAmountProblem, mayResend, paymentLinkState, RESEND_QUIET_MS } from "./payment-link";

const now = new Date("2026-12-01T12:00:00Z");
const at = (ms: number) => new Date(now.getTime() + ms);

describe("a payment link's state", () => {
  it("is paid once money arrived, whatever else happened; withdrawn before expired; expired at its time", () => {
    expect(paymentLinkState({ paidAt: at(-1), withdrawnAt: at(-2), expiresAt: at(-3) }, now)).toBe("paid");
    expect(paymentLinkState({ paidAt: null, withdrawnAt: at(-2), expiresAt: at(-3) }, now)).toBe("withdrawn");
    expect(paymentLinkState({ paidAt: null, withdrawnAt: null, expiresAt: now }, now)).toBe("expired");
    expect(paymentLinkState({ paidAt: null, withdrawnAt: null, expiresAt: at(1) }, now)).toBe("open");
    expect(paymentLinkState({ paidAt: null, withdrawnAt: null, expiresAt: null }, now)).toBe("open");
  });

  it("is sent again only while open, and not twice within the quiet time", () => {
    expect(mayResend("open", null, now)).toBe("ok");
    expect(mayResend("open", at(-RESEND_QUIET_MS + 1), now)).toBe("just-sent");
    expect(mayResend("open", at(-RESEND_QUIET_MS), now)).toBe("ok");
    expect(mayResend("withdrawn", null, now)).toBe("not-open");
    expect(mayResend("paid", null, now)).toBe("not-open");
  });

  it("asks a positive amount of whole minor units, never more than the catalogue's price", () => {
    expect(linkAmountProblem(1_850_000, 1_850_000)).toBeNull();
    expect(linkAmountProblem(500_000, 1_850_000)).toBeNull();
    expect(linkAmountProblem(1_850_001, 1_850_000)).toBe("above-price");
    expect(linkAmountProblem(0, 1_850_000)).toBe("not-positive");
    expect(linkAmountProblem(-5, 1_850_000)).toBe("not-positive");
    expect(linkAmountProblem(10.5, 1_850_000)).toBe("not-positive");
  });
});
