import { z } from "zod/mini";
import { emailField, nameCharacters } from "~/modules/forms/fields";
import { schemaFields } from "~/modules/forms/form-input";

/** The contact form (docs/rules.md, "Forms": name, email and message required, phone optional). */

export const contactMessages = {
  missingTitle: "Missing Information",
  missingDescription: "Please fill in all required fields.",
  sentTitle: "Message Sent!",
  sentDescription: "We'll get back to you as soon as possible.",
  errorTitle: "Error sending message",
  errorFallback: "An error occurred while sending your message. Please try again later.",
  rateLimited: "You have sent several messages in a short time. Please wait an hour and try again, or call us.",
  tooLarge: "Your message is too long. Please shorten it and try again.",
  malformed: "The form could not be read. Please try again.",
};

export const contactSchema = z.object({
  name: z
    .string({ error: "Please enter your name" })
    .check(
      z.trim(),
      z.minLength(1, { error: "Please enter your name" }),
      z.maxLength(100, { error: "Please keep your name under 100 characters" }),
      nameCharacters("Please write your name on one line, with letters only"),
    ),
  email: emailField("Please enter a valid email address"),
  phone: z.pipe(
    z.optional(z.string({ error: "Please enter a valid phone number" }).check(z.trim(), z.maxLength(40, { error: "Please enter a valid phone number" }))),
    z.transform((value) => (value ? value : undefined)),
  ),
  message: z
    .string({ error: "Please enter a message" })
    .check(z.trim(), z.minLength(1, { error: "Please enter a message" }), z.maxLength(5000, { error: "Please keep your message under 5,000 characters" })),
  /** Where the form sits; not shown. */
  source: z.catch(z.enum(["landing-dialog", "contact-page"]), "contact-page"),
});

export type ContactMessage = z.infer<typeof contactSchema>;
export const contactTextFields = schemaFields(contactSchema).text;
export const contactRequiredFields = ["name", "email", "message"] as const;
