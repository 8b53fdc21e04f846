import { describe, expect, it } from "vitest";
import { defaultProgrammeRuns } from "~/modules/programmes/runs";
import { defaultSiteProfile } from "~/modules/site/profile";
import { runRows, settingsValues } from "./form-fields";
import { parseSettingsForm } from "./settings-form";

const shown = settingsValues(defaultSiteProfile, defaultProgrammeRuns);

describe("the settings form", () => {
  it("reads back what it shows", () => {
    const parsed = parseSettingsForm(shown);
    expect(parsed).toMatchObject({
      ok: true,
      data: { phone: defaultSiteProfile.phone, socialLinks: defaultSiteProfile.socialLinks, programmeRuns: defaultProgrammeRuns },
    });
  });

  it("adds a social link from an empty row, drops a ticked or cleared one", () => {
    const parsed = parseSettingsForm({
      ...shown,
      "social-0-remove": "on",
      "social-1-label": "",
      "social-1-url": "",
      "social-4-label": "TikTok",
      "social-4-url": "https://www.tiktok.com/@maja",
    });
    expect(parsed.ok && parsed.data.socialLinks.map((link) => link.label)).toEqual(["Facebook", "TikTok"]);
  });

  it("names each bad field in words, by the field's name", () => {
    const parsed = parseSettingsForm({
      ...shown,
      email: "maja(at)example",
      phone: "call me",
      "address.city": "",
      messagingUrl: "wa.me/45",
      "social-4-label": "TikTok",
      "social-4-url": "javascript:alert(1)",
      "run-celebrity-vocal-experience-2-start": "2027-01-17",
      "run-celebrity-vocal-experience-2-end": "2027-01-13",
    });
    expect(parsed.ok).toBe(false);
    if (parsed.ok) return;
    expect(parsed.fieldErrors).toEqual({
      email: "Enter an e-mail address like name@example.com",
      phone: "Enter a phone number of digits, spaces and an optional leading +, e.g. +45 31 42 56 78",
      "address.city": "Enter the city",
      messagingUrl: "Enter the messaging link as a full address, e.g. https://wa.me/4531425678",
      "social-4-url": "Enter the full address, starting with https://",
      "run-celebrity-vocal-experience-2-end": "The end date cannot be before the start date",
    });
  });

  it("refuses two runs starting the same day, and a half-filled run", () => {
    const twice = parseSettingsForm({ ...shown, "run-voice-elevated-1-start": "2025-10-04", "run-voice-elevated-1-end": "2025-10-26" });
    expect(twice).toMatchObject({ ok: false, fieldErrors: { "runs-voice-elevated": "Two runs cannot start on the same day" } });
    const half = parseSettingsForm({ ...shown, "run-voice-elevated-1-label": "Spring" });
    expect(half).toMatchObject({ ok: false, fieldErrors: { "run-voice-elevated-1-start": "Enter the start date" } });
  });

  it("shows every run and at least two empty rows to add more", () => {
    expect(runRows(shown, "voice-elevated")).toBe(4);
    expect(runRows({ ...shown, "run-voice-elevated-3-start": "2028-01-01" }, "voice-elevated")).toBe(6);
  });
});
