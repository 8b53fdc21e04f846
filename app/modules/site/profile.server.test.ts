import { afterEach, describe, expect, it } from "vitest";
import { mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { resetEnvForTests } from "~/env.server";
import { defaultSiteProfile } from "./profile";
import { loadSiteProfile, resetSiteProfileForTests } from "./profile.server";

function withProfileFile(content: string) {
  const dir = mkdtempSync(path.join(tmpdir(), "profile-"));
  const file = path.join(dir, "site-profile.json");
  writeFileSync(file, content);
  process.env.SITE_PROFILE_FILE = file;
  resetEnvForTests();
  resetSiteProfileForTests();
}

afterEach(() => {
  delete process.env.SITE_PROFILE_FILE;
  resetEnvForTests();
  resetSiteProfileForTests();
});

describe("site profile", () => {
  it("uses the fictional default when no file exists", () => {
    process.env.DATA_DIR = mkdtempSync(path.join(tmpdir(), "no-profile-"));
    resetEnvForTests();
    expect(loadSiteProfile()).toEqual(defaultSiteProfile);
    delete process.env.DATA_DIR;
  });

  it("lets a file override some fields", () => {
    withProfileFile(JSON.stringify({ name: "Anna Berg", slug: "anna-berg" }));
    const profile = loadSiteProfile();
    expect(profile.slug).toBe("anna-berg");
    expect(profile.email).toBe(defaultSiteProfile.email);
  });

  it("refuses a bad slug with a message", () => {
    withProfileFile(JSON.stringify({ slug: "Anna Berg!" }));
    expect(() => loadSiteProfile()).toThrow(/slug must be lowercase words joined by hyphens/);
  });
});
