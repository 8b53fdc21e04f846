import { describe, expect, it } from "vitest";
import { seedCourses } from "~/modules/catalogue/seed-data";
import { courseCallToAction, courseCardDomId, courseGridSpans, featuredCourses, guessLanguage } from "./course-cards";

describe("courseCardDomId", () => {
  it("names the private coaching card private-lessons-{slug} and keeps other ids", () => {
    expect(courseCardDomId("private-coaching", "anna-berg")).toBe("private-lessons-anna-berg");
    expect(courseCardDomId("studio-day", "anna-berg")).toBe("studio-day");
  });
});

describe("guessLanguage", () => {
  it("recognises the catalogue's Danish and English descriptions", () => {
    const byId = Object.fromEntries(seedCourses.map((course) => [course.id, guessLanguage(course.description)]));
    expect(byId["voice-elevated"]).toBe("da");
    expect(byId["celebrity-vocal-experience"]).toBe("da");
    expect(byId["private-coaching"]).toBe("en");
    expect(byId["studio-day"]).toBe("en");
    expect(byId["beginner-vocals"]).toBe("en");
  });
});

describe("courseCallToAction", () => {
  it("asks about dates for courses booked through the contact page", () => {
    expect(courseCallToAction("/contact")).toBe("Ask about dates");
    expect(courseCallToAction("/courses/voice-elevated")).toBe("Learn more");
  });
});

describe("featuredCourses", () => {
  it("picks Voice Elevated, Celebrity Vocal Experience and Private Coaching in that order", () => {
    const courses = seedCourses.map((course) => ({ id: course.id! })).reverse();
    expect(featuredCourses(courses).map((course) => course.id)).toEqual(["voice-elevated", "celebrity-vocal-experience", "private-coaching"]);
  });

  it("leaves out a featured course the catalogue no longer has", () => {
    expect(featuredCourses([{ id: "private-coaching" }, { id: "studio-day" }])).toEqual([{ id: "private-coaching" }]);
  });
});

describe("courseGridSpans", () => {
  it.each([1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12])("fills every row of six columns for %i courses", (count) => {
    const spans = courseGridSpans(count);
    expect(spans).toHaveLength(count);
    let row = 0;
    for (const span of spans) {
      row += span;
      if (row === 6) row = 0;
      expect(row).toBeLessThan(6);
    }
    expect(row).toBe(0);
  });

  it("makes the first and last two of ten courses wide", () => {
    expect(courseGridSpans(10)).toEqual([3, 3, 2, 2, 2, 2, 2, 2, 3, 3]);
  });
});
