import type { Route } from "./+types/applications.voice-elevated";
import { db } from "~/db/db.server";
import { seo } from "~/lib/seo";
import { findCourse } from "~/modules/catalogue/catalogue.server";
import { formatMinorUnits } from "~/modules/catalogue/format";
import { submitVoiceElevatedApplication } from "~/modules/applications/actions.server";
import { callServerAction } from "~/components/forms/client-action";
import { VoiceElevatedApplication } from "~/components/applications/voice-elevated-application";

export const handle = { lang: "da" };

export const meta: Route.MetaFunction = (args) =>
  seo(args, {
    title: "Ansøg om Voice Elevated",
    description:
      "Ansøg om en af de ti pladser på Voice Elevated: fire weekender og 64 timers intensiv vokaltræning i København. Svar inden for 2-3 arbejdsdage.",
  });

export async function loader() {
  const course = await findCourse(db(), "voice-elevated");
  return { price: course ? formatMinorUnits(course.priceDkk) : null };
}

export function action({ request, context }: Route.ActionArgs) {
  return submitVoiceElevatedApplication(request, context);
}

export function clientAction({ serverAction }: Route.ClientActionArgs) {
  return callServerAction(serverAction);
}

export default function VoiceElevatedApplicationRoute({ loaderData, actionData }: Route.ComponentProps) {
  return <VoiceElevatedApplication price={loaderData.price} initial={actionData} />;
}
