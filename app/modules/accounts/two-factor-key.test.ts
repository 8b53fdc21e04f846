import { describe, expect, it } from "vitest";
import { totp } from "../../../tests/support/totp";
import { totpKey } from "./two-factor-key";

describe("totpKey", () => {
  it("groups the base32 secret of an otpauth address in fours, without padding", () => {
    const uri = "otpauth://totp/Studio:ida%40example.dk?secret=jbswy3dpehpk3pxpjbswy3dpeh%3D%3D&issuer=Studio&digits=6&period=30";
    expect(totpKey(uri)).toEqual({ uri, groups: ["JBSW", "Y3DP", "EHPK", "3PXP", "JBSW", "Y3DP", "EH"] });
  });

  it("refuses anything that is not a TOTP address with a plausible secret", () => {
    expect(totpKey("https://example.com/?secret=JBSWY3DPEHPK3PXP")).toBeNull();
    expect(totpKey("otpauth://totp/x?secret=not-base32!")).toBeNull();
    expect(totpKey("otpauth://totp/x?secret=JBSW")).toBeNull();
    expect(totpKey("not a url")).toBeNull();
  });
});

// The browser and data tests compute codes with this; it must itself be right.
describe("the tests' own TOTP (tests/support/totp.ts)", () => {
  it("matches RFC 6238's SHA-1 test vectors", () => {
    const key = "GEZDGNBVGY3TQOJQGEZDGNBVGY3TQOJQ"; // ASCII "12345678901234567890"
    expect(totp(key, 59_000)).toBe("287082");
    expect(totp(key, 1_111_111_109_000)).toBe("081804");
    expect(totp(key, 1_234_567_890_000)).toBe("005924");
    expect(totp(key, 20_000_000_000_000)).toBe("353130");
  });
});
