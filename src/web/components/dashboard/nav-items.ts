import { type Role, roleHome } from "~/domain/roles";

export interface DashboardNavItem {
  to: string;
  label: string;
  /** Main Site is never highlighted (spec section 2). */
  highlight: boolean;
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
      { to: "/talent-dashboard/brands", label: "Brands", highlight: true },
      { to: "/talent-dashboard/deals", label: "Deals", highlight: true },
      { to: "/talent-dashboard/revenue", label: "Revenue", highlight: true },
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
function isHighlighted(item: { to: string; highlight: boolean }, pathname: string): boolean {
  if (!item.highlight) return false;
  return pathname === item.to || pathname.startsWith(`${item.to}/`);
}

export type NavHighlight = "current" | "ancestor" | undefined;

/**
 * The spec's rule lights up several links at once (on /talent-dashboard/manage-users both Talent Dashboard
 * and Admin Panel). The longest match is the page itself: it gets the full highlight and aria-current="page";
 * the shorter matches are the sections above it and get a quieter one.
 */
export function navHighlights(items: readonly { to: string; highlight: boolean }[], pathname: string) {
  const matches = items.filter((item) => isHighlighted(item, pathname));
  const longest = matches.reduce<string | undefined>(
    (best, item) => (best === undefined || item.to.length > best.length ? item.to : best),
    undefined,
  );
  return (to: string): NavHighlight =>
    to === longest ? "current" : matches.some((item) => item.to === to) ? "ancestor" : undefined;
}
