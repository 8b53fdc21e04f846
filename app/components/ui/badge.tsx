import { type ComponentProps } from "react";
import { cn } from "~/lib/cn";

// Every pairing is at least 4.5:1, so badge text stays legible at text-xs.
const variants = {
  default: "bg-sand-200 text-text",
  accent: "bg-amber-300 text-ink-950",
  outline: "border border-sand-300 text-inherit",
  success: "bg-success text-ivory",
  onDark: "border border-ivory/25 bg-ivory/10 text-ivory",
} as const;

export type BadgeVariant = keyof typeof variants;

export function Badge({ className, variant = "default", ...props }: ComponentProps<"span"> & { variant?: BadgeVariant }) {
  return (
    <span
      className={cn("inline-flex items-center gap-1 rounded-control px-2.5 py-0.5 text-xs font-medium whitespace-nowrap", variants[variant], className)}
      {...props}
    />
  );
}
