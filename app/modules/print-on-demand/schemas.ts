import { z } from "zod";

/** The two buttons of the admin's print-on-demand list (one per Gelato order); one schema for the form and the action. */
export const podActionSchema = z.object({
  intent: z.enum(["pod-retry", "pod-handled"]),
  fulfilmentId: z.string().trim().min(1).max(100),
});

export const podMessages = {
  retried: "Queued to be sent to Gelato again.",
  handled: "Marked as handled.",
  notRetryable: "Only a failed order can be retried; reload to see where it is now.",
  notHandleable: "That order is already with the printer or handled; reload to see where it is now.",
  invalid: "Something went wrong. Please try again.",
} as const;

export const isPodIntent = (value: unknown) => value === "pod-retry" || value === "pod-handled";
