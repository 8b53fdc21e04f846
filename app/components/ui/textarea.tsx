import { type ComponentProps } from "react";
import { cn } from "~/lib/cn";
import { controlClass } from "./input";

export function Textarea({ className, rows = 4, ...props }: ComponentProps<"textarea">) {
  return <textarea rows={rows} className={cn(controlClass, "min-h-28 resize-y", className)} {...props} />;
}
