import { describe, expect, it } from "vitest";
import { seedCourses } from "~/modules/catalogue/seed-data";
import { courseArt, hashString, melody, seededRandom, spectrumBars, wavePath } from "./course-art";

describe("courseArt", () => {
  it("is the same for the same course every time", () => {
    expect(courseArt("studio-day")).toEqual(courseArt("studio-day"));
  });

  it("gives the ten catalogue courses ten different pictures", () => {
    const looks = seedCourses.map((course) => {
      const art = courseArt(course.id!);
      return `${art.motif}/${art.palette}/${art.numeral ?? ""}`;
    });
    expect(new Set(looks).size).toBe(seedCourses.length);
  });

  it("gives a course the coach adds later a valid motif and palette", () => {
    const art = courseArt("summer-choir-camp");
    expect(["waves", "breath", "staff", "spotlight", "spectrum"]).toContain(art.motif);
    expect(["aubergine", "dusk", "ember"]).toContain(art.palette);
    expect(art.seed).toBe(hashString("summer-choir-camp"));
  });
});

describe("seededRandom", () => {
  it("repeats for a seed, differs between seeds and stays in [0, 1)", () => {
    const a = seededRandom(42);
    const b = seededRandom(42);
    const c = seededRandom(43);
    const first = Array.from({ length: 50 }, a);
    expect(Array.from({ length: 50 }, b)).toEqual(first);
    expect(Array.from({ length: 50 }, c)).not.toEqual(first);
    for (const value of first) expect(value >= 0 && value < 1).toBe(true);
  });
});

describe("geometry", () => {
  it("draws a wave that starts and ends on its centre line", () => {
    const path = wavePath({ width: 400, y: 100, amplitude: 30, cycles: 3, phase: 1, steps: 10 });
    const points = path
      .slice(1)
      .split(" L")
      .map((point) => point.split(" ").map(Number));
    expect(points).toHaveLength(11);
    expect(points[0]).toEqual([0, 100]);
    expect(points.at(-1)).toEqual([400, 100]);
    expect(Math.max(...points.map(([, y]) => Math.abs(y! - 100)))).toBeGreaterThan(5);
  });

  it("keeps spectrum bars and melody notes within their ranges", () => {
    const bars = spectrumBars(7, 24);
    expect(bars).toHaveLength(24);
    for (const bar of bars) expect(bar >= 0.08 && bar <= 1).toBe(true);
    const notes = melody(7, 12);
    expect(notes).toHaveLength(12);
    for (const note of notes) expect(note >= 0 && note <= 8).toBe(true);
  });
});
