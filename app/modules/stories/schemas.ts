import { z } from "zod/mini";
import { emailField, nameCharacters } from "~/modules/forms/fields";
import { schemaFields } from "~/modules/forms/form-input";

/** "Share Your Story" (the magazine's dialog; docs/rules.md, "Forms"): name, email, course/topic, article text, optional PDF. */

export const storyMessages = {
  sentTitle: "Story sent!",
  sentDescription: "Thank you for sharing. We read every story and will be in touch if we'd like to feature it.",
  errorTitle: "Could not send your story",
  errorFallback: "Something went wrong on our side. Your text is still here; please try again in a moment.",
  rateLimited: "You have sent several stories in a short time. Please wait an hour and try again.",
  tooLarge: "Your PDF is too large: it may be at most 10 MB.",
  malformed: "The form could not be read. Please try again.",
};

const text = (min: number, max: number, message: string, tooLong: string) =>
  z.string({ error: message }).check(z.trim(), z.minLength(min, { error: message }), z.maxLength(max, { error: tooLong }));

export const storySchema = z.object({
  name: z
    .string({ error: "Please enter your name" })
    .check(
      z.trim(),
      z.minLength(2, { error: "Please enter your name" }),
      z.maxLength(100, { error: "Please keep your name under 100 characters" }),
      nameCharacters("Please write your name on one line, with letters only"),
    ),
  email: emailField("Please enter a valid email address"),
  topic: text(2, 200, "Please tell us the course or topic", "Please keep the topic under 200 characters"),
  article: text(50, 20_000, "Please write at least 50 characters", "Please keep your story under 20,000 characters, or attach it as a PDF"),
});

export type Story = z.infer<typeof storySchema>;
export const storyTextFields = schemaFields(storySchema).text;
export const STORY_PDF_FIELD = "pdf";
