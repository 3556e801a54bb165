import { StrictMode, startTransition } from "react";
import { hydrateRoot } from "react-dom/client";
import { HydratedRouter } from "react-router/dom";
import { watchPreloadErrors } from "./lib/chunk-load";
import { loadRoutesFirst, loadStartingRoutes } from "./lib/route-load-recovery";

// React Router's default entry, plus what happens when code fails to load (docs/decisions/017 and 045):
// Vite's `vite:preloadError` for our own dynamic imports, and the routes' code loaded before React Router
// needs it, so that it never reloads the page for code that did not arrive.
watchPreloadErrors();

void loadStartingRoutes().then(() => {
  startTransition(() => {
    hydrateRoot(
      document,
      <StrictMode>
        <HydratedRouter instrumentations={[loadRoutesFirst]} />
      </StrictMode>,
    );
  });
});
