import { describe, expect, it } from "vitest";
import { salesCourses } from "./courses";
import { salesJsonLd } from "./json-ld";

interface Offer {
  name: string;
  price: string;
  priceCurrency: string;
}
type Ld = { "@type": string; offers: Offer[]; mainEntity: unknown[] };

describe("salesJsonLd", () => {
  it("offers each plan of the main course in USD at its canonical URL", () => {
    const [course, faq] = salesJsonLd(salesCourses["main-course"], "https://s.example", "Studio") as Ld[];
    expect(course).toMatchObject({ "@type": "Course", name: "Performance Mastery Online", url: "https://s.example/sales/main-course" });
    expect(course!.offers.map((o) => [o.name, o.price, o.priceCurrency])).toEqual([
      ["Basic", "297.00", "USD"],
      ["Premium", "497.00", "USD"],
      ["Professional", "997.00", "USD"],
    ]);
    expect(faq!["@type"]).toBe("FAQPage");
    expect(faq!.mainEntity).toHaveLength(salesCourses["main-course"].faqs.length);
  });

  it("offers a single-price course at its price", () => {
    const [course] = salesJsonLd(salesCourses["beginner-course"], "https://s.example", "Studio") as Ld[];
    expect(course!.offers).toEqual([expect.objectContaining({ price: "97.00", priceCurrency: "USD" })]);
  });
});
