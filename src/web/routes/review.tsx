import { BrandReviewPage } from "~/web/features/brand-review/review-page";
import type { Route } from "./+types/review";

/*
 * A brand's review link (issue 36): a page of its own, outside the site's frame and without a session. The
 * server sends it with no referrer, noindex and no-store (features/brand-links/guard.ts).
 */

export function meta() {
  return [{ title: "Review · CreatorDesk" }, { name: "robots", content: "noindex, nofollow" }];
}

export default function ReviewPage({ params }: Route.ComponentProps) {
  return <BrandReviewPage token={params.token} />;
}
