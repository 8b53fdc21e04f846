import { cn } from "~/lib/cn";

export interface Step {
  title: string;
  body: string;
}

/** An ordered process (weekends, days, application steps) with large numerals. */
export function NumberedSteps({
  steps,
  className,
  onDark = false,
  prefix,
  stacked = false,
}: {
  steps: Step[];
  className?: string;
  onDark?: boolean;
  prefix?: string;
  /** One under the other with the numeral beside the text (for a narrow column). */
  stacked?: boolean;
}) {
  const columns = stacked ? "" : cn("sm:grid-cols-2", steps.length % 3 === 0 || steps.length === 5 ? "lg:grid-cols-3" : "lg:grid-cols-4");
  return (
    <ol className={cn("grid gap-6", columns, className)}>
      {steps.map((step, index) => (
        <li
          key={step.title}
          className={cn(
            "relative rounded-card p-6 sm:p-7",
            stacked ? "flex items-start gap-5" : "flex items-start gap-5 sm:block",
            onDark ? "bg-ink-900 text-ivory ring-1 ring-ivory/10" : "border border-sand-200 bg-ivory shadow-card",
          )}
        >
          <span
            aria-hidden
            className={cn(
              "font-display leading-none",
              stacked ? "w-14 shrink-0 text-4xl" : "w-14 shrink-0 text-4xl sm:w-auto sm:text-5xl",
              onDark ? "text-amber-300" : "text-amber-700",
            )}
          >
            {String(index + 1).padStart(2, "0")}
          </span>
          <div>
            <h3 className={cn("text-xl break-words hyphens-auto", !stacked && "sm:mt-4", onDark ? "text-ivory" : "text-ink-900")}>
              {prefix ? <span className="sr-only">{`${prefix} ${index + 1}: `}</span> : null}
              {step.title}
            </h3>
            <p className={cn("mt-2", onDark ? "text-ivory/80" : "text-muted")}>{step.body}</p>
          </div>
        </li>
      ))}
    </ol>
  );
}
