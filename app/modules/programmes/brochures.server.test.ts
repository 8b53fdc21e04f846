import { describe, expect, it } from "vitest";
import { defaultSiteProfile } from "~/modules/site/profile";
import { BROCHURE_FILES, brochureLaunch, brochureResponse, renderBrochure } from "./brochures.server";
import { defaultProgrammeRuns, type ProgrammeRuns } from "./runs";

const runs = (starts: [string, string][]): ProgrammeRuns => ({
  ...defaultProgrammeRuns,
  "voice-elevated": starts.map(([start, end]) => ({ start, end, label: "", applicationDeadline: "" })),
});
const text = (pdf: Buffer) => pdf.toString("latin1");

describe("the Voice Elevated brochures", () => {
  const settings = runs([
    ["2026-10-03", "2026-10-25"],
    ["2027-03-06", "2027-03-28"],
  ]);

  it("print the next run from the settings, never one that has started", () => {
    const now = new Date("2026-11-26T12:00:00Z");
    expect(brochureLaunch(settings, now)).toEqual({ da: "6.-28. marts 2027", en: "6-28 March 2027" });
    const da = text(renderBrochure("voice-elevated-brochure.pdf", defaultSiteProfile, settings, now));
    const en = text(renderBrochure("voice-elevated-overview.pdf", defaultSiteProfile, settings, now));
    expect(da).toContain("6.-28. marts 2027");
    expect(en).toContain("6-28 March 2027");
    for (const pdf of [da, en]) expect(pdf).not.toMatch(/(oktober|october) 202[56]/i);
  });

  it("say the next dates are to be announced when every run has started", () => {
    const later = new Date("2027-03-07T12:00:00Z");
    expect(text(renderBrochure("voice-elevated-overview.pdf", defaultSiteProfile, settings, later))).toContain("Next dates to be announced");
    expect(text(renderBrochure("voice-elevated-brochure.pdf", defaultSiteProfile, settings, later))).not.toContain("2027");
    // The first-start default (October 2025) is in the past by now: never printed.
    expect(text(renderBrochure("voice-elevated-brochure.pdf", defaultSiteProfile, defaultProgrammeRuns, new Date("2026-11-26T12:00:00Z")))).not.toMatch(
      /oktober 2025/i,
    );
  });

  it.each(BROCHURE_FILES)("%s is served as a PDF", async (file) => {
    const response = brochureResponse(file, defaultSiteProfile, settings, new Date("2026-11-26T12:00:00Z"));
    expect(response.headers.get("Content-Type")).toBe("application/pdf");
    const body = Buffer.from(await response.arrayBuffer());
    expect(body.subarray(0, 5).toString("latin1")).toBe("%PDF-");
    expect(Number(response.headers.get("Content-Length"))).toBe(body.length);
  });
});
