import type { ReactNode } from "react";
import type { FormOutcome } from "~/modules/abuse/form-input";
import { ApplicationForm } from "./application-form";
import { ApplicationLayout, ProcessSteps } from "./application-layout";
import { ApplicationThankYou } from "./application-thank-you";
import { celebrityCopy } from "./copy";

export interface CelebrityApplicationProps {
  price: string | null;
  initial?: FormOutcome;
  /**
   * The 'Pay Retreat Fee (DKK 68,500)' button of the confirmation. The payments issue
   * supplies it; until then the confirmation shows the step without a button.
   */
  payAction?: ReactNode;
}

export function CelebrityApplication({ price, initial, payAction }: CelebrityApplicationProps) {
  return (
    <ApplicationLayout
      eyebrow="Application · Celebrity Vocal Experience"
      title="Apply for the Celebrity Vocal Experience"
      lede="Five days, ten places: daily one-to-one coaching, a studio session and a closing concert. Tell us about your voice; we read every application personally."
      facts={[["Dates", "14-18 Jan 2026"], ["Length", "5 days"], ["Places", "10"], ...(price ? ([["Fee", `DKK ${price}`]] as [string, string][]) : [])]}
      questions="Questions before you apply?"
      aside={
        <ProcessSteps
          title="How it works"
          steps={[
            ["Application", "About ten minutes. Write freely; there are no wrong answers."],
            ["Review", "We review every application within 2-3 weekdays."],
            ["Consultation call", "We call you at one of the times you suggest."],
            ["Confirmation and payment", "If the retreat is right for you, you receive the confirmation and payment information."],
          ]}
          footer={
            <p className="rounded-control border border-amber-500/40 bg-amber-300/15 px-4 py-3 text-sm text-ink-900">
              Places are given first come, first served.
            </p>
          }
        />
      }
    >
      <ApplicationForm
        copy={celebrityCopy}
        initial={initial}
        renderSuccess={() => (
          <ApplicationThankYou
            title="Thank you for applying"
            lines={[
              "We review your application within 2-3 business days, then we call you to plan a consultation.",
              "A confirmation is on its way to your inbox.",
            ]}
            links={{ courses: "Browse all courses", home: "Back to home" }}
          >
            <div className="grid gap-4 rounded-card border border-amber-500/40 bg-amber-300/10 p-5">
              <p className="font-medium text-ink-900">Step 2: Complete payment to secure your spot.</p>
              {payAction}
            </div>
          </ApplicationThankYou>
        )}
      />
    </ApplicationLayout>
  );
}
