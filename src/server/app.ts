import { Hono } from "hono";
import { secureHeaders } from "hono/secure-headers";
import { csrfGuard } from "./auth/csrf";
import { authRoutes } from "./auth/routes";
import { sessionMiddleware } from "./auth/session";
import type { AppDeps, AppEnv } from "./context";
import { historyRoutes } from "./features/activity/routes";
import { appointmentRoutes } from "./features/appointments/routes";
import { availabilityRoutes } from "./features/availability/routes";
import { avatarRoutes } from "./features/avatars/routes";
import { backgroundWorkRoutes } from "./features/background-work/routes";
import { bookingRoutes } from "./features/booking/routes";
import { brandLinkHeaders, brandLinkLimits } from "./features/brand-links/guard";
import { brandReportRoutes } from "./features/brand-links/report-routes";
import { brandReviewRoutes } from "./features/brand-links/review-routes";
import { brandLinkRoutes } from "./features/brand-links/routes";
import { calendarFeedRoutes } from "./features/calendar-feed/routes";
import { chatInboxRoutes } from "./features/chat/inbox-routes";
import { chatRoutes } from "./features/chat/routes";
import { chatVisitorRoutes } from "./features/chat/visitor-routes";
import { contactRoutes } from "./features/contact/routes";
import { contractRoutes, signLinkHeaders, signLinkLimits, signLinkRoutes } from "./features/contracts";
import { creatorDealRoutes } from "./features/deals/creator-routes";
import { deliverableRoutes } from "./features/deals/deliverables-routes";
import { documentRoutes } from "./features/deals/documents-routes";
import { dealRoutes } from "./features/deals/routes";
import { dealViewRoutes } from "./features/deals/views-routes";
import { deletionRequestRoutes } from "./features/deletion-requests/routes";
import { mountDocs } from "./features/docs/routes";
import { fileCommentRoutes } from "./features/files/comments-routes";
import { filePreviewRoutes } from "./features/files/previews-routes";
import { fileReviewRoutes } from "./features/files/review-routes";
// issue 22: files on editing and design projects
import { fileRoutes } from "./features/files/routes";
import { healthRoutes } from "./features/health/routes";
import { inboxRoutes } from "./features/inbox/routes";
import { internalRoutes } from "./features/internal/routes";
import { ledgerRoutes } from "./features/ledger/routes";
import { mediaKitRoutes } from "./features/media-kit/routes";
import { notificationRoutes } from "./features/notifications/routes";
import { performanceRoutes } from "./features/performance/routes";
import { productionRoutes } from "./features/production/routes";
import { profileRoutes } from "./features/profile/routes";
import { revenueRoutes } from "./features/revenue/routes";
// issue 8: creator workspace
import { rosterRoutes } from "./features/roster/routes";
// issue 21: saved replies
import { savedReplyRoutes } from "./features/saved-replies/routes";
import { scriptRequestRoutes } from "./features/script-requests/routes";
import { scriptRoutes } from "./features/scripts/routes";
import { todoRoutes } from "./features/todos/routes";
import { triageRoutes } from "./features/triage/routes";
import { userRoutes } from "./features/users/routes";
import { bodyLimits, noStoreByDefault } from "./lib/api-middleware";
import { AppError } from "./lib/app-error";
import { errorResponse } from "./lib/error-response";
import { createRouter } from "./lib/router";
import { realtimeRoutes } from "./realtime/routes";
import { mountClient } from "./static";
import { registerSubjects } from "./subjects";
// the features' subscribers to the domain events (ADR 076), before any request writes one; last, because
// @hono/zod-openapi must extend zod before the features' schemas are made
import "./subscribers";

export interface AppOptions {
  /** The built web client to serve (build/client); API only when absent. */
  clientDir?: string;
}

/**
 * The JSON API (mounted under /api): every feature's routes, the OpenAPI document and its reference page,
 * and a JSON 404 for anything else. The routes only describe themselves until a request brings the deps.
 */
