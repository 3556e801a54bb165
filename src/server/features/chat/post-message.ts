import { randomUUID } from "node:crypto";
import { and, eq, sql } from "drizzle-orm";
import { ALL_CHATS_TOPIC, type ChatMessage, chatTopic } from "~/domain/chat";
import type { SessionUser } from "../../auth/session";
import type { AppDeps } from "../../context";
import { type Db, queryRows } from "../../db/client";
import { notifyQueued } from "../../db/notify-relay";
import { chatMessages, chatSessions } from "../../db/schema";
import { emit } from "../../events/events";
import { AppError } from "../../lib/app-error";
import { enqueueEmail } from "../../mail/outbox";
import { isoTime, publish, queuedNotify } from "../../realtime/publish";
import { endSnoozeOnMessage } from "./inbox";
import { claimOnReply, publishLines } from "./owners";
import { chatReplyEmail } from "./reply-email";
import { findChatSession, toChatMessage } from "./thread";

/** Visitor messages allowed per session per minute. */
const GUEST_MESSAGES_PER_MINUTE = 30;

export type ChatAuthor = { kind: "guest" } | { kind: "staff"; user: SessionUser };

/**
 * A visitor's message in one statement (ADR 067): the session's update (its lock, the time, the rate limit's
 * count), the message, and its event (queued for the relay: ADR 073), committed together as the transaction below does them, in one round
 * trip instead of five. It posts only what needs nothing else: an anonymous visitor's message in an open
 * session within the rate limit. Otherwise (a closed or unknown session, too many messages, a chat a creator
 * started signed in, whose message is also a roster contact, a snoozed chat that the message wakes: issue 35)
 * it posts nothing and answers null, and the transaction decides.
 */
async function postGuestMessage(db: Db, sessionId: string, content: string): Promise<ChatMessage | null> {
  const id = randomUUID();
  const message = (createdAt: string): ChatMessage => ({
    id,
    sessionId,
    content,
    isAdmin: false,
    kind: "message",
    status: "open",
    createdAt,
  });
  const fresh = sql`guest_window_start is null or guest_window_start <= now() - interval '1 minute'`;
  const notify = queuedNotify(
    [chatTopic(sessionId), ALL_CHATS_TOPIC],
    (at) => ({ type: "message", sessionId, message: message(at) }),
    sql`m.at`,
    "m",
    { type: "message", sessionId },
  );
  const [row] = await queryRows<{ at: string }>(
    db,
    sql`
    with s as (
      update chat_sessions set
        last_message_at = clock_timestamp(),
        guest_window_start = case when ${fresh} then now() else guest_window_start end,
        guest_window_count = case when ${fresh} then 1 else guest_window_count + 1 end
      where id = ${sessionId} and status = 'open' and visitor_user_id is null and snoozed_until is null
        and (${fresh} or guest_window_count < ${GUEST_MESSAGES_PER_MINUTE})
      returning last_message_at
    ), inserted as (
      insert into chat_messages (id, session_id, content, is_admin, created_at)
      -- in milliseconds, as the transaction stores a time it read back into JS
      select ${id}, ${sessionId}, ${content}, false, date_trunc('milliseconds', last_message_at) from s
      returning created_at
    ), m as (
      select ${isoTime(sql`created_at`)} as at from inserted
    ), queued as (${notify})
    select at from m`,
  );
  if (!row) return null;
  notifyQueued(db);
  return message(row.at);
}

/**
 * Adds a message to an open session and announces it on the session's topic and to the managers, in one
 * transaction. The session row is locked, so messages of a session commit (and arrive) in order and none
 * slips in after a close. A staff reply counts as read, and is emailed when the visitor left an address. A
 * visitor's message is tried first as one statement (`postGuestMessage`), which keeps the same guarantees.
 */
