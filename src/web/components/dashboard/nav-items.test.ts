import { describe, expect, it } from "vitest";
import { dashboardNav, navHighlights, settingsPath } from "./nav-items";

const managerItems = [
  ...dashboardNav("manager"),
  { to: settingsPath("manager"), label: "Settings", highlight: true },
];

function highlights(pathname: string) {
  const of = navHighlights(managerItems, pathname);
  return Object.fromEntries(managerItems.map((item) => [item.label, of(item.to)]).filter(([, h]) => h));
}

describe("the dashboard's active link", () => {
  it("gives the longest matching address the full highlight and its parents a quieter one", () => {
    expect(highlights("/talent-dashboard/manage-users")).toEqual({
      "Talent Dashboard": "ancestor",
      "Admin Panel": "current",
    });
  });

  it("marks the area home current on its own page", () => {
    expect(highlights("/talent-dashboard")).toEqual({ "Talent Dashboard": "current" });
  });

  it("keeps the spec's prefix rule for pages below a link", () => {
    expect(highlights("/creator-dashboard/script-studio/my-scripts")).toEqual({
      "Creator Dashboard": "current",
    });
    expect(highlights("/talent-dashboard/settings")).toEqual({
      "Talent Dashboard": "ancestor",
      Settings: "current",
    });
  });

  it("never highlights Main Site, and matches whole path segments only", () => {
    expect(highlights("/")).toEqual({});
    expect(highlights("/talent-dashboardx")).toEqual({});
  });

  it("lights the deals section's one link on its brands and revenue pages too", () => {
    for (const path of [
      "/talent-dashboard/deals",
      "/talent-dashboard/brands/b1",
      "/talent-dashboard/revenue",
    ]) {
      expect(highlights(path)).toEqual({ "Talent Dashboard": "ancestor", Deals: "current" });
    }
  });
});
