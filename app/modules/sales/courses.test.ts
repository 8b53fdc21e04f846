import { describe, expect, it } from "vitest";
import { formatDollars } from "~/lib/number-format";
import { seedOnlineOffers, seedOnlinePrices } from "~/modules/catalogue/seed-data";
import { lessonCount, resolveSalesCourse, salesContent, SALES_COURSE_IDS } from "./courses";

describe("resolveSalesCourse", () => {
  it.each(SALES_COURSE_IDS)("shows %s under its own id and URL", (id) => {
    expect(resolveSalesCourse(id)).toEqual({ content: salesContent[id], canonicalPath: `/sales/${id}`, isFallback: false });
  });

  it.each([["unknown"], [""], [undefined], ["Main-Course"], ["main-course/"], ["constructor"], ["__proto__"]])(
    "falls back to the main course for %s, with the main course's URL as canonical",
    (id) => {
      const resolved = resolveSalesCourse(id);
      expect(resolved.content.id).toBe("main-course");
      expect(resolved.canonicalPath).toBe("/sales/main-course");
      expect(resolved.isFallback).toBe(true);
    },
  );
});

describe("sales pages", () => {
  it("have modules with lessons, FAQs and testimonials", () => {
    for (const id of SALES_COURSE_IDS) {
      const course = salesContent[id];
      expect(course.id).toBe(id);
      expect(course.modules.length).toBeGreaterThanOrEqual(4);
      expect(course.modules.every((m) => m.lessons.length > 0)).toBe(true);
      expect(course.faqs.length).toBeGreaterThanOrEqual(3);
      expect(course.faqs.some((f) => f.answer.includes("30 days"))).toBe(true);
      expect(course.testimonials.length).toBeGreaterThanOrEqual(2);
    }
  });

  it("each have one online offer in the seeded catalogue, whose cover is the page's artwork", () => {
    for (const id of SALES_COURSE_IDS) {
      const offers = seedOnlineOffers.filter((offer) => offer.salesId === id);
      expect(offers).toHaveLength(1);
      expect(offers[0]!.imageUrl).toBe(`/images/sales/${id}.svg`);
    }
  });

  it("count the main course's lessons as its seeded Basic plan promises", () => {
    const course = salesContent["main-course"];
    const basic = seedOnlinePrices.find((price) => price.courseId === "performance-mastery-online" && price.plan === "Basic");
    expect(basic!.features![0]).toBe(`All ${course.modules.length} modules and ${lessonCount(course)} video lessons`);
  });
});

describe("formatting", () => {
  it("shows whole dollars", () => {
    expect(formatDollars(297)).toBe("$297");
    expect(formatDollars(997)).toBe("$997");
    expect(formatDollars(1297)).toBe("$1,297");
  });
});
