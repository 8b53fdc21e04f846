import { cn } from "~/lib/cn";
import { focusRing } from "./focus-ring";

/**
 * The button look without the Button component: code that only styles links (the header,
 * the footer, lazy dialog triggers) imports this file, so the always-loaded shell does not
 * pull in the radix-ui barrel that Button's `asChild` needs.
 */
const variants = {
  primary: "bg-amber-400 text-ink-950 hover:bg-amber-300 active:bg-amber-500",
  secondary: "bg-ink-900 text-ivory hover:bg-ink-800",
  outline: "border border-ink-900/25 text-inherit hover:bg-sand-100 in-[.on-dark]:hover:bg-ivory/10",
  // Inherits its colour so it reads on light and dark surfaces alike.
  ghost: "text-inherit hover:bg-sand-100 in-[.on-dark]:hover:bg-ivory/10",
  onDark: "border border-ivory/50 text-ivory hover:bg-ivory/10 focus-visible:outline-amber-300",
  link: "min-h-0 px-0 py-0 text-inherit underline decoration-amber-500 underline-offset-4 hover:decoration-2",
  destructive: "bg-danger text-ivory hover:bg-danger/90",
} as const;

const sizes = {
  // A thumb needs 44 px on a phone; from `sm` up a pointer is precise enough for 36.
  sm: "min-h-11 px-3 text-sm sm:min-h-9",
  md: "min-h-11 px-5 text-base",
  lg: "min-h-12 px-7 text-base",
  icon: "size-11 shrink-0",
} as const;

export type ButtonVariant = keyof typeof variants;
export type ButtonSize = keyof typeof sizes;

export function buttonVariants({ variant = "primary", size = "md", className }: { variant?: ButtonVariant; size?: ButtonSize; className?: string } = {}) {
  return cn(
    // Not `transition-colors`: it also animates outline-color, so the focus ring would fade in from the text colour.
    "inline-flex cursor-pointer items-center justify-center gap-2 rounded-control font-medium whitespace-nowrap transition-[color,background-color,border-color,text-decoration-color]",
    "disabled:pointer-events-none disabled:opacity-50 aria-disabled:pointer-events-none aria-disabled:opacity-50 [&_svg]:size-5 [&_svg]:shrink-0",
    focusRing,
    sizes[size],
    // Variant after size so `link` can drop the touch-target padding.
    variants[variant],
    className,
  );
}
