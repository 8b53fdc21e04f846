import type { FormOutcome } from "~/modules/abuse/form-input";
import { ApplicationForm } from "./application-form";
import { ApplicationLayout, ProcessSteps } from "./application-layout";
import { ApplicationThankYou } from "./application-thank-you";
import { voiceElevatedCopy } from "./copy";

export function VoiceElevatedApplication({ price, initial }: { price: string | null; initial?: FormOutcome }) {
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
      <ApplicationForm
        copy={voiceElevatedCopy}
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
    </ApplicationLayout>
  );
}
