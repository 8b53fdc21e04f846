import type { Route } from "./+types/testimonials";
import { db } from "~/db/db.server";
import { listCourses } from "~/modules/catalogue/catalogue.server";
import { seo } from "~/lib/seo";
import { testimonialsByCourse } from "~/modules/programmes/testimonials";
import { TestimonialsPage } from "~/components/pages/testimonials-page";

export async function loader() {
  const courses = await listCourses(db());
  const byId = new Map(courses.map((course) => [course.id, course]));
  const groups = testimonialsByCourse(courses.map((course) => course.id)).map((group) => {
    const course = byId.get(group.courseId)!;
    return { ...group, title: course.title, link: course.link };
  });
  return { groups };
}

export const meta: Route.MetaFunction = (args) =>
  seo(args, {
    title: "Testimonials",
    description:
      "Singers on Voice Elevated, the Celebrity Vocal Experience retreat, private coaching, workshops and the studio day: what changed for their voices.",
  });

export default function Testimonials({ loaderData }: Route.ComponentProps) {
  return <TestimonialsPage groups={loaderData.groups} />;
}
