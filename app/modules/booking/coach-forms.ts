import { z } from "zod";
import { clientMessageField as clientMessage, isOneLine, oneLineMessage, staffDateTimeField } from "~/modules/forms/staff-fields";

/** 'Add a booking' (a time agreed by phone): who, what, when (Copenhagen's clock, as typed), free or with a payment link, and its idempotency key. */
export const addBookingSchema = z.object({
  intent: z.literal("add-booking"),
  key: z.string().uuid(),
  name: z.string().trim().min(1, "Enter the client's name.").max(100, "Keep the name under 100 characters.").refine(isOneLine, oneLineMessage("the name")),
  email: z.string().trim().max(320, "Enter the client's e-mail address.").email("Enter the client's e-mail address, such as name@example.com."),
  phone: z
    .string()
    .trim()
    .max(40, "Keep the phone number under 40 characters.")
    .regex(/^[0-9+(). -]*$/, "Enter the phone number with digits, spaces and + only.")
    .default(""),
  kind: z.enum(["coaching", "consultation"], { message: "Choose the kind of session." }),
  startsAt: staffDateTimeField("Enter the date and time."),
  // cash and transfer: a session that happened, recorded afterwards (decision 067).
  payment: z.enum(["free", "link", "cash", "transfer"], { message: "Choose free, a payment link, cash or transfer." }),
  message: clientMessage,
});
export type AddBookingForm = z.infer<typeof addBookingSchema>;

/** 'Send a link to choose a new time' on a confirmed session: an optional message, and the form's key. */
export const rescheduleLinkSchema = z.object({
  intent: z.literal("reschedule-link"),
  bookingId: z.string().min(1).max(100),
  key: z.string().uuid(),
  message: clientMessage,
});

/** The client's choice on the reschedule page: one of the offered starts, as an ISO instant. */
export const chooseSlotSchema = z.object({
  slot: z.string().regex(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(\.\d{1,3})?Z$/, "Choose one of the times."),
});

/** The feed page's two buttons. */
export const feedFormSchema = z.object({ intent: z.enum(["create", "revoke"]) });
