import { StrictMode, startTransition } from "react";
import { createRoot, hydrateRoot } from "react-dom/client";
import { HydratedRouter } from "react-router/dom";
import { LoadFailed } from "./components/load-failed";
import { watchPreloadErrors } from "./lib/chunk-load";
import { noteNavigations, recoverInterruptedLoad } from "./lib/route-load-recovery";

// React Router's default entry, plus what happens when code fails to load (docs/decisions/017): Vite's
// `vite:preloadError` for our own dynamic imports, and a route's code that React Router could not load.
watchPreloadErrors();

const start = recoverInterruptedLoad();
if (start === "start") {
  startTransition(() => {
    hydrateRoot(
      document,
      <StrictMode>
        <HydratedRouter instrumentations={[noteNavigations]} />
      </StrictMode>,
    );
  });
} else if (start === "failed") {
  // Starting the router here would only make React Router reload again: say so instead.
  const container = document.createElement("main");
  document.body.replaceChildren(container);
  createRoot(container).render(<LoadFailed />);
}
