import { z } from "zod";
import type { Role } from "./roles";

/* Each user's private calendar subscription (issue 20, item 5). */

export const calendarFeedSchema = z
  .object({
    /** the https address, for pasting into any calendar app */
    url: z.string(),
    /** the same address as webcal://, which calendar apps open as a subscription */
    webcalUrl: z.string(),
    createdAt: z.string(),
  })
  .meta({ id: "CalendarFeed" });
export type CalendarFeed = z.infer<typeof calendarFeedSchema>;

/** The feed's last path segment, `<token>.ics`; anything else is simply not found. */
export const calendarFileParamsSchema = z.object({
  file: z.string().max(200, "No such calendar."),
});

/** The file name a token is served under. */
export const feedFileName = (token: string) => `${token}.ics`;

/** Where the calendar apps subscribe to a feed: Google and Outlook by their web pages, Apple by webcal://. */
export function subscribeLinks(feed: Pick<CalendarFeed, "url" | "webcalUrl">) {
  const outlook = new URL("https://outlook.live.com/calendar/0/addfromweb");
  outlook.searchParams.set("url", feed.url);
  outlook.searchParams.set("name", "CreatorDesk");
  return {
    google: `https://calendar.google.com/calendar/r?cid=${encodeURIComponent(feed.webcalUrl)}`,
    apple: feed.webcalUrl,
    outlook: outlook.toString(),
  };
}

/** Whose meetings a feed holds: a creator's own, a manager's managed ones; other roles have none to show. */
export const hasMeetingCalendar = (role: Role) => role === "creator" || role === "manager";
