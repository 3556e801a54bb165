import "./lib/zod-config";
import { type ReactNode, Suspense } from "react";
import { isRouteErrorResponse, Links, Meta, Outlet, Scripts, ScrollRestoration } from "react-router";
import { messages } from "~/domain/messages";
import { DASHBOARD_HOMES } from "~/domain/roles";
import type { Route } from "./+types/root";
import criticalCss from "./app.css?inline";
import stylesheet from "./app.css?url";
import { DashboardShell } from "./components/dashboard/dashboard-shell";
import { ChunkBoundary, LoadFailed } from "./components/load-failed";
import { ToastFallback } from "./components/ui/toast-fallback";
import { bootGuard, showLoadNotice } from "./lib/boot-guard";
import { isChunkLoadError, lazyWithRetry, RELOAD_KEY, RELOAD_WINDOW_MS } from "./lib/chunk-load";
import { EARLY_CLICKS_KEY, rememberEarlyClicks } from "./lib/early-clicks";
import { EARLY_SESSION_KEY, EARLY_SESSION_URL, startEarlySession } from "./lib/early-session";
import { useToastRequested } from "./lib/toast";
import { TYPED_TEXT_KEY, watchTyping } from "./lib/typed-text";

// No reload for the toaster: a toast often follows typing (a failed send) that a reload would throw away.
const Toaster = lazyWithRetry(() => import("./components/ui/toaster"), { reload: false });

function LazyToaster() {
  const requested = useToastRequested();
  return requested ? (
    <ChunkBoundary fallback={<ToastFallback />}>
      <Suspense fallback={null}>
        <Toaster />
      </Suspense>
    </ChunkBoundary>
  ) : null;
}

/**
 * The whole stylesheet (about 9 KB gzip) is inlined in every prerendered page, so the first paint needs no
 * request at all and never waits for the scripts (docs/decisions/016). The client bundle does not carry it:
 * the prerendered <style> stays in place through hydration. `npm run dev` has no prerendered HTML, so there
 * it is an ordinary stylesheet.
 */
export const links: Route.LinksFunction = () =>
  import.meta.env.DEV ? [{ rel: "stylesheet", href: stylesheet, precedence: "default" }] : [];
const inlineCss = import.meta.env.SSR ? criticalCss : "";
// Written into the prerendered HTML only; hydration leaves inline content as it is. First the watcher of what is
// typed (lib/typed-text.ts), then the boot guard that asks it before reloading.
// The early-click listener too: a click before the scripts have run is not lost (lib/early-clicks.ts); and on a
// dashboard the session request starts with the page (lib/early-session.ts).
const bootScript = import.meta.env.SSR
  ? `(${watchTyping})(${JSON.stringify(TYPED_TEXT_KEY)});` +
    `(${bootGuard})(${JSON.stringify(RELOAD_KEY)},${RELOAD_WINDOW_MS},` +
    `${JSON.stringify(TYPED_TEXT_KEY)},${JSON.stringify(messages.generic.loadUnfinished)},${showLoadNotice});` +
    `(${rememberEarlyClicks})(${JSON.stringify(EARLY_CLICKS_KEY)});` +
    `(${startEarlySession})(${JSON.stringify(EARLY_SESSION_KEY)},${JSON.stringify(DASHBOARD_HOMES)},${JSON.stringify(EARLY_SESSION_URL)})`
  : "";

/** The title of a page that sets none (the SPA fallback, before a dashboard route has loaded). */
export const meta: Route.MetaFunction = () => [{ title: "CreatorDesk" }];

export function Layout({ children }: { children: ReactNode }) {
  return (
    <html lang="en">
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <meta name="theme-color" content="#4c2a9e" />
        <link rel="icon" href="/favicon.svg" type="image/svg+xml" />
        {/* biome-ignore lint/security/noDangerouslySetInnerHtml: our own code, from the build */}
        <script dangerouslySetInnerHTML={{ __html: bootScript }} suppressHydrationWarning />
        {/* React does not compare innerHTML when it hydrates, so the client's empty string keeps the CSS. */}
        {!import.meta.env.DEV && (
          // biome-ignore lint/security/noDangerouslySetInnerHtml: our own stylesheet, from the build
          <style dangerouslySetInnerHTML={{ __html: inlineCss }} suppressHydrationWarning />
        )}
        <Links />
        <Meta />
      </head>
      <body>
        {children}
        <LazyToaster />
        <ScrollRestoration />
        <Scripts />
      </body>
    </html>
  );
}

export default function App() {
  return <Outlet />;
}

export function HydrateFallback() {
  // the dashboard's shell (the one page of the app without its own HTML): its shape paints at once
  return (
    <DashboardShell>
      <div role="status" aria-label="Loading">
        <div className="size-8 animate-spin rounded-full border-4 border-primary border-t-transparent" />
      </div>
      {/* with scripts blocked (or failing) the app never comes: say so after a while, not spin for ever */}
      <p className="appear-late max-w-md text-sm text-foreground">
        {messages.generic.needsScripts}{" "}
        <a href="/" className="font-medium text-primary underline">
          Home
        </a>
      </p>
    </DashboardShell>
  );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  // Code that could not be downloaded, even after a retry and a reload (lib/chunk-load.ts).
  if (isChunkLoadError(error)) return <LoadFailed />;
  const title = isRouteErrorResponse(error)
    ? `${error.status} ${error.statusText}`
    : messages.generic.somethingWentWrong;
  return (
    <main className="mx-auto max-w-xl p-8 text-center">
      <h1 className="text-2xl font-bold">{title}</h1>
      <p className="mt-4 text-muted-foreground">Please reload the page or go back to the home page.</p>
      <a className="mt-6 inline-block text-primary underline" href="/">
        Back to home
      </a>
    </main>
  );
}
