import { type ComponentProps } from "react";
import LoaderCircle from "lucide-react/icons/loader-circle";
import { cn } from "~/lib/cn";
import { VisuallyHidden } from "./visually-hidden";

/**
 * Inherits colour, so it works inside buttons and on dark surfaces. A live region only
 * announces changes, so render it into an already-mounted container for reliable speech.
 */
export function Spinner({ label = "Loading", className, ...props }: ComponentProps<"span"> & { label?: string }) {
  return (
    <span role="status" className={cn("inline-flex items-center", className)} {...props}>
      <LoaderCircle aria-hidden className="size-5 animate-spin" />
      <VisuallyHidden>{label}</VisuallyHidden>
    </span>
  );
}
