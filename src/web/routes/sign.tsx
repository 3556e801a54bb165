import {
  LinkSigningError,
  LinkSigningLoading,
  LinkSigningPage,
  loadSigningByLink,
} from "~/web/features/contracts";
import type { Route } from "./+types/sign";

/*
 * A signer's link (issue 37): a page of its own, outside the site's frame and without a session (the token
 * is the key). The server sends it with no referrer, noindex and no-store (features/contracts/guard.ts).
 */

export function clientLoader({ params }: Route.ClientLoaderArgs) {
  return loadSigningByLink(params.token);
}

export function meta({ loaderData }: Route.MetaArgs) {
  return [
    { title: loaderData ? `Sign: ${loaderData.title} · CreatorDesk` : "Sign · CreatorDesk" },
    { name: "robots", content: "noindex, nofollow" },
    { name: "referrer", content: "no-referrer" },
  ];
}

export function HydrateFallback() {
  return <LinkSigningLoading />;
}

export default function SignPage({ loaderData, params }: Route.ComponentProps) {
  return <LinkSigningPage signing={loaderData} token={params.token} />;
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return <LinkSigningError error={error} />;
}
