import { describe, expect, it } from "vitest";
import { sitePath } from "./create-payment.server";

describe("sitePath (where Cancel on the checkout returns to)", () => {
  it("keeps a path on this site", () => {
    expect(sitePath("/courses/private-coaching")).toBe("/courses/private-coaching");
    expect(sitePath("/sales/main-course?plan=Basic")).toBe("/sales/main-course?plan=Basic");
  });

  it("never leaves the site: other hosts, schemes and missing paths become /", () => {
    for (const path of ["//evil.example", "/\\evil.example", "https://evil.example/", "javascript:alert(1)", "", undefined]) {
      expect(new URL(sitePath(path), "https://studio.example").origin).toBe("https://studio.example");
      expect(sitePath(path)).toBe("/");
    }
  });
});
