import { describe, expect, it } from "vitest";
import { lastSavedText, modulePreview, progressPercent } from "./progress";
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
