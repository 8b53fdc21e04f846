import { describe, expect, it } from "vitest";
import { anchorHref, isScrolled, navigationItems, primaryAction } from "./navigation";
import { englishChrome } from "~/lib/i18n/chrome-text";
import { danishChrome } from "~/lib/i18n/chrome-text.da";

const chromeText = { en: englishChrome, da: danishChrome };

const profile = { name: "Maja Holm", slug: "maja-holm" };

describe("navigation", () => {
  it("lists the navigation's items in order, the coach once, by name", () => {
    expect(navigationItems(profile, chromeText.en).map((item) => item.label)).toEqual(["Home", "Courses", "Maja Holm", "Shop", "Magazine", "Contact"]);
    expect(navigationItems(profile, chromeText.en)[2]).toEqual({ kind: "route", label: "Maja Holm", to: "/maja-holm" });
  });

  it("speaks the page's language", () => {
    expect(navigationItems(profile, chromeText.da).map((item) => item.label)).toEqual(["Forside", "Forløb", "Maja Holm", "Butik", "Magasin", "Kontakt"]);
  });

  it("offers applying on the programmes taken by application, booking elsewhere", () => {
    expect(primaryAction("/courses/voice-elevated")).toEqual({ kind: "apply", to: "/voice-elevated-application" });
    expect(primaryAction("/courses/voice-elevated/details")).toEqual({ kind: "apply", to: "/voice-elevated-application" });
    expect(primaryAction("/courses/celebrity-vocal-experience")).toEqual({ kind: "apply", to: "/celebrity-application" });
    expect(primaryAction("/courses/voice-elevated-extra")).toEqual({ kind: "book" });
    expect(primaryAction("/shop")).toEqual({ kind: "book" });
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
