import { render, type MailContext, type MailDraft } from "~/modules/mail/draft";
import type { Programme } from "./schemas";

export interface ApplicationForMail {
  programme: Programme;
  firstName: string;
  lastName: string;
  email: string;
  phone: string;
  singingBackground: string;
  experienceLevel: string;
  currentChallenges: string;
  goals: string;
  whyApply: string;
  callTimes: string;
  fileNames: string[];
}

const programmeTitle: Record<Programme, string> = {
  "voice-elevated": "Voice Elevated",
  "celebrity-vocal-experience": "Celebrity Vocal Experience",
};

/** The coach's notification (English, like the admin dashboard) and the applicant's confirmation (the form's language). */
export function applicationMails(application: ApplicationForMail, ctx: MailContext): MailDraft[] {
  const title = programmeTitle[application.programme];
  const fullName = `${application.firstName} ${application.lastName}`;
  const files = application.fileNames.length
    ? `${application.fileNames.length} PDF ${application.fileNames.length === 1 ? "file is" : "files are"} stored with the application: ${application.fileNames.join(", ")}.`
    : "No files were attached.";

  const coach = render(
    [
      { paragraph: `${fullName} has applied for ${title}. Reply to this e-mail to answer them directly.` },
      {
        fields: [
          ["Name", fullName],
          ["Email", application.email],
          ["Phone", application.phone],
          ["Singing background", application.singingBackground],
          ["Experience level", application.experienceLevel],
          ["Current challenges", application.currentChallenges],
          [application.programme === "voice-elevated" ? "Goals for the programme" : "Goals for the retreat", application.goals],
          [application.programme === "voice-elevated" ? "Why Voice Elevated" : "Why this retreat", application.whyApply],
          ["Preferred call times", application.callTimes],
        ],
      },
      { paragraph: files },
      { small: "Promise: review within 2-3 working days, then a consultation call." },
    ],
    [ctx.profile.businessName],
  );

  const signature = [ctx.profile.name, ctx.profile.businessName, ctx.profile.phone];
  const applicant =
    application.programme === "voice-elevated"
      ? {
          subject: "Tak for din ansøgning til Voice Elevated",
          ...render(
            [
              // The address has not proven itself: nothing the visitor typed goes to it, not even the name.
              { paragraph: "Hej" },
              { paragraph: "Tak for din ansøgning til Voice Elevated. Vi har modtaget den og gennemgår den inden for 2-3 arbejdsdage." },
              {
                paragraph:
                  "Derefter ringer vi dig op på et af de tidspunkter, du har foreslået, og planlægger en konsultationssamtale, hvor vi taler om din stemme og dine mål.",
              },
              { small: `Har du spørgsmål i mellemtiden, kan du svare på denne e-mail eller skrive til ${ctx.profile.email}.` },
            ],
            ["Kærlig hilsen", ...signature],
          ),
        }
      : {
          subject: "Thank you for applying to Celebrity Vocal Experience",
          ...render(
            [
              { paragraph: "Hello" },
              {
                paragraph:
                  "Thank you for applying to Celebrity Vocal Experience. We have received your application and will review it within 2-3 business days.",
              },
              {
                paragraph:
                  "Next, we will call you at one of the times you suggested for a short consultation. Places are given first come, first served, and a place is secured once the retreat fee is paid.",
              },
              { small: `Questions in the meantime? Reply to this e-mail or write to ${ctx.profile.email}.` },
            ],
            ["Warm regards", ...signature],
          ),
        };

  return [
    { kind: "application.coach", to: ctx.coachEmail, replyTo: application.email, subject: `New ${title} application: ${fullName}`, ...coach },
    { kind: "application.confirmation", to: application.email, replyTo: ctx.profile.email, headers: { "Auto-Submitted": "auto-replied" }, ...applicant },
  ];
}
