import { type ComponentProps } from "react";
import { cn } from "~/lib/cn";
import { focusRing } from "./focus-ring";

/**
 * Shared by every text-like control. 16 px text stops iOS zooming on focus; the muted/70
 * border keeps the control's edge at 3:1 against ivory.
 */
export const controlClass = cn(
  "block w-full min-h-11 rounded-control border border-muted/70 bg-ivory px-3.5 py-2 text-base text-text",
  "placeholder:text-muted disabled:cursor-not-allowed disabled:opacity-50 aria-invalid:border-danger",
  focusRing,
);

export function Input({ className, type = "text", ...props }: ComponentProps<"input">) {
  return <input type={type} className={cn(controlClass, className)} {...props} />;
}