export async function postChatMessage(
  deps: AppDeps,
  sessionId: string,
  author: ChatAuthor,
  content: string,
): Promise<ChatMessage> {
  const { db, env } = deps;
  if (author.kind === "guest") {
    const posted = await postGuestMessage(db, sessionId, content);
    if (posted) return posted;
  }
  const isAdmin = author.kind === "staff";
  const { message, emailed } = await db.transaction(async (tx) => {
    // Locks the open session (a close waits, and so does the next message) and takes the message's time
    // after the lock, so that the order of times is the order of commits, and of the events. A guest's
    // messages are counted on the session row in the same update (a fixed one-minute window).
    // a manager's reply to an unassigned chat makes it theirs (issue 21), before the reply's own time
    const claim = author.kind === "staff" ? await claimOnReply(tx, sessionId, author.user) : null;
    const fresh = sql`${chatSessions.guestWindowStart} is null or ${chatSessions.guestWindowStart} <= now() - interval '1 minute'`;
    const [session] = await tx
      .update(chatSessions)
      .set({
        lastMessageAt: sql`clock_timestamp()`,
        ...(isAdmin
          ? {
              staffReadAt: sql`clock_timestamp()`,
              // the reply is mailed to the visitor's address: a manager has answered it (ADR 070)
              emailProvedAt: sql`case when ${chatSessions.email} is null then null
                else coalesce(${chatSessions.emailProvedAt}, clock_timestamp()) end`,
            }
          : {
              guestWindowStart: sql`case when ${fresh} then now() else ${chatSessions.guestWindowStart} end`,
              guestWindowCount: sql`case when ${fresh} then 1 else ${chatSessions.guestWindowCount} + 1 end`,
            }),
      })
      .where(and(eq(chatSessions.id, sessionId), eq(chatSessions.status, "open")))
      .returning({
        email: chatSessions.email,
        at: chatSessions.lastMessageAt,
        count: chatSessions.guestWindowCount,
        windowStart: chatSessions.guestWindowStart,
        visitorUserId: chatSessions.visitorUserId,
      });
    if (session && !isAdmin && session.count > GUEST_MESSAGES_PER_MINUTE) {
      // rolled back with the rest: a refused message is not counted
      const wait = Math.max(1, Math.ceil((session.windowStart!.getTime() + 60_000 - Date.now()) / 1000));
      throw AppError.tooManyRequests(
        wait,
        "You are sending messages too quickly. Please wait a moment and try again.",
      );
    }
    if (!session) {
      await findChatSession(tx, sessionId); // 404 when there is no such session
      throw AppError.conflict("chat_closed", "This chat has been closed. Start a new chat to continue.");
    }
    // issue 35: the visitor writing again brings a snoozed chat back at once
    if (!isAdmin) await endSnoozeOnMessage(tx, sessionId);
    // times come back to JS in milliseconds: a claim's line and the reply in the same millisecond would tie,
    // so the reply is put after the claim's line (the thread reads by time, then id)
    const claimedAt = claim ? Date.parse(claim.createdAt) : Number.NEGATIVE_INFINITY;
    const createdAt = session.at!.getTime() > claimedAt ? session.at! : new Date(claimedAt + 1);
    const [row] = await tx
      .insert(chatMessages)
      .values({
        sessionId,
        content,
        isAdmin,
        userId: isAdmin ? author.user.id : null,
        createdAt,
      })
      .returning();
    const message = toChatMessage(row!);
    // a chat the creator started signed in: the roster's last contact (issue 20)
    if (session.visitorUserId)
      await emit(tx, "chat.message_posted", {
        actor: null,
        sessionId,
        contact: { creatorId: session.visitorUserId, at: session.at!.toISOString() },
      });
    const emailed = isAdmin && session.email !== null;
    if (emailed) await enqueueEmail(tx, chatReplyEmail(env, sessionId, session.email!, content));
    await publish(
      tx,
      [chatTopic(sessionId), ALL_CHATS_TOPIC],
      { type: "message", sessionId, message },
      { type: "message", sessionId },
    );
    if (claim && author.kind === "staff")
      await publishLines(tx, { type: "assigned", sessionId, assigneeId: author.user.id }, [claim]);
    return { message, emailed };
  });
  if (emailed) deps.kickOutbox();
  return message;
}
