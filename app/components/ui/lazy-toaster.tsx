import { lazy, Suspense, useState } from "react";
import { useToasts } from "./toast";

const Toaster = lazy(() => import("./toaster").then((module) => ({ default: module.Toaster })));

/**
 * Mounts the Radix toast UI only once the first toast is raised, keeping it out of every
 * page's first load. After that it stays mounted so later toasts animate normally.
 */
export function LazyToaster() {
  const toasts = useToasts();
  const [needed, setNeeded] = useState(false);
  if (!needed && toasts.length > 0) setNeeded(true);
  return needed ? (
    <Suspense fallback={null}>
      <Toaster />
    </Suspense>
  ) : null;
}
