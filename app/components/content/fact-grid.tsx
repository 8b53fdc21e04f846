import { cn } from "~/lib/cn";

export interface Fact {
  value: string;
  label: string;
}

/** Key facts as large figures with a label under each: the numbers a singer scans for first. */
export function FactGrid({ facts, className, onDark = false }: { facts: Fact[]; className?: string; onDark?: boolean }) {
  return (
    <dl className={cn("grid grid-cols-2 gap-x-6 gap-y-8 sm:grid-cols-3 lg:grid-cols-6", className)}>
      {facts.map((fact) => (
        <div key={fact.label} className={cn("flex flex-col border-t pt-4", onDark ? "border-ivory/20" : "border-sand-300")}>
          <dt className={cn("text-sm", onDark ? "text-ivory/75" : "text-muted")}>{fact.label}</dt>
          <dd className={cn("order-first font-display text-xl leading-tight sm:text-2xl", onDark ? "text-ivory" : "text-ink-900")}>{fact.value}</dd>
        </div>
      ))}
    </dl>
  );
}
