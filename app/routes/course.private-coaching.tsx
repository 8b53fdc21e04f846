import type { Route } from "./+types/course.private-coaching";
import { db } from "~/db/db.server";
import { findCourse } from "~/modules/catalogue/catalogue.server";
import { rootData, seo } from "~/lib/seo";
import { courseJsonLd } from "~/modules/programmes/json-ld";
import { toCardData } from "~/modules/programmes/course-data";
import { privateCoachingFacts } from "~/modules/programmes/facts";
import { PrivateCoachingPage } from "~/components/programmes/private-coaching-page";

export const handle = { lang: "da" };

export async function loader() {
  const course = await findCourse(db(), privateCoachingFacts.courseId);
  return { course: course ? toCardData(course) : undefined };
}

export const meta: Route.MetaFunction = (args) => {
  const root = rootData(args.matches);
  const course = args.data?.course;
  return seo(args, {
    title: "Privat coaching – sangundervisning én til én",
    description: `Privat sangundervisning i ${privateCoachingFacts.sessionMinutes} minutter ad gangen, bygget op omkring din stemme, dit repertoire og dit næste mål. Praktisk info, program og udtalelser.`,
    jsonLd:
      root && course
        ? [
            courseJsonLd(course, root.profile, {
              origin: root.origin,
              path: "/courses/private-coaching",
              inLanguage: "da",
              onsite: { workload: `PT${privateCoachingFacts.sessionMinutes}M` },
            }),
          ]
        : [],
  });
};

export default function PrivateCoaching({ loaderData }: Route.ComponentProps) {
  return <PrivateCoachingPage course={loaderData.course} />;
}
