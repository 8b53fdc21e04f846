import { startTransition, StrictMode } from "react";
import { hydrateRoot } from "react-dom/client";
import { HydratedRouter } from "react-router/dom";

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

// The server-rendered page is complete without script. When the modules arrive before the
// browser has painted it (a fast connection, a slow phone), hydrating at once would hold the
// first paint back by the whole hydration, so it waits for the next frame to be painted.
// Hidden tabs get no frames, so they hydrate straight away.
if (document.visibilityState === "visible") requestAnimationFrame(() => setTimeout(hydrate, 0));
else hydrate();
