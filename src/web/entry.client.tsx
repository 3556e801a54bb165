import { StrictMode, startTransition } from "react";
import { hydrateRoot } from "react-dom/client";
import { HydratedRouter } from "react-router/dom";
import { retryRouteModules } from "./lib/route-modules";

// React Router's default entry, plus a second chance for route code that fails to load (lib/route-modules.ts).
retryRouteModules();

startTransition(() => {
  hydrateRoot(
    document,
    <StrictMode>
      <HydratedRouter />
    </StrictMode>,
  );
});
