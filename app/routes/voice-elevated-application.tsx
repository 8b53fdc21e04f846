import { danishPage } from "~/lib/i18n/chrome-text.da";
import type { Route } from "./+types/voice-elevated-application";
import { db } from "~/db/db.server";
import { seo } from "~/lib/seo";
import { findCourse } from "~/modules/catalogue/catalogue.server";
import { formatMinorUnits } from "~/modules/catalogue/format";
import { submitVoiceElevatedApplication } from "~/modules/applications/actions.server";
import { formClientAction } from "~/components/forms/form-route";
import { ApplicationForm } from "~/components/applications/application-form";
import { ApplicationLayout, ProcessSteps } from "~/components/applications/application-layout";
import { ApplicationThankYou } from "~/components/applications/application-thank-you";
import { voiceElevatedCopy } from "~/components/applications/copy";
import { ApplicationsClosed } from "~/components/applications/applications-closed";
import { applicationPageRun, refuseClosedApplication } from "~/modules/settings/application-window.server";

export const handle = { ...danishPage, renderCache: true };

export const meta: Route.MetaFunction = (args) =>
  seo(args, {
    title: "Ansøg om Voice Elevated",
    description:
      "Ansøg om en af de ti pladser på Voice Elevated: fire weekender og 64 timers intensiv vokaltræning i København. Svar inden for 2-3 arbejdsdage.",
  });

export async function loader() {
  const course = await findCourse(db(), "voice-elevated");
  return {
    price: course ? formatMinorUnits(course.priceDkk) : null,
    ...applicationPageRun("voice-elevated", "da", new Date()),
  };
}

// A run whose applications closed is refused before the form is read (decision 036).
export async function action({ request, context }: Route.ActionArgs) {
  return refuseClosedApplication(request, "voice-elevated", "da", new Date()) ?? submitVoiceElevatedApplication(request, context);
}
export const clientAction = formClientAction<Route.ClientActionArgs>();

export default function VoiceElevatedApplication({ loaderData, actionData }: Route.ComponentProps) {
  const { price, note, closed, formAction } = loaderData;
  const initial = actionData;
  return (
    <ApplicationLayout
      eyebrow="Ansøgning · Voice Elevated"
      title="Ansøg om en plads på Voice Elevated"
      lede="Fire weekender i København med intensiv træning i teknik, udtryk og scenenærvær. Fortæl os om din stemme: vi læser hver ansøgning personligt."
      facts={[
        ["Forløb", "4 weekender"],
        ["Undervisning", "64 timer"],
        ["Hold", "Maks. 10"],
        ...(price ? ([["Pris", `${price} DKK`]] as [string, string][]) : []),
      ]}
      questions="Spørgsmål, før du søger?"
      aside={
        <ProcessSteps
          title="Sådan foregår det"
          steps={[
            ["Du sender ansøgningen", "Det tager omkring ti minutter. Skriv frit; der er ingen forkerte svar."],
            ["Vi læser den", "Du hører fra os inden for 2-3 arbejdsdage."],
            ["Konsultationssamtale", "Vi ringer på et af de tidspunkter, du foreslår, og taler om din stemme og dine mål."],
            ["Bekræftelse", "Passer forløbet til dig, får du bekræftelse og information om betaling."],
          ]}
        />
      }
    >
      {note ? <p className="mb-6 font-medium text-ink-900">{note}</p> : null}
      {closed ? (
        <ApplicationsClosed {...closed} />
      ) : (
        <ApplicationForm
          copy={voiceElevatedCopy}
          action={formAction}
          initial={initial}
          renderSuccess={() => (
            <ApplicationThankYou
              title="Tak for din ansøgning"
              lines={[
                "Vi gennemgår din ansøgning inden for 2-3 arbejdsdage. Derefter kontakter vi dig for at planlægge en konsultationssamtale.",
                "Vi har sendt en bekræftelse til din email.",
              ]}
              links={{ courses: "Se alle kurser", home: "Til forsiden" }}
            />
          )}
        />
      )}
    </ApplicationLayout>
  );
}
