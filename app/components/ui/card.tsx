import { type ComponentProps } from "react";
import { Slot } from "radix-ui";
import { cn } from "~/lib/cn";

export function Card({ className, ...props }: ComponentProps<"div">) {
  return <div className={cn("flex flex-col gap-4 rounded-card border border-sand-200 bg-ivory p-6 text-text shadow-card sm:p-8", className)} {...props} />;
}

export function CardHeader({ className, ...props }: ComponentProps<"div">) {
  return <div className={cn("flex flex-col gap-1.5", className)} {...props} />;
}

/** An `h3` by default; use `asChild` to pick the level that fits the page outline. */
export function CardTitle({ className, asChild = false, ...props }: ComponentProps<"h3"> & { asChild?: boolean }) {
  const Component = asChild ? Slot.Root : "h3";
  return <Component className={cn("font-display text-xl leading-snug", className)} {...props} />;
}

export function CardDescription({ className, ...props }: ComponentProps<"p">) {
  return <p className={cn("text-sm text-muted in-[.on-dark]:text-ivory/75", className)} {...props} />;
}

export function CardContent({ className, ...props }: ComponentProps<"div">) {
  return <div className={cn("flex flex-col gap-4", className)} {...props} />;
}

export function CardFooter({ className, ...props }: ComponentProps<"div">) {
  return <div className={cn("flex flex-wrap items-center gap-3 pt-2", className)} {...props} />;
}
