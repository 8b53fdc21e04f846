import { Link } from "react-router";
import Check from "lucide-react/icons/check";
import { Badge } from "~/components/ui/badge";
import { focusRing } from "~/components/ui/focus-ring";
import { cn } from "~/lib/cn";
import type { DashboardModule } from "~/modules/learning/types";

/** The 'Course Modules' list (docs/rules.md, "Learning space"): title, the first 50 characters of the description, 'Complete' when done. */
export function ModuleList({ modules, selectedId }: { modules: DashboardModule[]; selectedId: string | null }) {
  return (
    <ol className="grid gap-2">
      {modules.map((module, index) => {
        const selected = module.id === selectedId;
        return (
          <li key={module.id}>
            <Link
              to={`?module=${encodeURIComponent(module.id)}`}
              preventScrollReset
              aria-current={selected ? "true" : undefined}
              className={cn(
                "flex gap-3 rounded-control border p-3 transition-colors",
                selected ? "border-ink-800 bg-sand-100" : "border-sand-200 hover:border-sand-300 hover:bg-sand-50",
                focusRing,
              )}
            >
              <span
                aria-hidden
                className={cn(
                  "mt-0.5 flex size-7 shrink-0 items-center justify-center rounded-full text-sm font-medium",
                  module.completed ? "bg-success text-ivory" : "bg-sand-200 text-ink-900",
                )}
              >
                {module.completed ? <Check className="size-4" /> : index + 1}
              </span>
              <span className="min-w-0 flex-1">
                <span className="flex items-start justify-between gap-2">
                  <span className="min-w-0 font-medium text-ink-900">{module.title}</span>
                  {module.completed ? (
                    <Badge variant="success" className="shrink-0">
                      Complete
                    </Badge>
                  ) : null}
                </span>
                <span className="mt-0.5 block text-sm text-muted">{module.preview}</span>
              </span>
            </Link>
          </li>
        );
      })}
    </ol>
  );
}
