import { z } from "zod";

/** The availability screen's block-out forms: add one (a range, an optional private label) or remove one. */
export const blockOutFormSchema = z.discriminatedUnion("intent", [
  z.object({
    intent: z.literal("block"),
    from: z.string().trim().min(1, "Enter when the block-out starts."),
    to: z.string().trim().min(1, "Enter when the block-out ends."),
    label: z.string().trim().max(120, "Keep the label under 120 characters.").default(""),
    cancelBookings: z.enum(["on"]).optional(),
    message: z.string().trim().max(1000, "Keep the message under 1,000 characters.").default(""),
  }),
  z.object({ intent: z.literal("unblock"), blockOutId: z.string().min(1).max(100) }),
]);
export type BlockOutForm = z.infer<typeof blockOutFormSchema>;
