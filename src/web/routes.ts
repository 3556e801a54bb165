import { index, layout, type RouteConfig, route } from "@react-router/dev/routes";
import { sitePaths } from "../content/routes";

export default [
  // The public site's pages are static HTML with islands, not the app's (src/web/site, ADR 077): a link to
  // one from the app loads that document.
  ...sitePaths.map((path) =>
    path === "/"
      ? index("routes/site-page.tsx", { id: "site:/" })
      : route(path, "routes/site-page.tsx", { id: `site:${path}` }),
  ),
  layout("routes/public/layout.tsx", [
    route("login", "routes/public/login.tsx"),
    route("reset-password", "routes/public/reset-password.tsx"),
  ]),
  // Private areas: the dashboard layout guards the session; each area's layout guards the role.
  layout("routes/dashboard/layout.tsx", [
    route("creator-dashboard", "routes/dashboard/creator/layout.tsx", [
      index("routes/dashboard/creator/index.tsx"),
      route("select-talent-manager", "routes/dashboard/creator/select-talent-manager.tsx"),
      route("talent-management", "routes/dashboard/creator/talent-management.tsx"),
      route("request-script", "routes/dashboard/creator/request-script.tsx"),
      route("script-studio", "routes/dashboard/creator/script-studio.tsx"),
      route("script-studio/my-scripts", "routes/dashboard/creator/my-scripts.tsx"),
      route("script-studio/:scriptId", "routes/dashboard/creator/script-editor.tsx"),
      route("editing-management", "routes/dashboard/creator/editing-management.tsx"),
      // issue 22: a project's own page (its files, reviews and chat); managers see every project here too
      route("editing-management/:projectId", "routes/dashboard/creator/editing-project.tsx"),
      route("design-management", "routes/dashboard/creator/design-management.tsx"),
      route("design-management/:projectId", "routes/dashboard/creator/design-project.tsx"),
      route("promotion-management", "routes/dashboard/creator/promotion-management.tsx"),
      route("performance", "routes/dashboard/creator/performance.tsx"),
      // issue 19: the creator's brand deals
      route("deals", "routes/dashboard/creator/deals.tsx"),
      // issue 37: the creator signs their part of a deal's contract
      route("contracts/:contractId", "routes/dashboard/creator/contract.tsx"),
      route("media-kit", "routes/dashboard/creator/media-kit.tsx"),
      route("media-kit/preview", "routes/dashboard/creator/media-kit-preview.tsx"),
      settingsRoute("creator"),
      notFoundRoute("creator"),
    ]),
    route("talent-dashboard", "routes/dashboard/manager/layout.tsx", [
      index("routes/dashboard/manager/index.tsx"),
      route("manage-users", "routes/dashboard/manager/manage-users.tsx"),
      route("appointment-dashboard", "routes/dashboard/manager/appointment-dashboard.tsx"),
      route("performance", "routes/dashboard/manager/performance.tsx"),
      route("performance/:userId", "routes/dashboard/manager/performance-creator.tsx"),
      // issue 20: the roster, reached from the Talent Dashboard (the header's links are full)
      route("creators", "routes/dashboard/manager/creators.tsx"),
      // issue 19: brand deals, a section of its own (its pages link to each other)
      layout("routes/dashboard/manager/deals-section.tsx", [
        route("brands", "routes/dashboard/manager/brands.tsx"),
        route("brands/:brandId", "routes/dashboard/manager/brand.tsx"),
        route("deals", "routes/dashboard/manager/deals.tsx"),
        route("deals/:dealId", "routes/dashboard/manager/deal.tsx"),
        // issue 37: a manager signs the agency's part of a deal's contract
        route("contracts/:contractId", "routes/dashboard/manager/contract.tsx"),
        route("revenue", "routes/dashboard/manager/revenue.tsx"),
        // issue 38: the invoices to brands, and the statements and payouts of creators and managers
        route("invoices", "routes/dashboard/manager/invoices.tsx"),
        route("statements", "routes/dashboard/manager/statements.tsx"),
      ]),
      // issue 20: the hours creators book meetings into
      route("availability", "routes/dashboard/manager/availability.tsx"),
      // issue 21: the managers' saved replies, inserted in Live Chats with /
      route("saved-replies", "routes/dashboard/manager/saved-replies.tsx"),
      // issue 35: the live chats in a full-height view of their own
      route("inbox", "routes/dashboard/manager/inbox.tsx"),
      settingsRoute("manager"),
      notFoundRoute("manager"),
    ]),
    route("editor-dashboard", "routes/dashboard/editor/layout.tsx", [
      index("routes/dashboard/editor/index.tsx"),
      route("projects/:projectId", "routes/dashboard/editor/project.tsx"),
      settingsRoute("editor"),
      notFoundRoute("editor"),
    ]),
    route("designer-dashboard", "routes/dashboard/designer/layout.tsx", [
      index("routes/dashboard/designer/index.tsx"),
      route("projects/:projectId", "routes/dashboard/designer/project.tsx"),
      settingsRoute("designer"),
      notFoundRoute("designer"),
    ]),
    route("promoter-dashboard", "routes/dashboard/promoter/layout.tsx", [
      index("routes/dashboard/promoter/index.tsx"),
      settingsRoute("promoter"),
      notFoundRoute("promoter"),
    ]),
  ]),
  // a creator's media kit: a one-page document of its own, outside the site's frame (issue 19)
  route("kit/:slug", "routes/kit.tsx"),
  // issue 36: a brand's review link, no account (the token is the key)
  route("review/:token", "routes/review.tsx"),
  // a deal's campaign report for its brand: public (the link's token is the key), no dashboard (issue 36)
  route("report/:token", "routes/report.tsx"),
  // issue 37: a signer's link to a deal's contract, no account (the token is the key)
  route("sign/:token", "routes/sign.tsx"),
  route("*", "routes/not-found.tsx"),
] satisfies RouteConfig;

/** An unknown address below an area: the not-found page inside the dashboard layout, after the role check. */
function notFoundRoute(area: string) {
  return route("*", "routes/dashboard/not-found.tsx", { id: `${area}-not-found` });
}

/** Every area has the same Settings screen under its own path; one module, one route id per area. */
function settingsRoute(area: string) {
  return route("settings", "routes/dashboard/settings.tsx", { id: `${area}-settings` });
}
