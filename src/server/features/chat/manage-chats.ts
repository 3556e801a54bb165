import { eq, sql } from "drizzle-orm";
import { ALL_CHATS_TOPIC, type ChatSessionsPage, chatTopic } from "~/domain/chat";
import { offsetOf, type PageQuery } from "~/domain/paging";
import type { AppDeps } from "../../context";
import { type Db, queryRows } from "../../db/client";
import { chatMessages, chatSessions } from "../../db/schema";
import { AppError } from "../../lib/app-error";
import { publish } from "../../realtime/publish";
import { findChatSession, toChatSession } from "./thread";
import { enqueueTranscript } from "./transcript";

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
}

const iso = (value: string | Date) => new Date(value).toISOString();

/** Open sessions with at least one message, latest activity first, each with its last message and unread count. */
export async function listOpenChatSessions(db: Db, query: PageQuery): Promise<ChatSessionsPage> {
  const open = sql`status = 'open' and last_message_at is not null`;
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
      -- kept on the session by a trigger on chat_messages (migration 0023, ADR 059)
      s.awaiting_since as waiting_since, s.visitor_name as visitor_name_given, s.time_zone,
      m.id as message_id, m.content, m.is_admin, m.status as message_status, m.created_at as message_created_at
    from (
      select id, email, page, visitor_user_id, created_at, last_message_at, staff_read_at,
        awaiting_since, visitor_name, time_zone
      from chat_sessions where ${open}
      order by last_message_at desc, id limit ${query.pageSize} offset ${offsetOf(query)}
    ) s
    left join "user" v on v.id = s.visitor_user_id
    left join lateral (
      select id, content, is_admin, status, created_at from chat_messages
      where session_id = s.id order by created_at desc, id desc limit 1
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
            status: row.message_status ?? "open",
            createdAt: iso(row.message_created_at!),
          }
        : null,
    })),
    total,
    page: query.page,
    pageSize: query.pageSize,
  };
}

/** Closes a session: it and all its messages become 'closed' (spec section 4); the visitor is told at once. */
export async function closeChatSession(deps: AppDeps, sessionId: string) {
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
    await publish(tx, [chatTopic(sessionId), ALL_CHATS_TOPIC], { type: "closed", sessionId });
    // issue 21: the visitor who gave an email gets the transcript, queued with the close (ADR 059)
    if (row!.email) {
      await enqueueTranscript(tx, deps.env, {
        id: sessionId,
        email: row!.email,
        visitorName: row!.visitorName,
        timeZone: row!.timeZone,
      });
    }
    return { session: toChatSession(row!), emailed: row!.email !== null };
  });
  if (closed.emailed) deps.kickOutbox();
  return closed.session;
}

/** The managers have read the session up to now (one marker for the whole team). */
export async function markChatRead(deps: AppDeps, sessionId: string) {
  await deps.db.transaction(async (tx) => {
    await findChatSession(tx, sessionId);
    await tx.update(chatSessions).set({ staffReadAt: sql`now()` }).where(eq(chatSessions.id, sessionId));
    await publish(tx, ALL_CHATS_TOPIC, { type: "read", sessionId });
  });
}
