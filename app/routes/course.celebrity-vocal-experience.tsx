import type { Route } from "./+types/course.celebrity-vocal-experience";
import { db } from "~/db/db.server";
import { findCourse } from "~/modules/catalogue/catalogue.server";
import { rootData, seo } from "~/lib/seo";
import { courseJsonLd, retreatEventJsonLd } from "~/modules/programmes/json-ld";
import { toCardData } from "~/modules/programmes/course-data";
import { celebrityRetreatFacts } from "~/modules/programmes/facts";
import { CelebrityPage } from "~/components/programmes/celebrity-page";

export const handle = { lang: "da" };

const PATH = "/courses/celebrity-vocal-experience";

export async function loader() {
  const course = await findCourse(db(), celebrityRetreatFacts.courseId);
  return { course: course ? toCardData(course) : undefined };
}

export const meta: Route.MetaFunction = (args) => {
  const root = rootData(args.matches);
  const course = args.data?.course;
  return seo(args, {
    title: "Celebrity Vocal Experience – fem dages sangretreat",
    description: `Et eksklusivt retreat over ${celebrityRetreatFacts.days} dage med kun ${celebrityRetreatFacts.places} pladser: daglig soloundervisning, studieoptagelse og afsluttende koncert. Se datoer, pris og ansøgningsprocessen.`,
    jsonLd:
      root && course
        ? [
            courseJsonLd(course, root.profile, {
              origin: root.origin,
              path: PATH,
              inLanguage: "da",
              onsite: { startDate: celebrityRetreatFacts.startDate, endDate: celebrityRetreatFacts.endDate },
            }),
            retreatEventJsonLd(course, root.profile, { origin: root.origin, path: PATH }),
          ]
        : [],
  });
};

export default function CelebrityVocalExperience({ loaderData }: Route.ComponentProps) {
  return <CelebrityPage course={loaderData.course} />;
}
