import { z } from "zod";
import { isStaffText, staffTextMessage } from "~/modules/forms/staff-fields";

/** A message's page: its status buttons and the reply form (with the form's idempotency key). */
export const messageFormSchema = z.discriminatedUnion("intent", [
  z.object({ intent: z.enum(["mark-unread", "archive", "unarchive"]) }),
  z.object({
    intent: z.literal("reply"),
    body: z
      .string()
      .trim()
      .min(1, "Write your reply first.")
      .max(10_000, "Keep the reply under 10,000 characters.")
      .refine(isStaffText, staffTextMessage("the reply")),
    key: z.string().uuid("Something went wrong. Please reload the page and try again."),
  }),
]);
export type MessageForm = z.infer<typeof messageFormSchema>;

/** /admin/subscribers: remove one subscriber (the coach only). */
export const removeSubscriberSchema = z.object({
  intent: z.literal("remove"),
  subscriberId: z.string().min(1).max(100),
  confirm: z.literal("on", { message: "Tick the box to confirm the removal." }),
});

/** /admin/outbox: deliver one mail now. */
export const retryMailSchema = z.object({ intent: z.literal("retry"), mailId: z.string().min(1).max(100) });
