import { eq, sql } from "drizzle-orm";
import {
  ALL_CHATS_TOPIC,
  type ChatCounts,
  type ChatSessionsPage,
  chatTopic,
  type ListChatSessionsQuery,
} from "~/domain/chat";
import { CHAT_WAITING } from "~/domain/chat-inbox";
import type { ChatTab } from "~/domain/chat-owners";
import { messages } from "~/domain/messages";
import { offsetOf } from "~/domain/paging";
import type { SessionUser } from "../../auth/session";
import type { AppDeps } from "../../context";
import { type Db, queryRows } from "../../db/client";
import { chatMessages, chatSessions } from "../../db/schema";
import { AppError } from "../../lib/app-error";
import { publish } from "../../realtime/publish";
import { clearUnreadMark } from "./inbox";
import { addThreadLine, nameOf, publishLines } from "./owners";
import { findChatSession, toChatSession } from "./thread";
import { enqueueTranscript } from "./transcript";
import { takeTranscript } from "./visitor";

interface SummaryRow {
  id: string;
  total: number | string;
  email: string | null;
  page: string | null;
  visitor_name: string | null;
  visitor_email: string | null;
  visitor_name_given: string | null;
  time_zone: string | null;
  waiting_since: string | Date | null;
  created_at: string | Date;
  last_message_at: string | Date;
  unread: number | string;
  message_id: string | null;
  content: string | null;
  is_admin: boolean | null;
  message_status: "open" | "closed" | null;
  message_created_at: string | Date | null;
  assignee_id: string | null;
  assignee_name: string | null;
  assigned_at: string | Date | null;
  country: string | null;
  snoozed_until: string | Date | null;
  marked_unread: boolean;
}

const iso = (value: string | Date) => new Date(value).toISOString();

/** Which open chats a tab holds (issue 21): the caller's, nobody's, or all. */
const ofTab = (tab: ChatTab, callerId: string) =>
  tab === "mine"
    ? sql` and assignee_id = ${callerId}`
    : tab === "unassigned"
      ? sql` and assignee_id is null`
      : sql``;

/** Snoozed until a time still ahead; a snooze whose time has passed is open again, woken or not (issue 35). */
const snoozed = sql`snoozed_until > now()`;

/**
 * The filters of issue 35 (ADR 079), combined: snoozed or not, the page the chat began on (and the pages
 * under it), the visitor's country, how long the visitor's last message has waited.
 */
function ofFilters(query: Partial<ListChatSessionsQuery>) {
  const parts = [
    query.state === "snoozed" ? sql` and ${snoozed}` : sql` and not coalesce(${snoozed}, false)`,
  ];
  if (query.from) {
    // the page, with or without a query; and the pages under it ("/" is the home page alone)
    const under = query.from.endsWith("/") ? sql`` : sql` or starts_with(page, ${`${query.from}/`})`;
    parts.push(sql` and (page = ${query.from} or starts_with(page, ${`${query.from}?`})${under})`);
  }
  if (query.country) parts.push(sql` and country = ${query.country}`);
  if (query.waiting)
    parts.push(sql` and awaiting_since <= now() - make_interval(mins => ${CHAT_WAITING[query.waiting]})`);
  return sql.join(parts, sql``);
}

/**
 * Open sessions with at least one message, latest activity first, each with its last message, unread count
 * and assignee; `tab` keeps the caller's own (`mine`), nobody's (`unassigned`) or all (issue 21); the
 * filters of issue 35 narrow it, and each row says whether the caller marked it unread.
 */
export async function listOpenChatSessions(
  db: Db,
  query: Pick<ListChatSessionsQuery, "page" | "pageSize"> & Partial<ListChatSessionsQuery>,
  callerId = "",
): Promise<ChatSessionsPage> {
  const open = sql`status = 'open' and last_message_at is not null${ofTab(query.tab ?? "all", callerId)}${ofFilters(query)}`;
  // The page is chosen first (the partial index gives it in order), then only its rows get their last
  // message and unread count; the total comes along, so a page is one round trip.
  const rows = await queryRows<SummaryRow>(
    db,
    sql`
    select s.id, s.email, s.page, s.created_at, s.last_message_at,
      v.name as visitor_name, v.email as visitor_email,
      (select count(*) from chat_sessions where ${open}) as total,
      (select count(*) from chat_messages u
        where u.session_id = s.id and not u.is_admin
          and u.created_at > coalesce(s.staff_read_at, '-infinity'::timestamptz)) as unread,
      -- the visitor's first message after the last staff reply (none when staff wrote last)
      -- kept on the session by a trigger on chat_messages (ADR 059)
      s.awaiting_since as waiting_since, s.visitor_name as visitor_name_given, s.time_zone,
      m.id as message_id, m.content, m.is_admin, m.status as message_status, m.created_at as message_created_at,
      s.assignee_id, coalesce(nullif(a.name, ''), a.email) as assignee_name, s.assigned_at,
      s.country, s.snoozed_until,
      exists (select 1 from chat_unread_marks k where k.user_id = ${callerId} and k.session_id = s.id) as marked_unread
    from (
      select id, email, page, visitor_user_id, created_at, last_message_at, staff_read_at, assignee_id, assigned_at,
        awaiting_since, visitor_name, time_zone, country, snoozed_until
      from chat_sessions where ${open}
      order by last_message_at desc, id limit ${query.pageSize} offset ${offsetOf(query)}
    ) s
    left join "user" v on v.id = s.visitor_user_id
    left join "user" a on a.id = s.assignee_id
    left join lateral (
      select id, content, is_admin, status, created_at from chat_messages
      where session_id = s.id and kind = 'message' order by created_at desc, id desc limit 1
    ) m on true
    order by s.last_message_at desc, s.id`,
  );
  // past the last page there is no row to carry the total (an empty first page: no open chat)
  const total = rows[0] ? Number(rows[0].total) : query.page > 1 ? await db.$count(chatSessions, open) : 0;
  return {
    items: rows.map((row) => ({
      id: row.id,
      email: row.email,
      visitor: row.visitor_email ? { name: row.visitor_name ?? "", email: row.visitor_email } : null,
      page: row.page,
      name: row.visitor_name_given,
      timeZone: row.time_zone,
      waitingSince: row.waiting_since ? iso(row.waiting_since) : null,
      createdAt: iso(row.created_at),
      lastMessageAt: iso(row.last_message_at),
      unread: Number(row.unread),
      lastMessage: row.message_id
        ? {
            id: row.message_id,
            sessionId: row.id,
            content: row.content ?? "",
            isAdmin: row.is_admin === true,
            kind: "message" as const,
            status: row.message_status ?? "open",
            createdAt: iso(row.message_created_at!),
          }
        : null,
      assignee: row.assignee_id ? { id: row.assignee_id, name: row.assignee_name ?? "" } : null,
      assignedAt: row.assigned_at ? iso(row.assigned_at) : null,
      country: row.country,
      snoozedUntil: row.snoozed_until ? iso(row.snoozed_until) : null,
      markedUnread: row.marked_unread === true,
    })),
    total,
    page: query.page,
    pageSize: query.pageSize,
  };
}

