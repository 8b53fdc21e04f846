import type { ReactNode } from "react";
import { cn } from "~/lib/cn";

/** A native checkbox with its label, 44 px tall: posts "on" without JavaScript. */
export function CheckLine({ name, label, defaultChecked, hint }: { name: string; label: ReactNode; defaultChecked?: boolean; hint?: ReactNode }) {
  return (
    <label className="flex min-h-11 cursor-pointer items-center gap-3 text-ink-900">
      <input type="checkbox" name={name} defaultChecked={defaultChecked} className="size-5 shrink-0 accent-ink-900" />
      <span>
        {label}
        {hint ? <span className="block text-sm text-muted">{hint}</span> : null}
      </span>
    </label>
  );
}

/** A card with a heading (h2) and its content. */
export function Panel({ id, title, lead, children, className }: { id: string; title: string; lead?: ReactNode; children: ReactNode; className?: string }) {
  return (
    <section aria-labelledby={id} className={cn("rounded-card border border-sand-200 bg-ivory p-5 shadow-card sm:p-6", className)}>
      <h2 id={id} className="text-xl text-ink-900">
        {title}
      </h2>
      {lead ? <p className="mt-1 max-w-[65ch] text-muted">{lead}</p> : null}
      <div className="mt-4">{children}</div>
    </section>
  );
}

/** A field's error line, referenced by its control's aria-describedby. */
export function ErrorLine({ id, message }: { id: string; message?: string }) {
  return message ? (
    <p id={id} className="text-sm font-medium text-danger">
      {message}
    </p>
  ) : null;
}
