import type { ReactNode } from "react";
import LoaderCircle from "lucide-react/icons/loader-circle";
import { Button } from "~/components/ui/button";
import { cn } from "~/lib/cn";

/** The server's message for the form as a whole (storage down, rate limit), announced at once. */
export function FormError({ message }: { message?: string }) {
  if (!message) return null;
  return (
    <p role="alert" className="rounded-control border border-danger/30 bg-danger/5 px-4 py-3 text-sm font-medium text-danger">
      {message}
    </p>
  );
}

/** A form's submit button: disabled with a spinner and SPEC's busy label while sending. */
export function SubmitButton({ busy, busyLabel, children, className }: { busy: boolean; busyLabel: string; children: ReactNode; className?: string }) {
  return (
    <Button type="submit" size="lg" disabled={busy} className={cn("w-full sm:w-auto", className)}>
      {busy ? (
        <>
          <LoaderCircle aria-hidden className="animate-spin" /> {busyLabel}
        </>
      ) : (
        children
      )}
    </Button>
  );
}
