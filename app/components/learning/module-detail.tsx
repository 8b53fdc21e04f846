import { useEffect, useRef } from "react";
import { useFetcher } from "react-router";
import { LessonPlayer } from "~/components/learning/lesson-player";
import type { LearningActionData } from "~/components/learning/journal-card";
import { Badge } from "~/components/ui/badge";
import { Button } from "~/components/ui/button";
import type { SelectedModule } from "~/modules/learning/types";

/** The selected module: title, description, lesson, 'Mark as Complete' and 'Resources'. */
export function ModuleDetail({
  module,
  completed,
  failure,
  preview = false,
}: {
  module: SelectedModule;
  completed: boolean;
  failure: string | null;
  /** The coach's preview: the same module, without the student's own 'Mark as Complete'. */
  preview?: boolean;
}) {
  const complete = useFetcher<LearningActionData>({ key: "complete-module" });
  const shown = useRef(module.id);
  // On a phone the module list comes first: bring the module just chosen into view.
  useEffect(() => {
    if (shown.current === module.id) return;
    shown.current = module.id;
    if (window.matchMedia("(max-width: 1023px)").matches) document.getElementById("module-title")?.scrollIntoView({ block: "start" });
  }, [module.id]);
  return (
    <section aria-labelledby="module-title" className="rounded-card border border-sand-200 bg-ivory p-6 shadow-card sm:p-8">
      <h2 id="module-title" className="scroll-mt-6 text-2xl text-ink-900">
        {module.title}
      </h2>
      <p className="mt-2 max-w-[65ch] text-muted">{module.description}</p>
      <div className="mt-5">
        <LessonPlayer lesson={module.lesson} moduleTitle={module.title} />
      </div>
      {preview ? (
        <p className="mt-5 text-sm text-muted">Students see 'Mark as Complete' here.</p>
      ) : (
        <complete.Form method="post" className="mt-5">
          <input type="hidden" name="intent" value="complete" />
          <input type="hidden" name="moduleId" value={module.id} />
          {completed ? (
            <Button type="button" variant="secondary" disabled>
              Completed
            </Button>
          ) : (
            <Button type="submit" variant="secondary">
              Mark as Complete
            </Button>
          )}
          {failure ? (
            <p role="alert" className="mt-3 text-sm text-danger">
              {failure}
            </p>
          ) : null}
        </complete.Form>
      )}
      <h3 className="mt-8 text-lg text-ink-900">Resources</h3>
      {module.resources.length ? (
        <ul className="mt-3 grid gap-2">
          {module.resources.map((resource) => (
            <li key={resource.id} className="flex flex-wrap items-center justify-between gap-3 rounded-control border border-sand-200 px-4 py-3">
              <a
                href={resource.url}
                target="_blank"
                rel="noopener"
                className="font-medium text-ink-800 underline decoration-amber-500 underline-offset-4 hover:decoration-2"
              >
                Download {resource.name}
                <span className="sr-only"> (opens in a new tab)</span>
              </a>
              <Badge variant="outline">{resource.kind}</Badge>
            </li>
          ))}
        </ul>
      ) : (
        <p className="mt-2 text-sm text-muted">No resources for this module yet.</p>
      )}
    </section>
  );
}
