import { celebrityCopy, voiceElevatedCopy } from "~/components/applications/copy";
import type { Programme } from "~/modules/applications/schemas";

export interface ApplicationAnswers {
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
  agreedToTerms: boolean;
}

/** The form's field names of the stored columns that have another name per programme. */
function valueOf(answers: ApplicationAnswers, field: string): string {
  if (field === "voiceElevatedGoals" || field === "retreatGoals") return answers.goals;
  if (field === "whyVoiceElevated" || field === "whyAttend") return answers.whyApply;
  const value = answers[field as keyof ApplicationAnswers];
  return typeof value === "string" ? value : "";
}

/**
 * Every answer the applicant gave, under the label and section the form showed them, in the
 * form's language (Danish for Voice Elevated): the coach reads what they were asked.
 */
export function ApplicationAnswersView({ answers }: { answers: ApplicationAnswers }) {
  const copy = answers.programme === "voice-elevated" ? voiceElevatedCopy : celebrityCopy;
  const terms = `${copy.terms.before}${copy.terms.terms}${copy.terms.and}${copy.terms.privacy}${copy.terms.after}`;
  return (
    <div lang={copy.lang} className="grid gap-6">
      {copy.sections.map((section) => (
        <section key={section.legend} aria-label={section.legend}>
          <h3 className="text-sm font-semibold uppercase tracking-wide text-amber-800">{section.legend}</h3>
          <dl className="mt-2 grid gap-3">
            {section.fields.map((field) => (
              <div key={field.name}>
                <dt className="text-sm text-muted">{field.label}</dt>
                <dd className="whitespace-pre-wrap break-words text-ink-900">{valueOf(answers, field.name)}</dd>
              </div>
            ))}
          </dl>
        </section>
      ))}
      <dl>
        <dt className="text-sm text-muted">{terms}</dt>
        <dd className="text-ink-900">{answers.agreedToTerms ? (copy.lang === "da" ? "Ja" : "Yes") : copy.lang === "da" ? "Nej" : "No"}</dd>
      </dl>
    </div>
  );
}
