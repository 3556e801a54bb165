import { lazy, type ReactNode, Suspense } from "react";
import { isRouteErrorResponse, Links, Meta, Outlet, Scripts, ScrollRestoration } from "react-router";
import { messages } from "~/domain/messages";
import type { Route } from "./+types/root";
import stylesheet from "./app.css?url";
import { useToastRequested } from "./lib/toast";

const Toaster = lazy(() => import("./components/ui/toaster"));

function LazyToaster() {
  const requested = useToastRequested();
  return requested ? (
    <Suspense fallback={null}>
      <Toaster />
    </Suspense>
  ) : null;
}

/** The stylesheet is the only render-blocking request: listed first so it is not queued behind the scripts. */
export const links: Route.LinksFunction = () => [
  { rel: "stylesheet", href: stylesheet, precedence: "default" },
];

export function Layout({ children }: { children: ReactNode }) {
  return (
    <html lang="en">
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <meta name="theme-color" content="#4c2a9e" />
        <link rel="icon" href="/favicon.svg" type="image/svg+xml" />
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
  return (
    <div className="flex min-h-screen items-center justify-center" role="status" aria-label="Loading">
      <div className="size-8 animate-spin rounded-full border-4 border-primary border-t-transparent" />
    </div>
  );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
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
