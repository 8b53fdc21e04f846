import { z } from "zod";

/** Ids of modules are ours (slugs or UUIDs). */
const moduleId = z
  .string()
  .trim()
  .regex(/^[a-z0-9][a-z0-9-]{0,99}$/, "Unknown module");

import { JOURNAL_MAX_LENGTH } from "./progress";

/** 'Mark as Complete' (the dashboard's form, also posted before JavaScript has loaded). */
export const completeModuleSchema = z.object({ intent: z.literal("complete"), moduleId });

/** 'Save Journal Entry'. An empty text is allowed: it clears the entry. */
export const journalEntrySchema = z.object({
  intent: z.literal("journal"),
  moduleId,
  body: z.string().max(JOURNAL_MAX_LENGTH, `Your journal entry can be at most ${JOURNAL_MAX_LENGTH.toLocaleString("en-GB")} characters.`),
});

export const learningActionSchema = z.discriminatedUnion("intent", [completeModuleSchema, journalEntrySchema]);