export function createApi() {
  const api = createRouter();
  api.route("/", authRoutes);
  api.route("/", healthRoutes);
  api.route("/", profileRoutes);
  api.route("/", avatarRoutes);
  api.route("/", deletionRequestRoutes);
  api.route("/", userRoutes);
  api.route("/", backgroundWorkRoutes);
  api.route("/", internalRoutes);
  api.route("/", contactRoutes);
  api.route("/", chatRoutes);
  api.route("/", chatVisitorRoutes);
  api.route("/", chatInboxRoutes);
  api.route("/", inboxRoutes);
  api.route("/", performanceRoutes);
  api.route("/", realtimeRoutes);
  // issue 8: creator workspace
  api.route("/", todoRoutes);
  api.route("/", scriptRoutes);
  api.route("/", scriptRequestRoutes);
  // issue 9: editing, design and promotion
  api.route("/", productionRoutes);
  // meetings, history, notifications and triage (issue 10)
  registerSubjects();
  api.route("/", appointmentRoutes);
  api.route("/", historyRoutes);
  api.route("/", notificationRoutes);
  api.route("/", triageRoutes);
  // issue 19: brands and the deals pipeline
  api.route("/", dealRoutes);
  // issue 19: the work on a deal (deliverables, documents) and the creator's side
  api.route("/", deliverableRoutes);
  api.route("/", documentRoutes);
  api.route("/", dealViewRoutes);
  api.route("/", brandLinkRoutes);
  api.route("/", brandReviewRoutes);
  // issue 36, item 4: the brand's campaign report (no account: the link's token)
  api.route("/", brandReportRoutes);
  // issue 37: contracts signed in order, sealed; the signers' links (no account: the token)
  api.route("/", contractRoutes);
  api.route("/", signLinkRoutes);
  api.route("/", creatorDealRoutes);
  // issue 38: invoices, payments, the commission's split, statements and payouts
  api.route("/", ledgerRoutes);
  // issue 19, item 5: money at a glance
  api.route("/", revenueRoutes);
  // issue 19: the creators' media kits
  api.route("/", mediaKitRoutes);
  // issue 20: each user's calendar feed
  api.route("/", calendarFeedRoutes);
  // issue 20: booking meetings into a manager's free time
  api.route("/", bookingRoutes);
  // issue 20: a manager's availability and free slots
  api.route("/", availabilityRoutes);
  // issue 20: the roster (each creator's talent manager)
  api.route("/", rosterRoutes);
  // issue 21: the managers' saved replies
  api.route("/", savedReplyRoutes);
  // issue 22: files on editing and design projects (uploads by tus)
  api.route("/", fileRoutes);
  // issue 22: files on projects (their previews, review comments and the review of versions)
  api.route("/", filePreviewRoutes);
  api.route("/", fileCommentRoutes);
  api.route("/", fileReviewRoutes);
  mountDocs(api);
  api.all("*", () => {
    throw AppError.notFound("No such API endpoint.");
  });
  return api;
}

/** Composes the whole HTTP app: the JSON API under /api, then the web client. */
export function createApp(deps: AppDeps, options: AppOptions = {}) {
  const app = new Hono<AppEnv>();
  app.use("*", async (c, next) => {
    c.set("deps", deps);
    await next();
  });
  app.use("*", secureHeaders({ crossOriginEmbedderPolicy: false, contentSecurityPolicy: undefined }));

  // every API request: a capped body, no caching unless a route says so, the CSRF guard, the caller's
  // session (better-auth reads its own under /api/auth)
  // issue 36: a brand's review and report links, page and API: no referrer, no index, no cache, rate limits
  for (const kind of ["review", "report"]) {
    app.use(`/${kind}/*`, brandLinkHeaders);
    // one pattern: `/:token/*` matches the link's own address too (two would count it twice)
    app.use(`/api/${kind}/:token/*`, brandLinkHeaders, brandLinkLimits);
  }
  // issue 37: a signer's link, page and API: the same headers, its own (tighter) limits
  app.use("/sign/*", signLinkHeaders);
  app.use("/api/sign/:token/*", signLinkHeaders, signLinkLimits);
  app.use("/api/*", bodyLimits, noStoreByDefault, csrfGuard);
  app.use("/api/*", async (c, next) =>
    c.req.path.startsWith("/api/auth/") ? next() : sessionMiddleware(c, next),
  );

  app.route("/api", createApi());

  app.onError(errorResponse);

  if (options.clientDir) mountClient(app, options.clientDir);
  return app;
}

export type App = ReturnType<typeof createApp>;
