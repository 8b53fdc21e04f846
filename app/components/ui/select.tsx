import { type ComponentProps } from "react";
import ChevronDown from "lucide-react/icons/chevron-down";
import { cn } from "~/lib/cn";
import { controlClass } from "./input";

/** A native `<select>`: works before hydration and gets the platform picker on phones. */
export function Select({ className, children, ...props }: ComponentProps<"select">) {
  return (
    <div className="relative">
      <select className={cn(controlClass, "cursor-pointer appearance-none pr-10", className)} {...props}>
        {children}
      </select>
      <ChevronDown aria-hidden className="pointer-events-none absolute top-1/2 right-3 size-5 -translate-y-1/2 text-muted" />
    </div>
  );
}
