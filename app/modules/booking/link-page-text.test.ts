import { describe, expect, it } from "vitest";
import { englishLinkPages, linkPageText } from "./link-page-text";
import { danishLinkPages } from "./link-page-text.da";
import { DEAD_LINK_TEXTS } from "./reschedule-texts";

const leaves = (texts: object, path = ""): [string, string][] =>
  Object.entries(texts).flatMap(([key, value]): [string, string][] =>
    typeof value === "object" ? leaves(value as object, `${path}${key}.`) : [[`${path}${key}`, String(value)]],
  );
const placeholders = (text: string) => [...text.matchAll(/\{\w+\}/g)].map((match) => match[0]).sort();

describe("the cancel and choose-a-new-time pages' catalogues", () => {
  const danish = Object.fromEntries(leaves(danishLinkPages));

  it("translates every text but the eyebrow, keeping its placeholders", () => {
    for (const [key, english] of leaves(englishLinkPages)) {
      if (key !== "eyebrow") expect(danish[key], key).not.toBe(english);
      expect(placeholders(danish[key]!), key).toEqual(placeholders(english));
    }
  });

  it("keeps the English as it was: the dead link's texts are the reschedule page's", () => {
    expect(englishLinkPages.reschedule.refused).toMatchObject(DEAD_LINK_TEXTS);
    expect(englishLinkPages.cancel.tooLate).toBe("It is too late to cancel this booking online. Please contact us.");
  });

  it("chooses by language, English by default", () => {
    expect(linkPageText("da")).toBe(danishLinkPages);
    expect(linkPageText("en")).toBe(englishLinkPages);
  });
});
