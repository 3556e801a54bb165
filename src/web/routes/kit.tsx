import { isRouteErrorResponse } from "react-router";
import { kitMetaTags } from "~/domain/media-kit";
import { loadPublishedKit } from "~/web/features/media-kit/api";
import { KitDocument } from "~/web/features/media-kit/kit-document";
import type { Route } from "./+types/kit";
import NotFound, { meta as notFoundMeta } from "./not-found";

/*
 * A creator's media kit, for a visit inside the app. Opened by its address, the server renders this page
 * itself, with its title and link-preview tags and without scripts (features/media-kit/page.tsx on the
 * server); an unknown or unpublished kit reaches the app with a 404 and shows the not-found page.
 */

export function clientLoader({ params }: Route.ClientLoaderArgs) {
  return loadPublishedKit(params.slug);
}

export function meta({ loaderData }: Route.MetaArgs) {
  return loaderData ? kitMetaTags(loaderData, window.location.origin) : notFoundMeta();
}

export default function KitPage({ loaderData }: Route.ComponentProps) {
  return <KitDocument kit={loaderData} />;
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  if (isRouteErrorResponse(error) && error.status === 404) return <NotFound />;
  throw error;
}
