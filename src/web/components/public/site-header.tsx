import { Menu, X } from "lucide-react";
import { NavLink } from "react-router";
import { useDisclosure } from "~/web/lib/use-disclosure";
import { BrandLogo } from "./brand-logo";
import { DashboardButton } from "./dashboard-button";
import { navItems } from "./nav-items";

// Labels never wrap ('What We / Do'): below lg the five links and the button do not fit, so the menu takes over.
const desktopLink =
  "rounded-md px-3 py-2 text-sm font-medium whitespace-nowrap text-muted-foreground transition-colors hover:text-foreground aria-[current=page]:text-primary aria-[current=page]:bg-accent";
const mobileLink =
  "block rounded-md px-3 py-3 text-base font-medium text-foreground hover:bg-accent aria-[current=page]:bg-accent aria-[current=page]:text-primary";

/**
 * Sticky header: brand, main navigation, Creator Dashboard button; below lg a toggled menu. In the app (the
 * login page) React runs the menu; on the static pages (src/web/site) the `menu` island does the same.
 */
export function SiteHeader() {
  // A link to the page already shown does not navigate, so the links close the menu themselves too.
  const { close, buttonProps, panelProps } = useDisclosure("mobile-menu");

  return (
    <header
      data-island="menu"
      className="sticky top-0 z-40 border-b border-border bg-background/95 backdrop-blur"
    >
      <div className="mx-auto flex h-16 max-w-7xl items-center justify-between gap-4 px-4 sm:px-6 lg:px-8">
        <BrandLogo />
        <nav aria-label="Main" className="hidden lg:block">
          <ul className="flex items-center gap-1">
            {navItems.map((item) => (
              <li key={item.to}>
                <NavLink to={item.to} end={item.to === "/"} className={desktopLink}>
                  {item.label}
                </NavLink>
              </li>
            ))}
          </ul>
        </nav>
        {/* A wrapper hides it on mobile: the button's own display class would win over a passed "hidden". */}
        <div className="hidden lg:block">
          <DashboardButton />
        </div>
        <button
          type="button"
          data-early-click="menu"
          className="group inline-flex size-11 items-center justify-center rounded-md text-foreground hover:bg-accent lg:hidden"
          {...buttonProps}
        >
          {/* both icons, the one shown following aria-expanded: a static page's menu island flips only that */}
          <X aria-hidden="true" className="size-6 group-aria-[expanded=false]:hidden" />
          <Menu aria-hidden="true" className="size-6 group-aria-expanded:hidden" />
        </button>
      </div>
      <div {...panelProps} className="border-t border-border px-4 pb-4 lg:hidden">
        <nav aria-label="Main">
          <ul className="space-y-1 pt-2">
            {navItems.map((item) => (
              <li key={item.to}>
                <NavLink to={item.to} end={item.to === "/"} className={mobileLink} onClick={close}>
                  {item.label}
                </NavLink>
              </li>
            ))}
          </ul>
        </nav>
        <DashboardButton className="mt-3 w-full" onClick={close} />
      </div>
    </header>
  );
}
