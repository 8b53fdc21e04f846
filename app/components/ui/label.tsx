import { type ComponentProps } from "react";
import { Label as LabelPrimitive } from "radix-ui";
import { cn } from "~/lib/cn";

/** Colour is inherited so labels work on light and `.on-dark` surfaces. */
export function Label({ className, ...props }: ComponentProps<typeof LabelPrimitive.Root>) {
  return (
    <LabelPrimitive.Root className={cn("text-sm font-medium leading-snug peer-disabled:cursor-not-allowed peer-disabled:opacity-50", className)} {...props} />
  );
}
