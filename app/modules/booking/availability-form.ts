import { z } from "zod";
import { clientMessageField as clientMessage, isOneLine, oneLineMessage, staffDateTimeField } from "~/modules/forms/staff-fields";

/** The availability screen's block-out forms: add one (a range, an optional private label) or remove one. */
export const blockOutFormSchema = z.discriminatedUnion("intent", [
  z.object({
    intent: z.literal("block"),
    from: staffDateTimeField("Enter when the block-out starts."),
    to: staffDateTimeField("Enter when the block-out ends."),
    label: z.string().trim().max(120, "Keep the label under 120 characters.").refine(isOneLine, oneLineMessage("the label")).default(""),
    cancelBookings: z.enum(["on"]).optional(),
    message: clientMessage,
  }),
  z.object({ intent: z.literal("unblock"), blockOutId: z.string().min(1).max(100) }),
]);
export type BlockOutForm = z.infer<typeof blockOutFormSchema>;
