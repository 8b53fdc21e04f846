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
import { currentApplicationWindow, refuseClosedApplication } from "~/modules/settings/application-window.server";
import { applicationPaths } from "~/modules/programmes/facts";
import { dayText, lastApplicationDay, nextDatesToBeAnnounced, RUN_PARAM, runMonthText, withLabel } from "~/modules/programmes/runs";
import { applicationsClosedText } from "~/modules/programmes/application-copy";

export const handle = { lang: "da" };

export const meta: Route.MetaFunction = (args) =>
  seo(args, {
    title: "Ansøg om Voice Elevated",
    description:
      "Ansøg om en af de ti pladser på Voice Elevated: fire weekender og 64 timers intensiv vokaltræning i København. Svar inden for 2-3 arbejdsdage.",
  });

export async function loader() {
  const course = await findCourse(db(), "voice-elevated");
  const window = currentApplicationWindow("voice-elevated", new Date());
  const run = window.state === "unannounced" ? null : window.run;
  return {
    price: course ? formatMinorUnits(course.priceDkk) : null,
    state: window.state,
    start: run ? withLabel(runMonthText(run, "da"), run) : nextDatesToBeAnnounced.da,
    deadline: run && window.state === "open" ? dayText(lastApplicationDay(run), "da") : null,
    runStart: run?.start ?? "",
  };
}

// A run whose applications closed is refused before the form is read (decision 036).
export async function action({ request, context }: Route.ActionArgs) {
  return refuseClosedApplication(request, "voice-elevated", "da", new Date()) ?? submitVoiceElevatedApplication(request, context);
}
export const clientAction = formClientAction<Route.ClientActionArgs>();

export default function VoiceElevatedApplication({ loaderData, actionData }: Route.ComponentProps) {
  const { price, state, start, deadline, runStart } = loaderData;
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
      {deadline ? (
        <p className="mb-6 font-medium text-ink-900">
          Opstart {start}. {applicationsClosedText.da.deadline} {deadline}.
        </p>
      ) : null}
      {state === "closed" ? (
        <ApplicationsClosed lang="da" dates={start} />
      ) : (
        <ApplicationForm
          copy={voiceElevatedCopy}
          action={`${applicationPaths.voiceElevated}?${RUN_PARAM}=${runStart}`}
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
