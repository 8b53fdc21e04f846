import { data } from "react-router";
import { db } from "~/db/db.server";
import { findCourse } from "~/modules/catalogue/catalogue.server";
import { courseMaterialsForPage } from "~/modules/materials/page.server";
import { toCardData } from "./course-data";
import { voiceElevatedFacts } from "./facts";
import { nextDatesToBeAnnounced, nextRun, runMonthText, withLabel, type ProgrammeRun } from "./runs";

/**
 * What both Voice Elevated pages load (the Danish page and the English details): the course
 * from the catalogue and the materials section, whose headers make a personalised page private.
 */
export async function voiceElevatedPageData(request: Request, runs: readonly ProgrammeRun[], now: Date) {
  const [course, materials] = await Promise.all([
    findCourse(db(), voiceElevatedFacts.courseId),
    courseMaterialsForPage(db(), request, voiceElevatedFacts.courseId),
  ]);
  // The next run's start month from the settings; a run that has started is never offered (decision 036).
  const run = nextRun(runs, now);
  const start = {
    da: run ? withLabel(runMonthText(run, "da"), run) : nextDatesToBeAnnounced.da,
    en: run ? withLabel(runMonthText(run, "en"), run) : nextDatesToBeAnnounced.en,
  };
  return data({ course: course ? toCardData(course) : undefined, materials: materials.view, start }, { headers: materials.headers });
}
