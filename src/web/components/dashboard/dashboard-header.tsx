import { LogOut, Menu, Settings, X } from "lucide-react";
import { type ReactNode, useCallback, useRef } from "react";
import { Link, useLocation } from "react-router";
import { roleHome } from "~/domain/roles";
import { BrandLogo } from "~/web/components/public/brand-logo";
import { useCurrentUser } from "~/web/components/session-guard";
import { Button } from "~/web/components/ui/button";
import { useSignOut } from "~/web/lib/sign-out";
import { useDisclosure } from "~/web/lib/use-disclosure";
import { useFits } from "~/web/lib/use-fits";
import { AccountMenu } from "./account-menu";
import { dashboardNav, type NavHighlight, navHighlights, settingsPath } from "./nav-items";

const GAP = 16; // the bar's gap-4 between the brand and the links
const linkClass =
  "inline-flex items-center gap-2 rounded-md px-2.5 py-2 text-sm font-medium whitespace-nowrap text-muted-foreground transition-colors hover:bg-accent hover:text-foreground data-[highlight=ancestor]:text-primary data-[highlight=current]:bg-accent data-[highlight=current]:text-primary";
const signOutClass = "justify-start px-2.5 text-muted-foreground";

function NavItem({ to, highlight, children }: { to: string; highlight: NavHighlight; children: ReactNode }) {
  return (
    <Link
      to={to}
      data-highlight={highlight}
      aria-current={highlight === "current" ? "page" : undefined}
      className={linkClass}
    >
      {children}
    </Link>
  );
}

/**
 * The dashboard top bar (spec section 2): brand to the role's home, the role's links, Settings, Sign Out, and
 * the avatar's account menu. The links stay in the bar whenever they fit (a creator's two links fit a tablet,
 * a manager's five need a wide screen); otherwise a menu button shows them. Whether they fit is measured on
 * an invisible copy of the bar's contents, so no label ever wraps or squeezes. The notification bell is the
 * notifications feature's, brought by the dashboard's layout route (`notifications`).
 */
export function DashboardHeader({ notifications }: { notifications: ReactNode }) {
  const user = useCurrentUser();
  const { pathname } = useLocation();
  const { signOut, pending } = useSignOut();
  const menu = useDisclosure("dashboard-menu");
  const bar = useRef<HTMLDivElement>(null);
  const brand = useRef<HTMLSpanElement>(null);
  const ruler = useRef<HTMLDivElement>(null);
  const measure = useCallback(
    () => (brand.current?.offsetWidth ?? 0) + GAP + (ruler.current?.offsetWidth ?? 0),
    [],
  );
  const inline = useFits(bar, measure, ruler);

  const items = dashboardNav(user.role);
  const settings = { to: settingsPath(user.role), label: "Settings", highlight: true };
  const highlight = navHighlights([...items, settings], pathname);

  const links = items.map((item) => (
    <NavItem key={item.to} to={item.to} highlight={highlight(item.to)}>
      {item.label}
    </NavItem>
  ));
  // In the bar the Settings link is a word only, leaving room for the notification bell; the menu adds the icon.
  const settingsLink = (withIcon: boolean) => (
    <NavItem to={settings.to} highlight={highlight(settings.to)}>
      {withIcon && <Settings aria-hidden className="size-4" />}
      Settings
    </NavItem>
  );
  const signOutButton = (withIcon: boolean) => (
    <Button
      variant="ghost"
      onClick={signOut}
      pending={pending}
      pendingLabel="Signing out"
      className={signOutClass}
    >
      {withIcon && !pending && <LogOut aria-hidden className="size-4" />}
      Sign Out
    </Button>
  );

  return (
    <header className="sticky top-0 z-40 border-b bg-background/95 backdrop-blur">
      <div ref={bar} className="relative mx-auto flex h-16 max-w-7xl items-center gap-4 px-4 sm:px-6 lg:px-8">
        {/* below 360 px the brand is its mark alone (the word stays its name), so the bell fits beside the menu */}
        <span ref={brand} className="shrink-0 max-[359px]:[&_a>span]:sr-only">
          <BrandLogo to={roleHome(user.role)} />
        </span>
        {inline && (
          <nav aria-label="Dashboard" className="flex items-center gap-1">
            {links}
          </nav>
        )}
        <div className="ml-auto flex items-center gap-1">
          {inline && settingsLink(false)}
          {inline && signOutButton(false)}
          {notifications}
          <AccountMenu user={user} onSignOut={signOut} />
          {!inline && (
            <Button variant="ghost" size="icon" className="size-11" {...menu.buttonProps}>
              {menu.open ? <X aria-hidden className="size-6" /> : <Menu aria-hidden className="size-6" />}
            </Button>
          )}
        </div>
        {/* The natural width of everything the bar shows inline: measured, never seen, clipped to the bar. */}
        <div aria-hidden inert className="pointer-events-none invisible absolute inset-0 overflow-hidden">
          <div ref={ruler} className="flex w-max items-center gap-1">
            {items.map((item) => (
              <span key={item.to} className={linkClass}>
                {item.label}
              </span>
            ))}
            <span className="flex items-center gap-1 pl-4">
              <span className={linkClass}>Settings</span>
              <span className={linkClass}>Sign Out</span>
              <span className="size-11" />
              <span className="size-11" />
            </span>
          </div>
        </div>
      </div>
      {!inline && (
        <div {...menu.panelProps} className="border-t px-4 pb-4">
          <nav aria-label="Dashboard" className="grid gap-1 pt-2">
            {links}
            {settingsLink(true)}
            {signOutButton(true)}
          </nav>
        </div>
      )}
    </header>
  );
}
