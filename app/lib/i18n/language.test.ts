import { describe, expect, it } from "vitest";
import { chromeTextOf, journeyPage, pageLanguage } from "./language";
import { englishChrome } from "./chrome-text";
import { englishCart, fillText } from "./cart-text";
import { danishCart } from "./cart-text.da";
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

describe("fillText", () => {
  it("fills each placeholder, in both languages the same, and leaves an unknown one as it is", () => {
    expect(fillText(englishCart.cartRemove, { name: "Honey & Tea Mug" })).toBe("Remove Honey & Tea Mug");
    expect(fillText(danishCart.cartNotEnoughLeft, { name: "Studio Hoodie — M", left: 2 })).toBe(
      "Der er kun 2 tilbage af Studio Hoodie — M: sæt antallet ned for at betale.",
    );
    expect(fillText("{a} and {b}", { a: 1 })).toBe("1 and {b}");
  });

  it("every Danish text has the same placeholders as its English; every cart text is translated", () => {
    const placeholders = (text: string) => [...text.matchAll(/\{(\w+)\}/g)].map((match) => match[1]).sort();
    for (const key of Object.keys(englishChrome) as (keyof typeof englishChrome)[])
      expect(placeholders(danishChrome[key]), key).toEqual(placeholders(englishChrome[key]));
    for (const key of Object.keys(englishCart) as (keyof typeof englishCart)[]) {
      expect(placeholders(danishCart[key]), key).toEqual(placeholders(englishCart[key]));
      expect(danishCart[key], key).not.toBe(englishCart[key]);
    }
  });
});
