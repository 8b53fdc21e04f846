import { describe, expect, it } from "vitest";
import { formatDollars } from "~/lib/number-format";
import { lessonCount, resolveSalesCourse, salesCourses, SALES_COURSE_IDS } from "./courses";

describe("resolveSalesCourse", () => {
  it.each(SALES_COURSE_IDS)("shows %s under its own id and URL", (id) => {
    expect(resolveSalesCourse(id)).toEqual({ course: salesCourses[id], canonicalPath: `/sales/${id}`, isFallback: false });
  });

  it.each([["unknown"], [""], [undefined], ["Main-Course"], ["main-course/"], ["constructor"], ["__proto__"]])(
    "falls back to the main course for %s, with the main course's URL as canonical",
    (id) => {
      const resolved = resolveSalesCourse(id);
      expect(resolved.course.id).toBe("main-course");
      expect(resolved.canonicalPath).toBe("/sales/main-course");
      expect(resolved.isFallback).toBe(true);
    },
  );
});

describe("sales courses", () => {
  it("cost 97, 147 and 297 dollars", () => {
    expect(SALES_COURSE_IDS.map((id) => salesCourses[id].price)).toEqual([97, 147, 297]);
  });

  it("offer the main course as Basic 297, Premium 497 and Professional 997, with 3-month plans for the upper two", () => {
    const options = salesCourses["main-course"].priceOptions!;
    expect(options.map((o) => [o.name, o.price, o.paymentPlanMonths])).toEqual([
      ["Basic", 297, undefined],
      ["Premium", 497, 3],
      ["Professional", 997, 3],
    ]);
    expect(options.every((o) => o.features.length >= 3)).toBe(true);
    expect(options[0]!.price).toBe(salesCourses["main-course"].price);
  });

  it("have modules with lessons, FAQs and testimonials", () => {
    for (const id of SALES_COURSE_IDS) {
      const course = salesCourses[id];
      expect(course.id).toBe(id);
      expect(course.modules.length).toBeGreaterThanOrEqual(4);
      expect(course.modules.every((m) => m.lessons.length > 0)).toBe(true);
      expect(course.faqs.length).toBeGreaterThanOrEqual(3);
      expect(course.faqs.some((f) => f.answer.includes("30 days"))).toBe(true);
      expect(course.testimonials.length).toBeGreaterThanOrEqual(2);
      expect(course.heroImage).toBe(`/images/sales/${id}.svg`);
    }
  });

  it("count the main course's lessons as its Basic plan promises", () => {
    const course = salesCourses["main-course"];
    expect(course.priceOptions![0]!.features[0]).toBe(`All ${course.modules.length} modules and ${lessonCount(course)} video lessons`);
  });
});

describe("formatting", () => {
  it("shows whole dollars", () => {
    expect(formatDollars(297)).toBe("$297");
    expect(formatDollars(997)).toBe("$997");
    expect(formatDollars(1297)).toBe("$1,297");
  });
});
