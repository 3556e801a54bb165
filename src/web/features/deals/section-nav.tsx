import { NavLink, Outlet } from "react-router";
import { cn } from "~/web/lib/utils";

const SECTIONS = [
  { to: "/talent-dashboard/deals", label: "Pipeline" },
  { to: "/talent-dashboard/brands", label: "Brands" },
  { to: "/talent-dashboard/invoices", label: "Invoices" },
  { to: "/talent-dashboard/statements", label: "Statements" },
  { to: "/talent-dashboard/revenue", label: "Revenue" },
] as const;

/**
 * The brand deals section's own links (issue 19): the header has one "Deals" link for the section, so that a
 * manager's links still fit it; the pipeline, the brands and the revenue link to each other here. Real links:
 * they work before the scripts do.
 */
export function DealsSectionLayout() {
  return (
    <>
      <nav aria-label="Deals section" className="-mt-2 mb-6 border-b">
        <ul className="flex flex-wrap gap-x-1">
          {SECTIONS.map((section) => (
            <li key={section.to}>
              <NavLink
                to={section.to}
                className={({ isActive }) =>
                  cn(
                    "-mb-px inline-flex items-center border-b-2 px-3 py-2 text-sm font-medium whitespace-nowrap focus-visible:ring-2 focus-visible:ring-ring focus-visible:outline-none",
                    isActive
                      ? "border-primary text-primary"
                      : "border-transparent text-muted-foreground hover:text-foreground",
                  )
                }
              >
                {section.label}
              </NavLink>
            </li>
          ))}
        </ul>
      </nav>
      <Outlet />
    </>
  );
}