interface CountsRow {
  mine: number | string;
  unassigned: number | string;
  all: number | string;
  snoozed: number | string;
}

/**
 * The open chats of each tab (issue 21), snoozed ones apart, and the snoozed ones (issue 35), in one
 * statement over the open chats. Read afresh: the chat tables have no change counters (ADR 025).
 */
export async function countOpenChatSessions(db: Db, callerId: string): Promise<ChatCounts> {
  const [row] = await queryRows<CountsRow>(
    db,
    sql`select count(*) filter (where awake and assignee_id = ${callerId}) as mine,
      count(*) filter (where awake and assignee_id is null) as unassigned,
      count(*) filter (where awake) as all, count(*) filter (where not awake) as snoozed
    from (select assignee_id, not coalesce(${snoozed}, false) as awake from chat_sessions
      where status = 'open' and last_message_at is not null) s`,
  );
  return {
    mine: Number(row?.mine ?? 0),
    unassigned: Number(row?.unassigned ?? 0),
    all: Number(row?.all ?? 0),
    snoozed: Number(row?.snoozed ?? 0),
  };
}

/**
 * Closes a session: it and all its messages become 'closed' (spec section 4); the visitor is told at once.
 * With `actor` (a manager), the close is recorded in the thread (issue 21).
 */
export async function closeChatSession(deps: AppDeps, sessionId: string, actor?: SessionUser) {
  const closed = await deps.db.transaction(async (tx) => {
    // locked, so a message being posted commits before the close, or finds the session closed
    const [session] = await tx
      .select()
      .from(chatSessions)
      .where(eq(chatSessions.id, sessionId))
      .for("update");
    if (!session) throw AppError.notFound("No such chat session.");
    if (session.status === "closed") return { session: toChatSession(session), emailed: false };
    const [row] = await tx
      .update(chatSessions)
      .set({ status: "closed", closedAt: sql`now()` })
      .where(eq(chatSessions.id, sessionId))
      .returning();
    await tx.update(chatMessages).set({ status: "closed" }).where(eq(chatMessages.sessionId, sessionId));
    const lines = actor
      ? [
          await addThreadLine(
            tx,
            sessionId,
            actor,
            "event",
            messages.chatInbox.events.closed(nameOf(actor)),
            "closed",
          ),
        ]
      : [];
    await publish(tx, chatTopic(sessionId), { type: "closed", sessionId });
    await publishLines(tx, { type: "closed", sessionId }, lines);
    // issue 21: the visitor who gave an email gets the transcript, queued with the close (ADR 059); only to
    // an address they proved, and once a chat (issue 31, ADR 070)
    const email = row!.emailProvedAt ? row!.email : null;
    const emailed = email !== null && (await takeTranscript(tx, sessionId));
    if (emailed) await enqueueTranscript(tx, deps.env, { id: sessionId, email, timeZone: row!.timeZone });
    return { session: toChatSession(row!), emailed };
  });
  if (closed.emailed) deps.kickOutbox();
  return closed.session;
}

/**
 * The managers have read the session up to now (one marker for the whole team); the caller's own unread mark
 * goes (issue 35).
 */
export async function markChatRead(deps: AppDeps, sessionId: string, callerId: string) {
  await deps.db.transaction(async (tx) => {
    await findChatSession(tx, sessionId);
    await tx.update(chatSessions).set({ staffReadAt: sql`now()` }).where(eq(chatSessions.id, sessionId));
    await clearUnreadMark(tx, callerId, sessionId);
    await publish(tx, ALL_CHATS_TOPIC, { type: "read", sessionId });
  });
}
