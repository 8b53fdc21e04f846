import { describe, expect, it } from "vitest";
import { salesContent, type SalesCourse } from "./courses";

const main: SalesCourse = {
  ...salesContent["main-course"],
  title: "Performance Mastery Online",
  subtitle: "The complete course",
  description: "Everything the studio teaches.",
  heroImage: "/images/sales/main-course.svg",
  price: 297,
  priceOptions: [
    { name: "Basic", price: 297, features: [] },
    { name: "Premium", price: 497, features: [], paymentPlanMonths: 3 },
    { name: "Professional", price: 997, features: [], paymentPlanMonths: 3 },
  ],
};
const beginner: SalesCourse = {
  ...salesContent["beginner-course"],
  title: "Beginner Vocals Online",
  subtitle: "Find your voice",
  description: "A warm start.",
  heroImage: "/images/sales/beginner-course.svg",
  price: 97,
};
import { salesJsonLd } from "./json-ld";

interface Offer {
  name: string;
  price: string;
  priceCurrency: string;
}
type Ld = { "@type": string; offers: Offer[]; mainEntity: unknown[] };

describe("salesJsonLd", () => {
  it("offers each plan of the main course in USD at its canonical URL", () => {
    const [course, faq] = salesJsonLd(main, "https://s.example", "Studio") as Ld[];
    expect(course).toMatchObject({ "@type": "Course", name: "Performance Mastery Online", url: "https://s.example/sales/main-course" });
    expect(course!.offers.map((o) => [o.name, o.price, o.priceCurrency])).toEqual([
      ["Basic", "297.00", "USD"],
      ["Premium", "497.00", "USD"],
      ["Professional", "997.00", "USD"],
    ]);
    expect(faq!["@type"]).toBe("FAQPage");
    expect(faq!.mainEntity).toHaveLength(main.faqs.length);
  });

  it("offers a single-price course at its price", () => {
    const [course] = salesJsonLd(beginner, "https://s.example", "Studio") as Ld[];
    expect(course!.offers).toEqual([expect.objectContaining({ price: "97.00", priceCurrency: "USD" })]);
  });
});
