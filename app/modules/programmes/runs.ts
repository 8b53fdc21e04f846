/**
 * Programme runs (decision 036): the dates of each intake of Voice Elevated and of the Celebrity
 * Vocal Experience, kept in the site settings and edited on /admin/settings. Every function here
 * takes "now": nothing compares a literal date with today, and a run whose start has passed is
 * never offered as upcoming. No zod here: public pages import the texts (the schemas are in
 * run-schema.ts, for the settings form).
 */
import { BUSINESS_TIME_ZONE } from "~/modules/site/time-zone";

export const PROGRAMMES = ["voice-elevated", "celebrity-vocal-experience"] as const;
export type ProgrammeId = (typeof PROGRAMMES)[number];

export const programmeNames: Record<ProgrammeId, string> = {
  "voice-elevated": "Voice Elevated",
  "celebrity-vocal-experience": "Celebrity Vocal Experience",
};

/** Dates are calendar days in Copenhagen, "YYYY-MM-DD"; "" for no label or no deadline. */
export interface ProgrammeRun {
  start: string;
  end: string;
  label: string;
  /** The last day applications are taken; "" means until the day before the start. */
  applicationDeadline: string;
}

export type ProgrammeRuns = Record<ProgrammeId, ProgrammeRun[]>;

/** The dates SPEC.md prints (launch October 2025; 14-18 January 2026): the first-start default. */
export const defaultProgrammeRuns: ProgrammeRuns = {
  "voice-elevated": [{ start: "2025-10-04", end: "2025-10-26", label: "", applicationDeadline: "" }],
  "celebrity-vocal-experience": [{ start: "2026-01-14", end: "2026-01-18", label: "", applicationDeadline: "" }],
};

/** The most runs a programme keeps. */
export const MAX_RUNS = 6;

/** Today's date in Copenhagen, "YYYY-MM-DD". */
export function businessDate(now: Date): string {
  return new Intl.DateTimeFormat("en-CA", { timeZone: BUSINESS_TIME_ZONE, year: "numeric", month: "2-digit", day: "2-digit" }).format(now);
}

/** The next run that has not started yet (a run starting today still counts), or null. */
export function nextRun(runs: readonly ProgrammeRun[], now: Date): ProgrammeRun | null {
  const today = businessDate(now);
  return [...runs].sort((a, b) => a.start.localeCompare(b.start)).find((run) => run.start >= today) ?? null;
}

/** The last day a run takes applications. */
export function lastApplicationDay(run: ProgrammeRun): string {
  if (run.applicationDeadline) return run.applicationDeadline;
  const day = new Date(`${run.start}T00:00:00Z`);
  day.setUTCDate(day.getUTCDate() - 1);
  return day.toISOString().slice(0, 10);
}

export type ApplicationWindow =
  | { state: "open"; run: ProgrammeRun }
  /** Runs are announced, but the next one's applications have closed. */
  | { state: "closed"; run: ProgrammeRun }
  /** No dates ahead: the form takes applications for the next dates, once announced. */
  | { state: "unannounced" };

export function applicationWindow(runs: readonly ProgrammeRun[], now: Date): ApplicationWindow {
  const today = businessDate(now);
  const upcoming = [...runs].sort((a, b) => a.start.localeCompare(b.start)).filter((run) => run.start >= today);
  const open = upcoming.find((run) => lastApplicationDay(run) >= today);
  if (open) return { state: "open", run: open };
  return upcoming[0] ? { state: "closed", run: upcoming[0] } : { state: "unannounced" };
}

/**
 * Whether a submission made from a form shown for `postedRun` (its start, "" for "next dates")
 * is taken now: never when the next run's applications have closed, never for a run that is no
 * longer the open one.
 */
export function acceptsApplication(runs: readonly ProgrammeRun[], postedRun: string, now: Date): boolean {
  const window = applicationWindow(runs, now);
  if (window.state === "closed") return false;
  if (postedRun === "") return true;
  return window.state === "open" && window.run.start === postedRun;
}

const MONTHS = {
  en: ["January", "February", "March", "April", "May", "June", "July", "August", "September", "October", "November", "December"],
  da: ["januar", "februar", "marts", "april", "maj", "juni", "juli", "august", "september", "oktober", "november", "december"],
} as const;

type Lang = "da" | "en";

function parts(iso: string) {
  const [year, month, day] = iso.split("-").map(Number) as [number, number, number];
  return { year, month, day };
}

function monthName(month: number, lang: Lang, short: boolean) {
  const name = MONTHS[lang][month - 1]!;
  return short ? name.slice(0, 3) : name;
}

/** One day: "14 January 2026", "14. januar 2026". */
export function dayText(iso: string, lang: Lang): string {
  const { year, month, day } = parts(iso);
  return lang === "da" ? `${day}. ${monthName(month, lang, false)} ${year}` : `${day} ${monthName(month, lang, false)} ${year}`;
}

/**
 * A run's dates as people write them: "14-18 January 2026", "14.-18. januar 2026",
 * "28 February-3 March 2027", "30 December 2026-3 January 2027"; `short` months: "14-18 Jan 2026".
 */
export function runDatesText(run: Pick<ProgrammeRun, "start" | "end">, lang: Lang, options: { short?: boolean } = {}): string {
  const short = options.short ?? false;
  const a = parts(run.start);
  const b = parts(run.end);
  const dot = lang === "da" ? "." : "";
  const day = (d: number) => `${d}${dot}`;
  const month = (m: number) => monthName(m, lang, short);
  if (run.start === run.end) return `${day(a.day)} ${month(a.month)} ${a.year}`;
  if (a.year !== b.year) return `${day(a.day)} ${month(a.month)} ${a.year}-${day(b.day)} ${month(b.month)} ${b.year}`;
  if (a.month !== b.month) return `${day(a.day)} ${month(a.month)}-${day(b.day)} ${month(b.month)} ${b.year}`;
  return `${day(a.day)}-${day(b.day)} ${month(b.month)} ${b.year}`;
}

/** The month a run starts, capitalised: "Oktober 2025", "October 2025". */
export function runMonthText(run: Pick<ProgrammeRun, "start">, lang: Lang): string {
  const { year, month } = parts(run.start);
  const name = monthName(month, lang, false);
  return `${name.charAt(0).toUpperCase()}${name.slice(1)} ${year}`;
}

/** A run as a page shows it: its dates, then its label if it has one. */
export function withLabel(text: string, run: Pick<ProgrammeRun, "label">): string {
  return run.label ? `${text} (${run.label})` : text;
}

/** What a page says when no run lies ahead. */
export const nextDatesToBeAnnounced: Record<Lang, string> = {
  en: "Next dates to be announced",
  da: "Næste datoer offentliggøres snart",
};
