import { describe, expect, it } from "vitest";
import { seedCourses } from "~/modules/catalogue/seed-data";
import { testimonials, testimonialsByCourse, testimonialsFor } from "./testimonials";

describe("testimonials", () => {
  it("each speaks about a programme in the catalogue and has a unique id", () => {
    const courseIds = new Set(seedCourses.map((course) => course.id));
    for (const testimonial of testimonials) expect(courseIds).toContain(testimonial.courseId);
    expect(new Set(testimonials.map((t) => t.id)).size).toBe(testimonials.length);
  });

  it("gives every Danish quote an English translation", () => {
    for (const testimonial of testimonials.filter((t) => t.lang === "da")) expect(testimonial.translation).toBeTruthy();
  });

  it("has testimonials for the three programme pages", () => {
    for (const id of ["voice-elevated", "private-coaching", "celebrity-vocal-experience"]) {
      expect(testimonialsFor(id).length).toBeGreaterThanOrEqual(2);
      expect(testimonialsFor(id).every((t) => t.courseId === id)).toBe(true);
    }
  });

  it("groups by programme in the given order and leaves out programmes without any", () => {
    const groups = testimonialsByCourse(["private-coaching", "recording-essentials", "voice-elevated"]);
    expect(groups.map((group) => group.courseId)).toEqual(["private-coaching", "voice-elevated"]);
  });
});
