import { z } from "zod";
import { isStaffText, staffTextMessage } from "~/modules/forms/staff-fields";
import { parseAmount } from "./orders";

// The orders screens' forms, apart from the labels and rules the pages show: a page that imports
// those does not carry zod's refinements for them (the bundle budget of every form page).

/** The refund dialog's form (browser and action alike). */
export const refundFormSchema = z.object({
  intent: z.literal("refund"),
  amount: z
    .string()
    .trim()
    .min(1, "Enter the amount to refund.")
    .transform((text, ctx) => {
      const minor = parseAmount(text);
      if (minor === null || minor <= 0) {
        ctx.addIssue({ code: "custom", message: "Enter the amount as a number, e.g. 250 or 249.50." });
        return z.NEVER;
      }
      return minor;
    }),
  note: z
    .string()
    .trim()
    .min(1, "Say why (only you see this).")
    .max(500, "Keep the reason under 500 characters.")
    .refine(isStaffText, staffTextMessage("the reason")),
  choices: z.array(z.string().max(40)).max(10).default([]),
  key: z.string().uuid(),
});
export type RefundForm = z.infer<typeof refundFormSchema>;

/** A private note's form. */
export const noteFormSchema = z.object({
  intent: z.literal("note"),
  body: z.string().trim().min(1, "Write the note first.").max(4000, "Keep the note under 4,000 characters.").refine(isStaffText, staffTextMessage("the note")),
  key: z.string().uuid(),
});
