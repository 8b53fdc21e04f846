import type { Route } from "./+types/courses";
import { db } from "~/db/db.server";
import { toCardData } from "~/modules/programmes/course-data";
import { listCourses } from "~/modules/catalogue/catalogue.server";
import { rootData, seo } from "~/lib/seo";
import { courseListJsonLd } from "~/modules/programmes/json-ld";
import { CourseListPage } from "~/components/programmes/course-list-page";

export async function loader() {
  const courses = await listCourses(db());
  return {
    courses: courses.map(toCardData),
  };
}

export const meta: Route.MetaFunction = (args) =>
  seo(args, {
    title: "Courses and programmes",
    description:
      "Voice Elevated, the Celebrity Vocal Experience retreat, private coaching, workshops, a studio day and online courses, with prices in DKK and EUR.",
    jsonLd: args.data ? [courseListJsonLd(args.data.courses, rootData(args.matches)?.origin ?? "")] : [],
  });

export default function Courses({ loaderData }: Route.ComponentProps) {
  return <CourseListPage courses={loaderData.courses} />;
}
