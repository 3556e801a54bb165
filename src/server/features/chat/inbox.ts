import { and, eq, isNotNull, sql } from "drizzle-orm";
import { ALL_CHATS_TOPIC, type ChatFacets, type SnoozeChatInput } from "~/domain/chat";
import { formatSnoozeTime } from "~/domain/chat-inbox";
import type { EarlierChat } from "~/domain/chat-visitor";
import { AGENCY_TIME_ZONE } from "~/domain/clock";
import { messages } from "~/domain/messages";
import type { Page, PageQuery } from "~/domain/paging";
import type { SessionUser } from "../../auth/session";
import type { AppDeps } from "../../context";
import { type Db, queryRows } from "../../db/client";
import { chatSessions, chatUnreadMarks } from "../../db/schema";
import { emit } from "../../events/events";
import { runPeriodically } from "../../events/jobs";
import { AppError } from "../../lib/app-error";
import { publish } from "../../realtime/publish";
import { addThreadLine, lockSession, nameOf, publishLines } from "./owners";
import { findChatSession, toStaffChatSession } from "./thread";
import { chatsOfVisitor } from "./visitor";

/*
 * The inbox at Chatwoot's level (issue 35, ADR 079): a manager marks a chat unread for themselves; snoozes it
 * until a time (it leaves the open list, and comes back when the time passes or the visitor writes); the
 * filters' choices; and a visitor's earlier chats as the managers see them.
 */

type Tx = Parameters<Parameters<Db["transaction"]>[0]>[0];

async function lockOpenSession(tx: Tx, sessionId: string) {
  const row = await lockSession(tx, sessionId);
  if (row.status === "closed")
    throw AppError.conflict("chat_closed", "This chat is closed: reopen it first.");
  return row;
}

/** The caller marks the chat unread for themselves: unread in their list until they open it again. */
export async function markChatUnread(deps: AppDeps, caller: SessionUser, sessionId: string) {
  await deps.db.transaction(async (tx) => {
    await findChatSession(tx, sessionId);
    await tx
      .insert(chatUnreadMarks)
      .values({ sessionId, userId: caller.id })
      .onConflictDoUpdate({
        target: [chatUnreadMarks.userId, chatUnreadMarks.sessionId],
        set: { markedAt: sql`now()` },
      });
    await publish(tx, ALL_CHATS_TOPIC, { type: "unread", sessionId });
  });
}

/** The caller opened the chat: their own unread mark goes (in the caller's transaction). */
export async function clearUnreadMark(tx: Tx | Db, userId: string, sessionId: string) {
  await tx
    .delete(chatUnreadMarks)
    .where(and(eq(chatUnreadMarks.userId, userId), eq(chatUnreadMarks.sessionId, sessionId)));
}

/**
 * Snoozes an open chat until `until`: it leaves the open list for the Snoozed one, and comes back by itself
 * at that time (the list reads the time; `wakeSnoozedChats` tells the screens and the snoozer), or at once
 * when the visitor writes. Snoozing a snoozed chat moves its time. A line of the thread records it.
 */
export async function snoozeChat(
  deps: AppDeps,
  caller: SessionUser,
  sessionId: string,
  input: SnoozeChatInput,
) {
  return deps.db.transaction(async (tx) => {
    await lockOpenSession(tx, sessionId);
    const [row] = await tx
      .update(chatSessions)
      .set({ snoozedUntil: new Date(input.until), snoozedBy: caller.id })
      .where(eq(chatSessions.id, sessionId))
      .returning();
    const until = formatSnoozeTime(input.until, input.timeZone ?? AGENCY_TIME_ZONE);
    const line = await addThreadLine(
      tx,
      sessionId,
      caller,
      "event",
      messages.chatInbox.events.snoozed(nameOf(caller), until),
    );
    await publishLines(tx, { type: "snoozed", sessionId }, [line]);
    return toStaffChatSession(tx, row!);
  });
}

/** Unsnoozes a chat at once (nothing changes when it is not snoozed); a line of the thread records it. */
export async function unsnoozeChat(deps: AppDeps, caller: SessionUser, sessionId: string) {
  return deps.db.transaction(async (tx) => {
    const session = await lockOpenSession(tx, sessionId);
    if (!session.snoozedUntil) return toStaffChatSession(tx, session);
    const [row] = await tx
      .update(chatSessions)
      .set({ snoozedUntil: null, snoozedBy: null })
      .where(eq(chatSessions.id, sessionId))
      .returning();
    const line = await addThreadLine(
      tx,
      sessionId,
      caller,
      "event",
      messages.chatInbox.events.unsnoozed(nameOf(caller)),
    );
    await publishLines(tx, { type: "unsnoozed", sessionId }, [line]);
    return toStaffChatSession(tx, row!);
  });
}

