import { z } from "zod";
import { APPLICATION_STATUSES } from "~/modules/applications/status";
import { DECLINE_MESSAGE_MAX, NOTE_MAX } from "./review-limits";

export { DECLINE_MESSAGE_MAX, NOTE_MAX };

/** The status the coach saw when she pressed the button: the change applies only if it still has it. */
const seen = z.enum(APPLICATION_STATUSES);

/** The application page's forms, each with its intent. */
export const applicationFormSchema = z.discriminatedUnion("intent", [
  z.object({ intent: z.literal("review"), seen }),
  z.object({ intent: z.literal("accept"), seen }),
  z.object({
    intent: z.literal("decline"),
    seen,
    message: z
      .string()
      .trim()
      .min(20, "Write the message to the applicant (at least 20 characters).")
      .max(DECLINE_MESSAGE_MAX, "Keep the message under 5,000 characters."),
  }),
  z.object({ intent: z.literal("note"), note: z.string().trim().max(NOTE_MAX, "Keep the note under 5,000 characters.") }),
]);
export type ApplicationForm = z.infer<typeof applicationFormSchema>;
