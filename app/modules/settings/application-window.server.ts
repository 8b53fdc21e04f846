import { data } from "react-router";
import type { FormOutcome } from "~/modules/forms/form-input";
import { loadProgrammeRuns } from "./settings.server";
import { acceptsApplication, applicationWindow, RUN_PARAM, type ProgrammeId } from "~/modules/programmes/runs";
import { applicationsClosedText } from "~/modules/programmes/application-copy";

/** The application window a form page shows now. */
export function currentApplicationWindow(programme: ProgrammeId, now: Date) {
  return applicationWindow(loadProgrammeRuns()[programme], now);
}

/**
 * Refuses, before the body is read, an application posted for a run that no longer takes them
 * (its deadline passed, or the coach moved it): null when the submission may go on.
 */
export function refuseClosedApplication(request: Request, programme: ProgrammeId, lang: "da" | "en", now: Date) {
  const posted = new URL(request.url).searchParams.get(RUN_PARAM) ?? "";
  if (acceptsApplication(loadProgrammeRuns()[programme], posted, now)) return null;
  return data<FormOutcome>({ ok: false, fieldErrors: {}, formError: applicationsClosedText[lang].refused }, { status: 409 });
}
