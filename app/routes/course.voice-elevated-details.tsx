import type { Route } from "./+types/course.voice-elevated-details";
import { db } from "~/db/db.server";
import { findCourse } from "~/modules/catalogue/catalogue.server";
import { seo } from "~/lib/seo";
import { toCardData } from "~/modules/programmes/course-data";
import { voiceElevatedFacts } from "~/modules/programmes/facts";
import { VoiceElevatedDetailsPage } from "~/components/programmes/voice-elevated-details-page";

export async function loader() {
  const course = await findCourse(db(), voiceElevatedFacts.courseId);
  return { course: course ? toCardData(course) : undefined };
}

export const meta: Route.MetaFunction = (args) =>
  seo(args, {
    title: "Voice Elevated in detail",
    description: `The Voice Elevated programme week by week: ${voiceElevatedFacts.weekends} weekends, ${voiceElevatedFacts.hours} hours, a teaching day hour by hour, brochures to download and the course materials.`,
  });

export default function VoiceElevatedDetails({ loaderData }: Route.ComponentProps) {
  return <VoiceElevatedDetailsPage course={loaderData.course} />;
}
