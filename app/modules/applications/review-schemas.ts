import { z } from "zod";
import { isStaffText, staffTextMessage } from "~/modules/forms/staff-fields";
import { APPLICATION_STATUSES } from "~/modules/applications/status";
import { DECLINE_MESSAGE_MAX, NOTE_MAX } from "./review-limits";
import { parseAmount } from "~/modules/orders/money";

export { DECLINE_MESSAGE_MAX, NOTE_MAX };

/** The status the coach saw when she pressed the button: the change applies only if it still has it. */
const seen = z.enum(APPLICATION_STATUSES);

/** The application page's forms, each with its intent. */
export const applicationFormSchema = z.discriminatedUnion("intent", [
  z.object({ intent: z.literal("review"), seen }),
  z.object({
    intent: z.literal("accept"),
    seen,
    // What the link asks, as typed ("5.000" for a deposit); blank: the catalogue's price (decision 066).
    amount: z
      .string()
      .trim()
      .max(20)
      .default("")
      .transform((text, ctx) => {
        if (!text) return undefined;
        const amount = parseAmount(text);
        if (amount === null || amount <= 0) ctx.addIssue({ code: "custom", message: "Enter the amount as a number above 0, such as 5.000." });
        return amount ?? undefined;
      }),
    run: z
      .string()
      .trim()
      .regex(/^(\d{4}-\d{2}-\d{2})?$/, "Choose one of the runs.")
      .default(""),
  }),
  // The payment link of an accepted application (decision 066).
  z.object({ intent: z.literal("resend-link") }),
  z.object({ intent: z.literal("withdraw-link") }),
  z.object({
    intent: z.literal("decline"),
    seen,
    message: z
      .string()
      .trim()
      .min(20, "Write the message to the applicant (at least 20 characters).")
      .max(DECLINE_MESSAGE_MAX, "Keep the message under 5,000 characters.")
      .refine(isStaffText, staffTextMessage("the message")),
  }),
  z.object({
    intent: z.literal("note"),
    note: z.string().trim().max(NOTE_MAX, "Keep the note under 5,000 characters.").refine(isStaffText, staffTextMessage("the note")),
  }),
]);
export type ApplicationForm = z.infer<typeof applicationFormSchema>;
