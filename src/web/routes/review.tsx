import {
  BrandReviewError,
  BrandReviewLoading,
  BrandReviewPage,
  loadBrandReview,
} from "~/web/features/brand-review";
import type { Route } from "./+types/review";

/*
 * A brand's review link (issue 36): a page of its own, outside the site's frame and without a session (the
 * token is the key). The server sends it with no referrer, noindex and no-store (brand-links/guard.ts).
 */

export function clientLoader({ params }: Route.ClientLoaderArgs) {
  return loadBrandReview(params.token);
}

export function meta({ loaderData }: Route.MetaArgs) {
  return [
    { title: loaderData ? `Review: ${loaderData.dealTitle} · CreatorDesk` : "Review · CreatorDesk" },
    { name: "robots", content: "noindex, nofollow" },
    { name: "referrer", content: "no-referrer" },
  ];
}

export function HydrateFallback() {
  return <BrandReviewLoading />;
}

export default function ReviewPage({ loaderData, params }: Route.ComponentProps) {
  return <BrandReviewPage review={loaderData} token={params.token} />;
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return <BrandReviewError error={error} />;
}
