import { data } from "react-router";
import { db } from "~/db/db.server";
import { findCourse } from "~/modules/catalogue/catalogue.server";
import { courseMaterialsForPage } from "~/modules/materials/page.server";
import { toCardData } from "./course-data";
import { voiceElevatedFacts } from "./facts";

/**
 * What both Voice Elevated pages load (the Danish page and the English details): the course
 * from the catalogue and the materials section, whose headers make a personalised page private.
 */
export async function voiceElevatedPageData(request: Request) {
  const [course, materials] = await Promise.all([
    findCourse(db(), voiceElevatedFacts.courseId),
    courseMaterialsForPage(db(), request, voiceElevatedFacts.courseId),
  ]);
  return data({ course: course ? toCardData(course) : undefined, materials: materials.view }, { headers: materials.headers });
}
