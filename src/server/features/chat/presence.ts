import { sql } from "drizzle-orm";
import { businessContact, businessHours } from "~/content/contact";
import { isOpenAt, nextOpening } from "~/domain/business-hours";
import type { ChatStatus } from "~/domain/chat-visitor";
import { CHAT_STAFF_AWAY_AFTER_MS } from "~/domain/chat-visitor-rules";
import { type Db, queryRows } from "../../db/client";
import { chatStaffPresence } from "../../db/schema";

/** A manager's presence is written at most this often by one process. */
const TOUCH_EVERY_MS = 60_000;
const lastTouch = new Map<string, number>();

/**
 * The manager `userId` is on the chat now (a socket on the chats, or the sessions list). Throttled in
 * memory, so a busy manager costs one small upsert a minute; never fails the caller.
 */
export async function touchStaffPresence(db: Db, userId: string, now = Date.now()): Promise<void> {
  const last = lastTouch.get(userId);
  if (last !== undefined && now - last < TOUCH_EVERY_MS) return;
  lastTouch.set(userId, now);
  if (lastTouch.size > 10_000) lastTouch.clear();
  try {
    await db
      .insert(chatStaffPresence)
      .values({ userId })
      .onConflictDoUpdate({ target: chatStaffPresence.userId, set: { seenAt: sql`now()` } });
  } catch {
    lastTouch.delete(userId); // the next activity tries again
  }
}

/** Forgets the throttle (tests that move presence in time). */
export function resetPresenceThrottle() {
  lastTouch.clear();
}

/** Whether a manager has been on the chat lately (CHAT_STAFF_AWAY_AFTER_MS). */
async function someoneThere(db: Db): Promise<boolean> {
  const seconds = CHAT_STAFF_AWAY_AFTER_MS / 1000;
  const rows = await queryRows<{ there: boolean }>(
    db,
    sql`
    select exists (
      select 1 from chat_staff_presence p join "user" u on u.id = p.user_id
      where u.role = 'manager' and p.seen_at > now() - make_interval(secs => ${seconds})
    ) as there`,
  );
  return rows[0]?.there === true;
}

/** Whether anyone is there to answer the chat, and if not, when the team is back (GET /api/chat/status). */
export async function chatStatus(db: Db, now = new Date()): Promise<ChatStatus> {
  const hours = `${businessContact.hours}, ${businessHours.timeZoneLabel}`;
  if (!isOpenAt(businessHours, now)) {
    const back = nextOpening(businessHours, now);
    return { open: false, reason: "hours", backAt: back?.toISOString() ?? null, hours };
  }
  if (!(await someoneThere(db))) return { open: false, reason: "nobody", backAt: null, hours };
  return { open: true, reason: null, backAt: null, hours };
}
