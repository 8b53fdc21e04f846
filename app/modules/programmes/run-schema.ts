/** The programme runs' validation, for the settings form and the stored row (decision 036). */
import { z } from "zod";
import { MAX_RUNS, type ProgrammeRuns } from "./runs";

/** A real calendar day written "YYYY-MM-DD" (no 31 February). */
export function isCalendarDate(value: string) {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(value)) return false;
  const date = new Date(`${value}T00:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().slice(0, 10) === value;
}

const calendarDate = (message: string) => z.string().trim().refine(isCalendarDate, { message });

export const programmeRunSchema = z
  .object({
    start: calendarDate("Enter the start date"),
    end: calendarDate("Enter the end date"),
    label: z.string().trim().max(60, "Keep the label under 60 characters"),
    applicationDeadline: z
      .string()
      .trim()
      .refine((value) => value === "" || isCalendarDate(value), { message: "Enter the deadline as a date, or leave it empty" }),
  })
  .refine((run) => run.end >= run.start, { message: "The end date cannot be before the start date", path: ["end"] })
  .refine((run) => run.applicationDeadline === "" || run.applicationDeadline < run.start, {
    message: "The application deadline must be before the start date",
    path: ["applicationDeadline"],
  });

const runList = z
  .array(programmeRunSchema)
  .max(MAX_RUNS)
  .transform((runs) => [...runs].sort((a, b) => a.start.localeCompare(b.start)))
  .refine((runs) => runs.every((run, i) => i === 0 || run.start !== runs[i - 1]!.start), { message: "Two runs cannot start on the same day" });

export const programmeRunsSchema = z.object({ "voice-elevated": runList, "celebrity-vocal-experience": runList }) satisfies z.ZodType<ProgrammeRuns>;
