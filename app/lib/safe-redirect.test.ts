import { describe, expect, it } from "vitest";
import { safeRedirectPath } from "./safe-redirect";

const origin = "https://studio.example";

describe("safeRedirectPath", () => {
  it("keeps a path on this site with its query and fragment", () => {
    expect(safeRedirectPath("/courses/private-coaching")).toBe("/courses/private-coaching");
    expect(safeRedirectPath("/sales/main-course?plan=Basic#top")).toBe("/sales/main-course?plan=Basic#top");
    expect(safeRedirectPath("https://studio.example/dashboard?tab=2", { origin })).toBe("/dashboard?tab=2");
  });

  it.each([
    ["protocol-relative", "//evil.example/x"],
    ["backslash", "/\\evil.example"],
    ["backslash first", "\\/evil.example"],
    ["tab", "/\t/evil.example"],
    ["newline", "/\n/evil.example"],
    ["carriage return", "/\r/evil.example"],
    ["encoded tab", "/%09/evil.example"],
    ["encoded backslash", "/%5C/evil.example"],
    ["NUL", "/\u0000/evil.example"],
    ["dot segment", "/.//evil.example"],
    ["another origin", "https://evil.example/"],
    ["javascript", "javascript:alert(1)"],
    ["data", "data:text/html,<script>alert(1)</script>"],
    ["relative", "evil.example"],
    ["empty", ""],
  ])("refuses %s", (_name, raw) => {
    const path = safeRedirectPath(raw, { origin, fallback: "/dashboard" });
    expect(path).toBe(raw === "evil.example" ? "/evil.example" : "/dashboard");
    expect(new URL(path, origin).origin).toBe(origin);
  });

  it("refuses what is not a string or is absurdly long", () => {
    expect(safeRedirectPath(undefined)).toBe("/");
    expect(safeRedirectPath(["/a"])).toBe("/");
    expect(safeRedirectPath(`/${"a".repeat(3000)}`)).toBe("/");
  });
});
