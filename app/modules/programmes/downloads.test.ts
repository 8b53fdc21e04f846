import { existsSync, readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { defaultSiteProfile } from "~/modules/site/profile";
import { BROCHURE_FILES, renderBrochure, type BrochureFile } from "./brochures.server";
import { publicDownloads } from "./downloads";
import { defaultProgrammeRuns } from "./runs";

/** The brochures are written per request (brochures.server.ts); the rest are files in public/. */
function pdfOf(href: string): Buffer {
  const name = href.replace("/downloads/", "");
  if ((BROCHURE_FILES as readonly string[]).includes(name)) return renderBrochure(name as BrochureFile, defaultSiteProfile, defaultProgrammeRuns, new Date());
  return readFileSync(path.join(process.cwd(), "public", href));
}

describe("publicDownloads", () => {
  it.each(Object.values(publicDownloads))("$href exists as a PDF with the page count the site states", (download) => {
    const file = pdfOf(download.href);
    expect(file.subarray(0, 5).toString("latin1")).toBe("%PDF-");
    const count = Number(file.toString("latin1").match(/\/Type \/Pages \/Kids \[[^\]]*\] \/Count (\d+)/)?.[1]);
    expect(count).toBe(download.pages);
  });
});

it("serves each programme brochure from its route only, not from a stale file in public/", () => {
  for (const file of BROCHURE_FILES) expect(existsSync(path.join(process.cwd(), "public/downloads", file))).toBe(false);
});