/**
 * Ends a snooze because the visitor wrote again, in the transaction of their message (the session is locked
 * by it): the snoozer hears of it through the event, the managers' screens on their topic.
 */
export async function endSnoozeOnMessage(tx: Tx, sessionId: string) {
  const [row] = await tx
    .select({ snoozedBy: chatSessions.snoozedBy })
    .from(chatSessions)
    .where(and(eq(chatSessions.id, sessionId), isNotNull(chatSessions.snoozedUntil)));
  if (!row) return;
  await tx
    .update(chatSessions)
    .set({ snoozedUntil: null, snoozedBy: null })
    .where(eq(chatSessions.id, sessionId));
  await emit(tx, "chat.snooze_ended", {
    actor: null,
    sessionId,
    snoozedBy: row.snoozedBy,
    reason: "visitor",
  });
  // an open thread shows the snooze: it reads the session again
  await publish(tx, ALL_CHATS_TOPIC, { type: "unsnoozed", sessionId });
}

/**
 * The snoozes whose time has passed end (a periodic job, once across the instances): the lists hear of it
 * and the snoozer is told. The lists already show such a chat as open (they read the time), so a late run
 * only delays the notice.
 */
export async function wakeSnoozedChats(db: Db): Promise<number> {
  return db.transaction(async (tx) => {
    // skip locked: a chat a visitor's message holds ends its snooze itself
    const woken = await queryRows<{ id: string; snoozed_by: string | null }>(
      tx,
      sql`with due as (
        select id, snoozed_by from chat_sessions where snoozed_until <= now() for update skip locked
      )
      update chat_sessions s set snoozed_until = null, snoozed_by = null from due where s.id = due.id
      returning s.id, due.snoozed_by`,
    );
    for (const row of woken) {
      await emit(tx, "chat.snooze_ended", {
        actor: null,
        sessionId: row.id,
        snoozedBy: row.snoozed_by,
        reason: "time",
      });
      await publish(tx, ALL_CHATS_TOPIC, { type: "unsnoozed", sessionId: row.id });
    }
    return woken.length;
  });
}

const WAKE_EVERY_MS = 30_000;

/** Wakes the due snoozes every half minute, once across the instances. */
export function startSnoozeWaker(deps: Pick<AppDeps, "db" | "logger" | "availability">) {
  return runPeriodically(deps, WAKE_EVERY_MS, "waking snoozed chats", () => wakeSnoozedChats(deps.db));
}

/** Most values a filter offers. */
const FACETS = 50;

/** The pages and countries of the open chats, most frequent first: the filters' choices. */
export async function chatFacets(db: Db): Promise<ChatFacets> {
  const of = (column: "page" | "country") =>
    queryRows<{ value: string; count: number | string }>(
      db,
      sql`select ${sql.identifier(column)} as value, count(*) as count from chat_sessions
        where status = 'open' and last_message_at is not null and ${sql.identifier(column)} is not null
        group by 1 order by 2 desc, 1 limit ${FACETS}`,
    );
  const [pages, countries] = await Promise.all([of("page"), of("country")]);
  const facets = (rows: { value: string; count: number | string }[]) =>
    rows.map((row) => ({ value: row.value, count: Number(row.count) }));
  return { pages: facets(pages), countries: facets(countries) };
}

/**
 * The same visitor's other chats, as the managers see them, newest first: the same browser (its visitor
 * key), the same email, or the same signed-in account. Only chats with a message.
 */
export async function visitorEarlierChats(
  db: Db,
  sessionId: string,
  query: PageQuery,
): Promise<Page<EarlierChat>> {
  const session = await findChatSession(db, sessionId);
  const email = session.email?.toLowerCase() ?? null;
  const same = sql`id <> ${sessionId} and last_message_at is not null and (visitor_key = ${session.visitorKey}
    ${email ? sql`or lower(email) = ${email}` : sql``}
    ${session.visitorUserId ? sql`or visitor_user_id = ${session.visitorUserId}` : sql``})`;
  return chatsOfVisitor(db, same, query);
}
