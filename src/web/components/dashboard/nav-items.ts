import { type Role, roleHome } from "~/domain/roles";

export interface DashboardNavItem {
  to: string;
  label: string;
  /** Main Site is never highlighted (spec section 2). */
  highlight: boolean;
  /** Other addresses of the same section, highlighted as it is (the deals section's brands and revenue). */
  also?: readonly string[];
}

/** The dashboard's links for a role, in the spec's order (section 2, Dashboard layout). */
export function dashboardNav(role: Role): DashboardNavItem[] {
  const items: DashboardNavItem[] = [
    { to: "/", label: "Main Site", highlight: false },
    { to: "/creator-dashboard", label: "Creator Dashboard", highlight: true },
  ];
  // issue 19: a creator's own brand deals (managers work the pipeline from the Talent Dashboard)
  if (role === "creator") items.push({ to: "/creator-dashboard/deals", label: "Deals", highlight: true });
  if (role === "creator")
    items.push({ to: "/creator-dashboard/media-kit", label: "Media kit", highlight: true });
  if (role === "manager")
    items.push(
      { to: "/talent-dashboard", label: "Talent Dashboard", highlight: true },
      { to: "/talent-dashboard/manage-users", label: "Admin Panel", highlight: true },
      { to: "/talent-dashboard/appointment-dashboard", label: "Appointments", highlight: true },
      // issue 19: one link for the brand deals section; its pages link to each other (DealsSectionNav)
      {
        to: "/talent-dashboard/deals",
        label: "Deals",
        highlight: true,
        also: ["/talent-dashboard/brands", "/talent-dashboard/revenue"],
      },
    );
  if (role === "editor") items.push({ to: "/editor-dashboard", label: "Editor Dashboard", highlight: true });
  if (role === "designer")
    items.push({ to: "/designer-dashboard", label: "Designer Dashboard", highlight: true });
  if (role === "promoter")
    items.push({ to: "/promoter-dashboard", label: "Promoter Dashboard", highlight: true });
  return items;
}

export const settingsPath = (role: Role) => `${roleHome(role)}/settings`;

/**
 * The spec's rule: a link is highlighted when the current path starts with its address. Matching is per path
 * segment, so /talent-dashboard never matches a hypothetical /talent-dashboardx.
 */
function matchLength(item: NavMatchable, pathname: string): number {
  if (!item.highlight) return -1;
  const matched = [item.to, ...(item.also ?? [])].filter(
    (to) => pathname === to || pathname.startsWith(`${to}/`),
  );
  return matched.reduce((best, to) => Math.max(best, to.length), -1);
}
type NavMatchable = { to: string; highlight: boolean; also?: readonly string[] };

export type NavHighlight = "current" | "ancestor" | undefined;

/**
 * The spec's rule lights up several links at once (on /talent-dashboard/manage-users both Talent Dashboard
 * and Admin Panel). The longest match is the page itself: it gets the full highlight and aria-current="page";
 * the shorter matches are the sections above it and get a quieter one.
 */
export function navHighlights(items: readonly NavMatchable[], pathname: string) {
  const matches = items.filter((item) => matchLength(item, pathname) >= 0);
  const longest = matches.reduce<NavMatchable | undefined>(
    (best, item) =>
      best === undefined || matchLength(item, pathname) > matchLength(best, pathname) ? item : best,
    undefined,
  )?.to;
  return (to: string): NavHighlight =>
    to === longest ? "current" : matches.some((item) => item.to === to) ? "ancestor" : undefined;
}
