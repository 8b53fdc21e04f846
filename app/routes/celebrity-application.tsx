import { lazy, Suspense } from "react";
import type { Route } from "./+types/celebrity-application";
import { db } from "~/db/db.server";
import { seo } from "~/lib/seo";
import { findCourse } from "~/modules/catalogue/catalogue.server";
import { formatMinorUnits } from "~/modules/catalogue/format";
import { formatEnglishInteger } from "~/lib/number-format";
import { submitCelebrityApplication } from "~/modules/applications/actions.server";
import { formClientAction } from "~/components/forms/form-route";
import { ApplicationForm } from "~/components/applications/application-form";
import { ApplicationLayout, ProcessSteps } from "~/components/applications/application-layout";
import { ApplicationThankYou } from "~/components/applications/application-thank-you";
import { celebrityCopy } from "~/components/applications/copy";
import { ApplicationsClosed } from "~/components/applications/applications-closed";
import { applicationPageRun, refuseClosedApplication } from "~/modules/settings/application-window.server";

/** The same for every visitor without a session or cart: served from the render cache (decision 041). */
export const handle = { renderCache: true };

// The pay button shows only after a successful application: its code loads then.
const PayButton = lazy(() => import("~/components/payments/pay-button").then((module) => ({ default: module.PayButton })));

export const meta: Route.MetaFunction = (args) =>
  seo(args, {
    title: "Apply for the Celebrity Vocal Experience",
    description: `Apply for one of ten places on the Celebrity Vocal Experience, a five-day vocal retreat${args.loaderData?.dates ? ` on ${args.loaderData.dates}` : ""}. We answer within 2-3 business days.`,
  });

export async function loader() {
  const course = await findCourse(db(), "celebrity-vocal-experience");
  return {
    // The pay button is English like the page: 'Pay Retreat Fee (DKK 68,500)'.
    price: course ? formatMinorUnits(course.priceDkk) : null,
    feeText: course ? formatEnglishInteger(course.priceDkk / 100) : null,
    ...applicationPageRun("celebrity-vocal-experience", "en", new Date()),
  };
}

// A run whose applications closed is refused before the form is read (decision 036).
export async function action({ request, context }: Route.ActionArgs) {
  return refuseClosedApplication(request, "celebrity-vocal-experience", "en", new Date()) ?? submitCelebrityApplication(request, context);
}
export const clientAction = formClientAction<Route.ClientActionArgs>();

export default function CelebrityApplication({ loaderData, actionData }: Route.ComponentProps) {
  const { price, feeText, shortDates, note, closed, formAction } = loaderData;
  const initial = actionData;
  return (
    <ApplicationLayout
      eyebrow="Application · Celebrity Vocal Experience"
      title="Apply for the Celebrity Vocal Experience"
      lede="Five days, ten places: daily one-to-one coaching, a studio session and a closing concert. Tell us about your voice; we read every application personally."
      facts={[["Dates", shortDates], ["Length", "5 days"], ["Places", "10"], ...(price ? ([["Fee", `DKK ${price}`]] as [string, string][]) : [])]}
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
      {note ? <p className="mb-6 font-medium text-ink-900">{note}</p> : null}
      {closed ? (
        <ApplicationsClosed {...closed} />
      ) : (
        <ApplicationForm
          copy={celebrityCopy}
          action={formAction}
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
                {feeText ? (
                  <Suspense fallback={null}>
                    <PayButton courseId="celebrity-vocal-experience" currency="DKK" pendingLabel="Redirecting to Payment...">
                      Pay Retreat Fee (DKK {feeText})
                    </PayButton>
                  </Suspense>
                ) : null}
              </div>
            </ApplicationThankYou>
          )}
        />
      )}
    </ApplicationLayout>
  );
}
