import { describe, expect, it } from "vitest";
import { isCourseFinished, lastSavedText, modulePreview, nextUnfinishedModule, progressPercent } from "./progress";
import type { DashboardCourse } from "./types";
import { learningActionSchema } from "./schemas";

describe("module preview", () => {
  it("keeps a short description and cuts a long one at 50 characters", () => {
    expect(modulePreview("Short.")).toBe("Short.");
    const long = "Breathe low and slow: the ribs widen, the shoulders stay still and calm.";
    expect(modulePreview(long)).toBe(`${long.slice(0, 50)}…`);
    expect([...modulePreview("æ".repeat(60))].length).toBe(51);
  });
});

describe("course progress", () => {
  it("is completed ÷ all in whole percent", () => {
    expect(progressPercent(3, 4)).toBe(75);
    expect(progressPercent(1, 3)).toBe(33);
    expect(progressPercent(0, 4)).toBe(0);
    expect(progressPercent(4, 4)).toBe(100);
  });
  it("is indeterminate without modules or out of range", () => {
    expect(progressPercent(0, 0)).toBeNull();
    expect(progressPercent(5, 4)).toBeNull();
    expect(progressPercent(-1, 4)).toBeNull();
  });
});

describe("last saved", () => {
  const now = new Date("2026-11-23T12:00:00Z");
  it("says Never before the first save, Just now right after, then a relative time", () => {
    expect(lastSavedText(null, now)).toBe("Never");
    expect(lastSavedText("2026-11-23T11:59:30Z", now)).toBe("Just now");
    expect(lastSavedText("2026-11-23T11:55:00Z", now)).toBe("5 minutes ago");
    expect(lastSavedText("2026-11-23T09:00:00Z", now)).toBe("3 hours ago");
    expect(lastSavedText("2026-11-22T11:00:00Z", now)).toBe("yesterday");
  });
});

describe("learning form schema", () => {
  it("accepts the two intents and refuses odd ids and over-long text", () => {
    expect(learningActionSchema.safeParse({ intent: "complete", moduleId: "bv-breathing" }).success).toBe(true);
    expect(learningActionSchema.safeParse({ intent: "journal", moduleId: "bv-breathing", body: "" }).success).toBe(true);
    expect(learningActionSchema.safeParse({ intent: "complete", moduleId: "../etc" }).success).toBe(false);
    expect(learningActionSchema.safeParse({ intent: "journal", moduleId: "bv-breathing", body: "x".repeat(20_001) }).success).toBe(false);
    expect(learningActionSchema.safeParse({ intent: "delete", moduleId: "bv-breathing" }).success).toBe(false);
  });
});

describe("where the dashboard opens", () => {
  const course = (id: string, done: boolean[]): DashboardCourse => ({
    id,
    title: id,
    completed: done.filter(Boolean).length,
    total: done.length,
    percent: null,
    modules: done.map((completed, i) => ({ id: `${id}-${i}`, title: `${id} lesson ${i}`, preview: "", completed })),
  });
  const courses = [course("a", [true, false, true, false]), course("b", [false, false])];

  it("continues at the first unfinished module at or after the one opened last", () => {
    expect(nextUnfinishedModule(courses, "a-2")?.id).toBe("a-3");
    expect(nextUnfinishedModule(courses, "a-1")?.id).toBe("a-1");
    expect(nextUnfinishedModule(courses, "b-1")?.id).toBe("b-1");
  });

  it("falls back to the first unfinished module of any course, and to nothing when all is done", () => {
    expect(nextUnfinishedModule(courses, null)?.id).toBe("a-1");
    expect(nextUnfinishedModule([course("a", [true, true]), course("b", [true, false])], "a-1")?.id).toBe("b-1");
    expect(nextUnfinishedModule([course("a", [true, true])], "a-0")).toBeNull();
    expect(nextUnfinishedModule([], null)).toBeNull();
  });

  it("calls a course finished only when it has modules and all are complete", () => {
    expect(isCourseFinished({ completed: 2, total: 2 })).toBe(true);
    expect(isCourseFinished({ completed: 1, total: 2 })).toBe(false);
    expect(isCourseFinished({ completed: 0, total: 0 })).toBe(false);
  });
});
