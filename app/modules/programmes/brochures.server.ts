/**
 * The Voice Elevated brochures, written per request with the next run from the coach's settings
 * (decision 045): a printed launch date can never have passed. The PDF writer is the one the
 * committed PDFs are made with (scripts/make-content-pdfs.mjs); the URLs stay those of the files
 * they replace.
 */
import { contentDocuments, renderDocument } from "../../../scripts/make-content-pdfs.mjs";
import type { SiteProfile } from "~/modules/site/profile";
import { nextDatesToBeAnnounced, nextRun, runDatesText, withLabel, type ProgrammeRuns } from "./runs";

export const BROCHURE_FILES = ["voice-elevated-brochure.pdf", "voice-elevated-overview.pdf"] as const;
export type BrochureFile = (typeof BROCHURE_FILES)[number];

/** The next Voice Elevated start as the brochures print it, in both languages. */
export function brochureLaunch(runs: ProgrammeRuns, now: Date): { da: string; en: string } {
  const run = nextRun(runs["voice-elevated"], now);
  if (!run) return nextDatesToBeAnnounced;
  return { da: withLabel(runDatesText(run, "da"), run), en: withLabel(runDatesText(run, "en"), run) };
}

export function renderBrochure(file: BrochureFile, profile: SiteProfile, runs: ProgrammeRuns, now: Date): Buffer {
  const document = contentDocuments(profile, brochureLaunch(runs, now))[file];
  if (!document) throw new Error(`No brochure ${file}`);
  return renderDocument(document);
}

/** The response for a brochure: fresh enough for a date change to show within minutes. */
export function brochureResponse(file: BrochureFile, profile: SiteProfile, runs: ProgrammeRuns, now = new Date()): Response {
  const pdf = renderBrochure(file, profile, runs, now);
  return new Response(new Uint8Array(pdf), {
    headers: {
      "Content-Type": "application/pdf",
      "Content-Length": String(pdf.length),
      "Content-Disposition": `inline; filename="${file}"`,
      "Cache-Control": "public, max-age=300",
      "X-Content-Type-Options": "nosniff",
    },
  });
}
