import { describe, expect, it } from "vitest";
import { chromeTextOf, journeyPage, pageLanguage } from "./language";
import { englishChrome } from "./chrome-text";
import { danishChrome, danishPage } from "./chrome-text.da";

describe("pageLanguage", () => {
  it("is English when no page says otherwise", () => {
    expect(pageLanguage([{ handle: undefined }, { handle: {} }])).toBe("en");
  });

  it("takes the deepest route's language", () => {
    expect(pageLanguage([{ handle: { lang: "en" } }, { handle: danishPage }])).toBe("da");
  });

  it("reads a journey's language from the page's data", () => {
    const handle = { lang: (data: unknown) => (data as { lang?: "da" } | undefined)?.lang, chrome: danishChrome };
    expect(pageLanguage([{ handle: {} }, { handle, loaderData: { lang: "da" } }])).toBe("da");
    expect(pageLanguage([{ handle: {} }, { handle, loaderData: undefined }])).toBe("en");
    expect(chromeTextOf([{ handle, loaderData: { lang: "da" } }])).toBe(danishChrome);
    expect(chromeTextOf([{ handle, loaderData: {} }])).toBe(englishChrome);
  });

  it("gives a Danish page the catalogue it brought", () => {
    expect(chromeTextOf([{ handle: {} }, { handle: danishPage }])).toBe(danishChrome);
    expect(chromeTextOf([{ handle: {} }])).toBe(englishChrome);
  });
});

describe("the chrome catalogues", () => {
  it("translate every text, except those SPEC.md gives in English for every page", () => {
    const sameInBoth = Object.keys(englishChrome).filter((key) => englishChrome[key as never] === danishChrome[key as never]);
    expect(sameInBoth.sort()).toEqual(["bookSession", "menu"]);
  });
});

describe("journeyPage", () => {
  it("takes the language and the chrome from the page's loader data", () => {
    const danish = { journey: { language: "da", chrome: danishChrome } };
    expect(pageLanguage([{ handle: {} }, { handle: journeyPage, loaderData: danish }])).toBe("da");
    expect(chromeTextOf([{ handle: {} }, { handle: journeyPage, loaderData: danish }])).toBe(danishChrome);
    expect(pageLanguage([{ handle: journeyPage, loaderData: { journey: { language: "en" } } }])).toBe("en");
    expect(chromeTextOf([{ handle: journeyPage, loaderData: { journey: { language: "en" } } }])).toBe(englishChrome);
    expect(pageLanguage([{ handle: journeyPage, loaderData: undefined }])).toBe("en");
  });
});
