import { useEffect, useState } from "react";
import Printer from "lucide-react/icons/printer";
import { buttonVariants } from "~/components/ui/button-variants";

/** Opens the browser's print dialog; shown once script runs (without it, the browser's own Print command prints the same page). */
export function PrintButton({ label = "Print" }: { label?: string }) {
  const [ready, setReady] = useState(false);
  useEffect(() => setReady(true), []);
  if (!ready) return null;
  return (
    <button type="button" onClick={() => window.print()} className={buttonVariants({ variant: "secondary", className: "print:hidden" })}>
      <Printer aria-hidden /> {label}
    </button>
  );
}
