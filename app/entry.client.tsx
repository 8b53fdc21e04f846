import { startTransition, StrictMode } from "react";
import { hydrateRoot } from "react-dom/client";
import { HydratedRouter } from "react-router/dom";
import { documentLoadsUnderAnOpener } from "~/lib/document-loads-under-an-opener";

declare global {
  interface Window {
    __modulesArriving?: boolean;
    __hydrateWhenModulesAreIn?: () => void;
  }
}

function hydrate() {
  startTransition(() => {
    hydrateRoot(
      document,
      <StrictMode>
        <HydratedRouter />
      </StrictMode>,
    );
  });
}

// The server's document starts loading this only after its first paint, and evaluates the
// page's modules one task each (app/lib/scripts-after-first-paint.server.ts, decision 055):
// while they arrive, hydration waits for the last, since React Router reads them all as it
// hydrates. Without that script (the dev server) it begins at once.
documentLoadsUnderAnOpener();
if (window.__modulesArriving) window.__hydrateWhenModulesAreIn = hydrate;
else hydrate();
