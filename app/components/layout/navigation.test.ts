import { describe, expect, it } from "vitest";
import { anchorHref, isScrolled, navigationItems } from "./navigation";

describe("navigation", () => {
  it("lists the navigation's items in order, the artist page labelled with the name", () => {
    expect(navigationItems({ name: "Maja Holm", slug: "maja-holm" }).map((item) => item.label)).toEqual([
      "Home",
      "About",
      "Courses",
      "Instructors",
      "Maja Holm",
      "Shop",
      "Magazine",
      "Contact",
    ]);
    expect(navigationItems({ name: "Maja Holm", slug: "maja-holm" })[4]).toEqual({ kind: "route", label: "Maja Holm", to: "/maja-holm" });
  });

  it("anchors scroll in place on the landing page and lead to the root elsewhere", () => {
    expect(anchorHref("about", "/")).toBe("#about");
    expect(anchorHref("about", "/shop")).toBe("/#about");
  });

  it("counts as scrolled only past 50 px", () => {
    expect(isScrolled(50)).toBe(false);
    expect(isScrolled(51)).toBe(true);
  });
});
