import { StrictMode, startTransition } from "react";
import { hydrateRoot } from "react-dom/client";
import { HydratedRouter } from "react-router/dom";
import { watchPreloadErrors } from "./lib/chunk-load";
import { loadRoutesFirst, loadStartingRoutes } from "./lib/route-load-recovery";
import { TYPED_TEXT_KEY, watchTyping } from "./lib/typed-text";

// React Router's default entry, plus what happens when code fails to load (docs/decisions/017 and 045):
// Vite's `vite:preloadError` for our own dynamic imports, and the routes' code loaded before React Router
// needs it, so that it never reloads the page for code that did not arrive; and no reload over typed text.
watchPreloadErrors();
// the head's inline script already watches what is typed; `npm run dev` has none (lib/typed-text.ts)
watchTyping(TYPED_TEXT_KEY);

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
