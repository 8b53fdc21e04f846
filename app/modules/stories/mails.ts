import { render, type MailContext, type MailDraft } from "~/modules/mail/draft";
import type { Story } from "./schemas";

export function storyMails(story: Story, pdf: { name: string; size: number } | undefined, ctx: MailContext): MailDraft[] {
  const coach = render(
    [
      { paragraph: `${story.name} shared a story for the magazine. Reply to this e-mail to answer them directly.` },
      {
        fields: [
          ["Name", story.name],
          ["Email", story.email],
          ["Course or topic", story.topic],
          ["Story", story.article],
          ["PDF", pdf ? `${pdf.name} (${Math.max(1, Math.round(pdf.size / 1024))} KB), stored in magazine-pdfs` : "none"],
        ],
      },
    ],
    [ctx.profile.businessName],
  );
  const writer = render(
    [
      // The address has not proven itself: nothing the visitor typed goes to it, not even the name.
      { paragraph: "Hello" },
      { paragraph: "Thank you for sharing your story with us. We read every submission, and we'll be in touch if we'd like to feature it in the magazine." },
    ],
    ["Warm regards", ctx.profile.name, ctx.profile.businessName],
  );
  return [
    { kind: "story.coach", to: ctx.coachEmail, replyTo: story.email, subject: `New story for the magazine: ${story.topic}`, ...coach },
    {
      kind: "story.confirmation",
      to: story.email,
      replyTo: ctx.profile.email,
      subject: "Thank you for sharing your story",
      headers: { "Auto-Submitted": "auto-replied" },
      ...writer,
    },
  ];
}
