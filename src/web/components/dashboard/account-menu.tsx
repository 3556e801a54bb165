import { LogOut, Settings } from "lucide-react";
import { Link } from "react-router";
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuLabel,
  DropdownMenuSeparator,
  DropdownMenuTrigger,
} from "~/web/components/ui/dropdown-menu";
import type { SessionUser } from "~/web/lib/auth-client";
import { useProfile } from "~/web/lib/use-profile";
import { settingsPath } from "./nav-items";
import { initials, UserAvatar } from "./user-avatar";

/** The avatar in the top bar opens the account menu: who is signed in, Settings and Sign Out. */
export function AccountMenu({ user, onSignOut }: { user: SessionUser; onSignOut: () => void }) {
  const { data: profile } = useProfile();
  const name = profile?.name ?? user.name;
  return (
    <DropdownMenu>
      <DropdownMenuTrigger asChild>
        <button
          type="button"
          // The initials are the button's visible label, so its name contains them (WCAG label in name).
          aria-label={`Account menu, ${initials(name, user.email)}`}
          className="inline-flex size-11 shrink-0 items-center justify-center rounded-full focus-visible:ring-2 focus-visible:ring-ring focus-visible:outline-none"
        >
          <UserAvatar name={name} email={user.email} image={profile?.image ?? user.image} />
        </button>
      </DropdownMenuTrigger>
      <DropdownMenuContent align="end" className="w-64">
        <DropdownMenuLabel className="grid gap-0.5 font-normal">
          <span className="truncate font-medium">{name || user.email}</span>
          <span className="truncate text-xs text-muted-foreground" title={user.email}>
            {user.email}
          </span>
        </DropdownMenuLabel>
        <DropdownMenuSeparator />
        <DropdownMenuItem asChild>
          <Link to={settingsPath(user.role)}>
            <Settings aria-hidden className="size-4" />
            Settings
          </Link>
        </DropdownMenuItem>
        <DropdownMenuItem onSelect={onSignOut}>
          <LogOut aria-hidden className="size-4" />
          Sign Out
        </DropdownMenuItem>
      </DropdownMenuContent>
    </DropdownMenu>
  );
}
