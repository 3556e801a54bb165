import { Menu, X } from "lucide-react";
import { useEffect, useRef, useState } from "react";
import { NavLink, useLocation } from "react-router";
import { BrandLogo } from "./brand-logo";
import { DashboardButton } from "./dashboard-button";
import { navItems } from "./nav-items";

// Labels never wrap ('What We / Do'): below lg the five links and the button do not fit, so the menu takes over.
const desktopLink =
  "rounded-md px-3 py-2 text-sm font-medium whitespace-nowrap text-muted-foreground transition-colors hover:text-foreground aria-[current=page]:text-primary aria-[current=page]:bg-accent";
const mobileLink =
  "block rounded-md px-3 py-3 text-base font-medium text-foreground hover:bg-accent aria-[current=page]:bg-accent aria-[current=page]:text-primary";

/**
 * Sticky header: brand, main navigation, Creator Dashboard button; below lg a menu. The menu is a popover:
 * the browser opens it from its button and closes it on Escape or a tap outside, with no script at all (the
 * static pages work without them); a script only keeps the button's name and state in step (`toggle`): here
 * React, on the static pages (src/web/site) the `menu` island.
 */
export function SiteHeader() {
  const panel = useRef<HTMLDivElement>(null);
  const [open, setOpen] = useState(false);
  const { pathname } = useLocation();
  const close = () => {
    if (panel.current?.matches(":popover-open")) panel.current.hidePopover();
  };
  useEffect(() => {
    const element = panel.current;
    const onToggle = (event: Event) => setOpen((event as ToggleEvent).newState === "open");
    element?.addEventListener("toggle", onToggle);
    return () => element?.removeEventListener("toggle", onToggle);
  }, []);
  // a navigation inside the app closes it (a link to the page already shown closes it itself, below)
  useEffect(() => {
    if (pathname && panel.current?.matches(":popover-open")) panel.current.hidePopover();
  }, [pathname]);

  return (
    <header
      data-island="menu"
      className="sticky top-0 z-40 border-b border-border bg-background/95 backdrop-blur [anchor-name:--site-header]"
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
          popoverTarget="mobile-menu"
          aria-controls="mobile-menu"
          aria-expanded={open}
          aria-label={open ? "Close menu" : "Open menu"}
          className="group inline-flex size-11 items-center justify-center rounded-md text-foreground hover:bg-accent lg:hidden"
        >
          {/* both icons, the one shown following aria-expanded: a static page's menu island flips only that */}
          <X aria-hidden="true" className="size-6 group-aria-[expanded=false]:hidden" />
          <Menu aria-hidden="true" className="size-6 group-aria-expanded:hidden" />
        </button>
      </div>
      {/* under the header wherever it is (CSS anchor positioning), across the page's width */}
      <div
        id="mobile-menu"
        popover="auto"
        ref={panel}
        className="inset-x-0 top-[anchor(bottom)] bottom-auto m-0 h-auto max-h-[calc(100dvh-5rem)] w-auto overflow-y-auto border-0 border-y border-border bg-background px-4 pb-4 text-foreground shadow-lg [position-anchor:--site-header] lg:hidden"
      >
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
