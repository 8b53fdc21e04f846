import type { Route } from "./+types/course.voice-elevated";
import { db } from "~/db/db.server";
import { findCourse } from "~/modules/catalogue/catalogue.server";
import { rootData, seo } from "~/lib/seo";
import { courseJsonLd } from "~/modules/programmes/json-ld";
import { toCardData } from "~/modules/programmes/course-data";
import { voiceElevatedFacts } from "~/modules/programmes/facts";
import { VoiceElevatedPage } from "~/components/programmes/voice-elevated-page";

export const handle = { lang: "da" };

export async function loader() {
  const course = await findCourse(db(), voiceElevatedFacts.courseId);
  return { course: course ? toCardData(course) : undefined };
}

export const meta: Route.MetaFunction = (args) => {
  const root = rootData(args.matches);
  const course = args.data?.course;
  return seo(args, {
    title: "Voice Elevated – intensivt sangforløb i København",
    description: `Fire weekender, ${voiceElevatedFacts.hours} timer og højst ${voiceElevatedFacts.maxParticipants} deltagere: Voice Elevated løfter din teknik, dit udtryk og dit scenenærvær. Læs om programmet og søg om optagelse.`,
    jsonLd:
      root && course
        ? [
            courseJsonLd(course, root.profile, {
              origin: root.origin,
              path: "/courses/voice-elevated",
              inLanguage: "da",
              onsite: { workload: `PT${voiceElevatedFacts.hours}H` },
            }),
          ]
        : [],
  });
};

export default function VoiceElevated({ loaderData }: Route.ComponentProps) {
  return <VoiceElevatedPage course={loaderData.course} />;
}
