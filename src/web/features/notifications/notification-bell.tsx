import { Bell, CheckCheck } from "lucide-react";
import { useNavigate } from "react-router";
import { userTopic } from "~/domain/activity";
import { messages } from "~/domain/messages";
import type { Notification } from "~/domain/notifications";
import { RelativeTime } from "~/web/components/relative-time";
import { useCurrentUser } from "~/web/components/session-guard";
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuLabel,
  DropdownMenuSeparator,
  DropdownMenuTrigger,
} from "~/web/components/ui/dropdown-menu";
import { failureToast } from "~/web/lib/query-client";
import { useRealtimeInvalidate } from "~/web/lib/use-realtime-query";
import { cn } from "~/web/lib/utils";
import { notificationsKey, useMarkAllRead, useMarkRead, useNotifications } from "./api";

/**
 * The bell of the top bar: the unread count, live through the user's realtime topic, and the latest
 * notifications, each leading to its thing (and marked read on the way); 'Mark all read' at the top, an item
 * of the menu like the others (a plain button has no place in an ARIA menu).
 */
export function NotificationBell() {
  const user = useCurrentUser();
  const list = useNotifications();
  const markRead = useMarkRead(failureToast(messages.notifications.updateFailed));
  const markAll = useMarkAllRead(failureToast(messages.notifications.updateFailed));
  const navigate = useNavigate();
  useRealtimeInvalidate(userTopic(user.id), notificationsKey);
  const unread = list.data?.unread ?? 0;

  const open = (notification: Notification) => {
    if (!notification.read) markRead.mutate(notification.id);
    navigate(notification.link);
  };

  return (
    <DropdownMenu>
      <DropdownMenuTrigger asChild>
        <button
          type="button"
          aria-label={unread > 0 ? `Notifications, ${unread} unread` : "Notifications"}
          className="relative inline-flex size-11 shrink-0 items-center justify-center rounded-md text-muted-foreground hover:bg-accent hover:text-foreground focus-visible:ring-2 focus-visible:ring-ring focus-visible:outline-none"
        >
          <Bell aria-hidden className="size-5" />
          {unread > 0 && (
            <span
              aria-hidden
              data-testid="unread-count"
              className="absolute top-1 right-1 min-w-5 rounded-full bg-primary px-1 text-center text-xs leading-5 font-semibold text-primary-foreground tabular-nums"
            >
              {unread > 99 ? "99+" : unread}
            </span>
          )}
        </button>
      </DropdownMenuTrigger>
      <DropdownMenuContent align="end" className="w-[min(24rem,calc(100vw-2rem))]">
        <DropdownMenuLabel>Notifications</DropdownMenuLabel>
        {unread > 0 && (
          <DropdownMenuItem
            onSelect={() => markAll.mutate()}
            disabled={markAll.isPending}
            className="font-medium text-primary"
          >
            <CheckCheck aria-hidden className="size-4" />
            Mark all read
          </DropdownMenuItem>
        )}
        <DropdownMenuSeparator />
        {list.isError && (
          <p className="px-2 py-3 text-sm text-muted-foreground">{messages.notifications.fetchFailed}</p>
        )}
        {list.data?.items.length === 0 && (
          <p className="px-2 py-3 text-sm text-muted-foreground">You're all caught up.</p>
        )}
        <div className="max-h-96 overflow-y-auto">
          {list.data?.items.map((notification) => (
            <DropdownMenuItem
              key={notification.id}
              onSelect={() => open(notification)}
              className="grid grid-cols-[auto_minmax(0,1fr)] items-start gap-x-2 gap-y-0.5"
            >
              <span
                aria-hidden
                className={cn(
                  "mt-1.5 size-2 rounded-full",
                  notification.read ? "bg-transparent" : "bg-primary",
                )}
              />
              <span
                title={notification.title}
                className={cn("line-clamp-3 text-sm", !notification.read && "font-semibold")}
              >
                {!notification.read && <span className="sr-only">Unread: </span>}
                {notification.title}
              </span>
              {notification.body && (
                <span className="col-start-2 line-clamp-2 text-xs text-muted-foreground">
                  {notification.body}
                </span>
              )}
              <RelativeTime
                value={notification.createdAt}
                className="col-start-2 text-xs text-muted-foreground"
              />
            </DropdownMenuItem>
          ))}
        </div>
      </DropdownMenuContent>
    </DropdownMenu>
  );
}
