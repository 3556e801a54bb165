import { createHash, randomBytes } from "node:crypto";
import { eq, sql } from "drizzle-orm";
import ical from "ical-generator";
import { type CalendarFeed, feedFileName } from "~/domain/calendar-feed";
import { publicUrl } from "../../auth/auth";
import type { AppDeps } from "../../context";
import { calendarFeeds } from "../../db/schema";
import { AppError } from "../../lib/app-error";
import { addMeetingEvent, feedAppointments, organizerOf } from "../appointments";

/** 256 random bits, URL-safe: the only thing between the internet and someone's meetings. */
const newToken = () => randomBytes(32).toString("base64url");

/** How often calendar apps are asked to fetch the feed again (most poll on their own schedule anyway). */
const REFRESH_MINUTES = 30;

function toFeed(deps: Pick<AppDeps, "env">, row: typeof calendarFeeds.$inferSelect): CalendarFeed {
  const url = `${publicUrl(deps.env)}/api/calendar/${feedFileName(row.token)}`;
  return { url, webcalUrl: url.replace(/^https?:/, "webcal:"), createdAt: row.createdAt.toISOString() };
}

/** The caller's feed, made on first use (two first requests at once agree on one token). */
export async function feedOf(deps: Pick<AppDeps, "db" | "env">, userId: string): Promise<CalendarFeed> {
  await deps.db.insert(calendarFeeds).values({ userId, token: newToken() }).onConflictDoNothing();
  const [row] = await deps.db.select().from(calendarFeeds).where(eq(calendarFeeds.userId, userId));
  return toFeed(deps, row!);
}

/** A new address for the caller's feed: the old one answers 404 from this moment. */
export async function regenerateFeed(
  deps: Pick<AppDeps, "db" | "env">,
  userId: string,
): Promise<CalendarFeed> {
  const [row] = await deps.db
    .insert(calendarFeeds)
    .values({ userId, token: newToken() })
    .onConflictDoUpdate({
      target: calendarFeeds.userId,
      set: { token: sql`excluded.token`, createdAt: sql`now()` },
    })
    .returning();
  return toFeed(deps, row!);
}

/**
 * The calendar behind `<token>.ics`, with its entity tag (a hash of the text, which depends only on the
 * meetings: every event's DTSTAMP is its last change). An unknown token is 404, like any missing thing.
 */
export async function feedCalendar(deps: Pick<AppDeps, "db" | "env">, file: string) {
  const token = file.endsWith(".ics") ? file.slice(0, -4) : null;
  const [owner] = token
    ? await deps.db
        .select({ userId: calendarFeeds.userId })
        .from(calendarFeeds)
        .where(eq(calendarFeeds.token, token))
    : [];
  if (!owner) throw AppError.notFound("No such calendar.");
  const calendar = ical({
    name: "CreatorDesk meetings",
    prodId: { company: "CreatorDesk", product: "Calendar feed", language: "EN" },
    ttl: REFRESH_MINUTES * 60,
  });
  for (const meeting of await feedAppointments(deps.db, owner.userId))
    addMeetingEvent(calendar, meeting, organizerOf(deps.env.MAIL_FROM, meeting.manager));
  const text = calendar.toString();
  const tag = `"${createHash("sha256").update(text).digest("base64url").slice(0, 32)}"`;
  return { text, tag };
}
