import { data } from "react-router";
import type { FormOutcome } from "~/modules/forms/form-input";
import { loadProgrammeRuns } from "./settings.server";
import { applicationPaths } from "~/modules/programmes/facts";
import {
  acceptsApplication,
  applicationWindow,
  dayText,
  lastApplicationDay,
  nextDatesToBeAnnounced,
  runDatesText,
  runMonthText,
  withLabel,
  type ProgrammeId,
} from "~/modules/programmes/runs";
import { applicationsClosedText, RUN_PARAM } from "~/modules/programmes/application-copy";

/** The application window a form page shows now. */
export function currentApplicationWindow(programme: ProgrammeId, now: Date) {
  return applicationWindow(loadProgrammeRuns()[programme], now);
}

const paths: Record<ProgrammeId, string> = { "voice-elevated": applicationPaths.voiceElevated, "celebrity-vocal-experience": applicationPaths.celebrity };

/**
 * What an application page shows of its run, in the page's language, as plain strings (the
 * texts stay out of the browser bundle): the run's dates, the line naming the deadline while
 * it is open, the closed notice once it has closed, and where the form posts.
 */
export function applicationPageRun(programme: ProgrammeId, lang: "da" | "en", now: Date) {
  const window = currentApplicationWindow(programme, now);
  const run = window.state === "unannounced" ? null : window.run;
  const text = applicationsClosedText[lang];
  // Voice Elevated's pages name the month it starts; the retreat its days.
  const dates = run ? withLabel(programme === "voice-elevated" ? runMonthText(run, lang) : runDatesText(run, lang), run) : nextDatesToBeAnnounced[lang];
  const lead = programme === "voice-elevated" && lang === "da" ? `Opstart ${dates}` : dates;
  return {
    state: window.state,
    dates: run ? dates : null,
    shortDates: run ? runDatesText(run, lang, { short: true }) : nextDatesToBeAnnounced[lang],
    note: window.state === "open" ? `${lead}. ${text.deadline} ${dayText(lastApplicationDay(window.run), lang)}.` : null,
    closed: window.state === "closed" ? { title: text.title, body: text.body, dates } : null,
    formAction: `${paths[programme]}?${RUN_PARAM}=${run && window.state === "open" ? run.start : ""}`,
  };
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
