import { ModuleList } from "~/components/learning/module-list";
import { Progress } from "~/components/ui/progress";
import type { DashboardCourse } from "~/modules/learning/types";

/** A course's progress and its 'Course Modules' list, as the student's dashboard (and the coach's preview) shows them. */
export function CourseModulesCard({ course, selectedId }: { course: DashboardCourse; selectedId: string | null }) {
  return (
    <section aria-labelledby="modules-title" className="rounded-card border border-sand-200 bg-ivory p-6 shadow-card">
      <div className="flex items-baseline justify-between gap-3">
        <p id="progress-label" className="text-sm font-medium text-ink-900">
          Course progress
        </p>
        <p className="font-display text-2xl text-ink-900" data-testid="progress-percent">
          {course.percent === null ? "–" : `${course.percent}%`}
        </p>
      </div>
      <Progress value={course.percent} max={100} aria-labelledby="progress-label" className="mt-2 h-2.5" />
      <p className="mt-2 text-sm text-muted">{course.total ? `${course.completed} of ${course.total} modules complete` : "No modules published yet"}</p>
      <h2 id="modules-title" className="mt-6 text-xl text-ink-900">
        Course Modules
      </h2>
      <div className="mt-3">
        {course.total ? (
          <ModuleList modules={course.modules} selectedId={selectedId} />
        ) : (
          <p className="text-muted">The lessons of this course are being prepared. They appear here as soon as they are published.</p>
        )}
      </div>
    </section>
  );
}
