import { describe, expect, it } from "vitest";
import { toEnglishCardData } from "./course-data";
import type { Course } from "~/modules/catalogue/offers";

const course = (id: string, description: string) => ({ id, title: id, description, link: `/courses/${id}` }) as unknown as Course;

describe("toEnglishCardData", () => {
  it("gives an English page the English of a Danish programme text", () => {
    expect(toEnglishCardData(course("voice-elevated", "Fire weekender i København for dig, der vil til næste niveau.")).description).toMatch(/^Four weekends/);
  });

  it("keeps a text the coach has already written in English, and courses without a translation", () => {
    expect(toEnglishCardData(course("voice-elevated", "Four weekends of singing in the city.")).description).toBe("Four weekends of singing in the city.");
    expect(toEnglishCardData(course("studio-day", "En dag i studiet med dig og din sang.")).description).toBe("En dag i studiet med dig og din sang.");
  });
});
