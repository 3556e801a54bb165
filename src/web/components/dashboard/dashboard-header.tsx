import { LogOut, Menu, Settings, X } from "lucide-react";
import { Link, useLocation } from "react-router";
import { roleHome } from "~/domain/roles";
import { BrandLogo } from "~/web/components/public/brand-logo";
import { Button } from "~/web/components/ui/button";
import { useCurrentUser } from "~/web/features/auth/session-guard";
import { useSignOut } from "~/web/features/auth/use-sign-out";
import { useProfile } from "~/web/features/profile/use-profile";
import { useDisclosure } from "~/web/lib/use-disclosure";
import { cn } from "~/web/lib/utils";
import { dashboardNav, isHighlighted, settingsPath } from "./nav-items";
import { UserAvatar } from "./user-avatar";

const linkClass =
  "rounded-md px-3 py-2 text-sm font-medium text-muted-foreground transition-colors hover:bg-accent hover:text-foreground focus-visible:ring-2 focus-visible:ring-ring focus-visible:outline-none data-[active=true]:bg-accent data-[active=true]:text-primary";

/**
 * The dashboard top bar (spec section 2): brand to the role's home, the role's links, Settings, Sign Out;
 * below xl (a manager has seven items) a toggled menu.
 */
export function DashboardHeader() {
  const user = useCurrentUser();
  const { data: profile } = useProfile();
  const { pathname } = useLocation();
  const { signOut, pending } = useSignOut();
  const menu = useDisclosure("dashboard-menu");

  const settings = { to: settingsPath(user.role), label: "Settings", highlight: true };
  const links = dashboardNav(user.role).map((item) => (
    <Link key={item.to} to={item.to} data-active={isHighlighted(item, pathname)} className={linkClass}>
      {item.label}
    </Link>
  ));
  const settingsLink = (
    <Link
      to={settings.to}
      data-active={isHighlighted(settings, pathname)}
      className={cn(linkClass, "inline-flex items-center gap-2")}
    >
      <Settings aria-hidden className="size-4" />
      Settings
    </Link>
  );
  const signOutButton = (
    <Button
      variant="ghost"
      onClick={signOut}
      disabled={pending}
      className="justify-start px-3 text-muted-foreground"
    >
      <LogOut aria-hidden className="size-4" />
      Sign Out
    </Button>
  );
  const avatar = (
    <UserAvatar name={profile?.name ?? user.name} email={user.email} image={profile?.image ?? user.image} />
  );

  return (
    <header className="sticky top-0 z-40 border-b bg-background/95 backdrop-blur">
      <div className="mx-auto flex h-16 max-w-7xl items-center gap-4 px-4 sm:px-6 lg:px-8">
        <BrandLogo to={roleHome(user.role)} />
        <nav aria-label="Dashboard" className="hidden flex-1 xl:block">
          <div className="flex items-center gap-1">{links}</div>
        </nav>
        <div className="ml-auto hidden items-center gap-1 xl:flex">
          {settingsLink}
          {signOutButton}
          <span className="ml-2">{avatar}</span>
        </div>
        <div className="ml-auto flex items-center gap-2 xl:hidden">
          {avatar}
          <Button variant="ghost" size="icon" {...menu.buttonProps}>
            {menu.open ? <X aria-hidden className="size-6" /> : <Menu aria-hidden className="size-6" />}
          </Button>
        </div>
      </div>
      <div {...menu.panelProps} className="border-t px-4 pb-4 xl:hidden">
        <nav aria-label="Dashboard" className="grid gap-1 pt-2">
          {links}
          {settingsLink}
          {signOutButton}
        </nav>
      </div>
    </header>
  );
}
