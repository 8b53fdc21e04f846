import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { SIGNED_IN_HINT, signedInHintCookie } from "./hint-cookie";

describe("the signed-in hint cookie", () => {
  it("is readable by script (no HttpOnly) and carries nothing but 1", () => {
    const cookie = signedInHintCookie({ secure: true, maxAgeSeconds: 60 });
    expect(cookie).toMatch(/^signed_in=1; /);
    expect(cookie).not.toMatch(/HttpOnly/i);
    expect(cookie).toMatch(/Secure/);
  });

  it("has the name the header's inlined pattern looks for", () => {
    const slot = readFileSync("app/components/layout/account-slot.tsx", "utf8");
    expect(slot).toContain(`${SIGNED_IN_HINT}=1`);
  });
});
