/*
 * Who a chat visitor is (issue 21, ADR 059), free of zod: the visitor's widget loads this on the public pages.
 * The zod schemas of ./chat-visitor.ts are built from the same constants.
 */

/** Longest name a visitor may give. */
export const CHAT_VISITOR_NAME_MAX_LENGTH = 80;
/** Longest email (RFC 5321's path limit). */
export const CHAT_VISITOR_EMAIL_MAX_LENGTH = 254;
/** A visitor waiting longer than this since their last unanswered message is shown in warning colours. */
const CHAT_WAITING_ALERT_AFTER_MS = 5 * 60_000;
/** No manager seen on the chat for this long: the widget says the team is away. */
export const CHAT_STAFF_AWAY_AFTER_MS = 10 * 60_000;
/** Links confirming an email (before a transcript goes to it) one address may get in a day (ADR 070). */
export const CHAT_TRANSCRIPT_CONFIRMATIONS_PER_ADDRESS_PER_DAY = 3;
/** How long a confirmation link works. */
export const CHAT_TRANSCRIPT_CONFIRMATION_TTL_MS = 24 * 3_600_000;
/** The fragment of the site's address a confirmation link carries its token in (never sent to a server). */
export const CHAT_TRANSCRIPT_CONFIRM_FRAGMENT = "chat-transcript=";

/** The widget's own check of an email, before the server's zod schema decides. */
export function looksLikeEmail(value: string): boolean {
  const email = value.trim();
  return email.length <= CHAT_VISITOR_EMAIL_MAX_LENGTH && /^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(email);
}

/** The city of an IANA zone, for people: "Europe/Lisbon" → "Lisbon", "America/Argentina/Buenos_Aires" → "Buenos Aires". */
export function timeZoneCity(zone: string | null | undefined): string | null {
  if (!zone?.includes("/")) return null;
  const city = zone.slice(zone.lastIndexOf("/") + 1).replace(/_/g, " ");
  return city || null;
}

/** What managers call a visitor: the name they gave, their email, their account, else "Visitor from <city>". */
export function visitorDisplayName(visitor: {
  name?: string | null;
  email?: string | null;
  account?: { name: string; email: string } | null;
  timeZone?: string | null;
}): string {
  const city = timeZoneCity(visitor.timeZone);
  return (
    visitor.name ||
    visitor.account?.name ||
    visitor.email ||
    visitor.account?.email ||
    (city ? `Visitor from ${city}` : "Visitor")
  );
}

/** Whether a wait that began at `since` has passed the alert threshold at `now`. */
export function waitedTooLong(since: string | null | undefined, now: number): boolean {
  return !!since && now - new Date(since).getTime() > CHAT_WAITING_ALERT_AFTER_MS;
}
