import { describe, expect, it } from "vitest";
import { defaultSiteProfile, taglineFor } from "./profile";

describe("the tagline in the page's language", () => {
  it("is the Danish one on Danish pages and the English one elsewhere", () => {
    expect(taglineFor(defaultSiteProfile, "da")).toBe("Sangundervisning for sangere, der vil høres");
    expect(taglineFor(defaultSiteProfile, "en")).toBe("Vocal coaching for singers who want to be heard");
  });

  it("falls back to the English one where the coach wrote no Danish", () => {
    expect(taglineFor({ tagline: "Sing", taglineDa: "" }, "da")).toBe("Sing");
    expect(taglineFor({ tagline: "Sing" }, "da")).toBe("Sing");
  });
});
