import { describe, expect, it } from "vitest";
import { defaultSiteProfile } from "~/modules/site/profile";
import { businessJsonLd, courseJsonLd, courseListJsonLd, retreatEventJsonLd, schemaPrice } from "./json-ld";

const origin = "https://studio.example";
const retreat = { id: "celebrity-vocal-experience", title: "Celebrity Vocal Experience", description: "Fem dage.", priceDkk: 6_850_000, priceEur: 906_500 };

describe("schemaPrice", () => {
  it("turns minor units into a plain decimal", () => {
    expect(schemaPrice(1_850_000)).toBe("18500");
    expect(schemaPrice(26_250)).toBe("262.5");
  });
});

describe("businessJsonLd", () => {
  it("describes the studio from the profile", () => {
    const ld = businessJsonLd(defaultSiteProfile, origin);
    expect(ld["@type"]).toEqual(["LocalBusiness", "EducationalOrganization"]);
    expect(ld).toMatchObject({
      name: defaultSiteProfile.businessName,
      email: defaultSiteProfile.email,
      telephone: defaultSiteProfile.phone,
      url: `${origin}/`,
      address: { streetAddress: defaultSiteProfile.address.street, addressLocality: defaultSiteProfile.address.city },
      founder: { name: defaultSiteProfile.name, url: `${origin}/about-${defaultSiteProfile.slug}` },
    });
    expect(ld.sameAs).toEqual(defaultSiteProfile.socialLinks.map((link) => link.url));
  });
});

describe("courseJsonLd", () => {
  it("offers the catalogue prices in DKK and EUR from the studio", () => {
    const ld = courseJsonLd(retreat, defaultSiteProfile, { origin, path: "/courses/x", inLanguage: "da", onsite: { workload: "PT64H" } });
    expect(ld.offers).toEqual([
      expect.objectContaining({ price: "68500", priceCurrency: "DKK", url: `${origin}/courses/x` }),
      expect.objectContaining({ price: "9065", priceCurrency: "EUR" }),
    ]);
    expect(ld.provider.name).toBe(defaultSiteProfile.businessName);
    expect(ld.hasCourseInstance).toMatchObject({ courseMode: "Onsite", courseWorkload: "PT64H", instructor: { name: defaultSiteProfile.name } });
  });

  it("leaves the course instance out when none is given", () => {
    expect(courseJsonLd(retreat, defaultSiteProfile, { origin, path: "/x", inLanguage: "en" })).not.toHaveProperty("hasCourseInstance");
  });
});

describe("retreatEventJsonLd", () => {
  it("carries the run's dates, the places and the DKK 68,500 price", () => {
    const ld = retreatEventJsonLd(retreat, defaultSiteProfile, {
      origin,
      path: "/courses/celebrity-vocal-experience",
      run: { start: "2026-01-14", end: "2026-01-18" },
    });
    expect(ld).toMatchObject({
      "@type": "Event",
      startDate: "2026-01-14",
      endDate: "2026-01-18",
      maximumAttendeeCapacity: 10,
      offers: { price: "68500", priceCurrency: "DKK" },
    });
  });
});

describe("courseListJsonLd", () => {
  it("lists courses in order with absolute links", () => {
    const ld = courseListJsonLd(
      [
        { title: "A", link: "/courses/a" },
        { title: "B", link: "https://pay.example/b" },
      ],
      origin,
    );
    expect(ld.itemListElement).toEqual([
      { "@type": "ListItem", position: 1, name: "A", url: `${origin}/courses/a` },
      { "@type": "ListItem", position: 2, name: "B", url: "https://pay.example/b" },
    ]);
  });
});
