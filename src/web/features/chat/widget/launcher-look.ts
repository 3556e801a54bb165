/*
 * The launcher's look and words, free of React: shared by the app's launcher (chat-launcher.tsx), the static
 * pages' one (static-launcher.tsx) and their loader (site/islands/chat.ts), so the three never differ.
 */

export const LAUNCHER_CLASS =
  "fixed right-4 bottom-4 z-50 inline-flex size-14 items-center justify-center rounded-full bg-primary text-primary-foreground shadow-lg transition-transform hover:scale-105 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring motion-reduce:transition-none";

/** The unread badge on the launcher: staff replies that came while the chat was closed. */
export const UNREAD_BADGE_CLASS =
  "absolute -top-1 -right-1 inline-flex min-w-6 items-center justify-center rounded-full bg-destructive px-1.5 text-xs leading-6 font-semibold text-destructive-foreground tabular-nums";

/** The launcher's accessible name: what a click does, and the replies waiting. */
export function launcherLabel(open: boolean, unread: number): string {
  if (open) return "Close live chat";
  if (unread > 0) return `Open live chat (${unread} new ${unread === 1 ? "reply" : "replies"})`;
  return "Open live chat";
}

/** The badge's text. */
export const unreadBadgeText = (unread: number) => (unread > 9 ? "9+" : String(unread));
