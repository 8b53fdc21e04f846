import { describe, expect, it } from "vitest";
import { filterMagazine, isMagazineFilter, magazineItems, magazineTabs } from "./items";

describe("magazine items", () => {
  it("are the six fixed cards, one of each kind, with unique ids", () => {
    expect(magazineItems.map((item) => item.type).sort()).toEqual(["article", "audio", "blog", "interview", "link", "video"]);
    expect(new Set(magazineItems.map((item) => item.id)).size).toBe(6);
  });

  it("carry what each kind of card needs", () => {
    for (const item of magazineItems) {
      expect(item.title.length, item.id).toBeGreaterThan(5);
      expect(item.excerpt.length, item.id).toBeGreaterThan(40);
      expect(item.image, item.id).toMatch(/^\/images\/magazine\/[a-z-]+\.svg$/);
      if (item.type === "link") expect(item).toMatchObject({ external: true, link: expect.stringMatching(/^https:\/\//) });
      else expect(item.external, item.id).toBe(false);
      if (item.type === "video") expect(item.video).toMatch(/^[A-Za-z0-9_-]{11}$/);
      if (item.type === "audio") {
        expect(item.audio).toMatch(/^\/media\/.+\.wav$/);
        expect(item.audioLength).toMatch(/^\d+:\d{2}$/);
      }
      if (["article", "blog", "interview"].includes(item.type)) expect(item.body?.length, item.id).toBeGreaterThanOrEqual(3);
    }
  });
});

describe("filterMagazine", () => {
  it("shows every card under All, in order", () => {
    expect(filterMagazine(magazineItems, "all")).toEqual(magazineItems);
  });

  it.each([
    ["article", ["breath-before-belt"]],
    ["blog", ["the-week-everyone-sang-flat"]],
    ["interview", ["interview-sofie-lund"]],
    ["video", ["five-minute-morning-warm-up"]],
    ["audio", ["five-note-hum-along"]],
    ["link", ["taking-care-of-your-voice"]],
  ] as const)("shows only %s cards under its tab", (filter, ids) => {
    expect(filterMagazine(magazineItems, filter).map((item) => item.id)).toEqual(ids);
  });

  it("returns nothing for a tab without cards", () => {
    expect(
      filterMagazine(
        magazineItems.filter((item) => item.type !== "blog"),
        "blog",
      ),
    ).toEqual([]);
  });
});

describe("magazine tabs", () => {
  it("are SPEC's labels in SPEC's order", () => {
    expect(magazineTabs.map((tab) => tab.label)).toEqual(["All", "Articles", "Blog", "Interviews", "Video", "Audio", "Links"]);
  });

  it("recognise only their own values", () => {
    expect(isMagazineFilter("video")).toBe(true);
    expect(isMagazineFilter("all")).toBe(true);
    expect(isMagazineFilter("podcast")).toBe(false);
    expect(isMagazineFilter(null)).toBe(false);
  });
});
