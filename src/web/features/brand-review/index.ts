/* A brand's review link (issue 36), as the app's routes reach it. */
export { loadBrandReview } from "./api";
export { BrandReviewError, BrandReviewLoading, BrandReviewPage } from "./review-page";
