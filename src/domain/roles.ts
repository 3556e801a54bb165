/** Roles (spec section 6). Anything stored that is not a staff role counts as creator. */
export const ROLES = ["creator", "manager", "editor", "designer", "promoter"] as const;
export type Role = (typeof ROLES)[number];
export const DEFAULT_ROLE: Role = "creator";

export function normalizeRole(value: unknown): Role {
  return value === "manager" || value === "editor" || value === "designer" || value === "promoter"
    ? value
    : "creator";
}

/** Where each role lands, and where a role mismatch in the route guard sends it. */
const ROLE_HOME: Record<Role, string> = {
  manager: "/talent-dashboard",
  editor: "/editor-dashboard",
  designer: "/designer-dashboard",
  promoter: "/promoter-dashboard",
  creator: "/creator-dashboard",
};

export const roleHome = (role: unknown) => ROLE_HOME[normalizeRole(role)];

/** The dashboards' addresses: every page under one of them needs the session. */
export const DASHBOARD_HOMES: readonly string[] = Object.values(ROLE_HOME);

/** The Admin Panel's role menu (spec section 6), in the spec's order; the current role's item is hidden. */
export const ROLE_MENU: readonly { role: Role; label: string }[] = [
  { role: "manager", label: "Promote to Manager" },
  { role: "editor", label: "Assign as Editor" },
  { role: "designer", label: "Assign as Designer" },
  { role: "promoter", label: "Assign as Promoter" },
  { role: "creator", label: "Revoke Role" },
];

export const ROLE_LABEL: Record<Role, string> = {
  creator: "Creator",
  manager: "Manager",
  editor: "Editor",
  designer: "Designer",
  promoter: "Promoter",
};
