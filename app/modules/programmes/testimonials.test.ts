import { describe, expect, it } from "vitest";
import { seedCourses } from "~/modules/catalogue/seed-data";
import { landingTestimonials, testimonials, testimonialsByCourse, testimonialsFor } from "./testimonials";

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

describe("landing testimonials", () => {
  it("are three, from three programmes, in English", () => {
    const picked = landingTestimonials();
    expect(picked).toHaveLength(3);
    const courses = picked.map((p) => testimonials.find((t) => t.id === p.id)!.courseId);
    expect(new Set(courses).size).toBe(3);
    for (const p of picked) {
      const source = testimonials.find((t) => t.id === p.id)!;
      expect(p.quote).toBe(source.lang === "en" ? source.quote : source.translation);
      expect(p.detail).toBe(source.lang === "en" ? source.detail : null);
      expect(p.translated).toBe(source.lang === "da");
    }
    expect(landingTestimonials(2)).toHaveLength(2);
  });
});
