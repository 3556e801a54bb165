import { and, eq, isNull, ne, sql } from "drizzle-orm";
import { ALL_CHATS_TOPIC, type ChatThread, chatTopic } from "~/domain/chat";
import type { ChatVisitorCard, ChatVisitorInput, EarlierChat } from "~/domain/chat-visitor";
import { CHAT_TRANSCRIPTS_PER_HOUR } from "~/domain/chat-visitor-rules";
import { offsetOf, type Page, type PageQuery } from "~/domain/paging";
import type { AppDeps } from "../../context";
import { type Db, queryRows } from "../../db/client";
import { chatSessions, user } from "../../db/schema";
import { AppError } from "../../lib/app-error";
import { hitRateLimit } from "../../lib/rate-limit";
import { publish } from "../../realtime/publish";
import { findChatSession, readThread, toChatSession } from "./thread";
import { enqueueTranscript } from "./transcript";

const HOUR_MS = 3_600_000;
const iso = (value: string | Date | null) => (value === null ? null : new Date(value).toISOString());

/**
 * The visitor's name and email, given once (a second try is 409, whatever it says): the widget asks after
 * the first message, or before it when nobody is there. An email also receives the managers' replies and
 * the transcript. Managers hear of it on the session's topic and the list's.
 */
export async function setChatVisitor(deps: AppDeps, sessionId: string, input: ChatVisitorInput) {
  return deps.db.transaction(async (tx) => {
    const [row] = await tx
      .update(chatSessions)
      .set({
        visitorName: input.name || null,
        ...(input.email ? { email: input.email } : {}),
        visitorGivenAt: sql`now()`,
      })
      .where(and(eq(chatSessions.id, sessionId), isNull(chatSessions.visitorGivenAt)))
      .returning();
    if (!row) {
      await findChatSession(tx, sessionId); // 404 when there is no such session
      throw AppError.conflict("chat_visitor_given", "You have already told us who you are.");
    }
    await publish(tx, [chatTopic(sessionId), ALL_CHATS_TOPIC], { type: "visitor", sessionId });
    return toChatSession(row);
  });
}

/** The managers' visitor card of a session. */
export async function chatVisitorCard(db: Db, sessionId: string): Promise<ChatVisitorCard> {
  const [row] = await db
    .select({
      session: chatSessions,
      accountName: user.name,
      accountEmail: user.email,
    })
    .from(chatSessions)
    .leftJoin(user, eq(user.id, chatSessions.visitorUserId))
    .where(eq(chatSessions.id, sessionId));
  if (!row) throw AppError.notFound("No such chat session.");
  const { session } = row;
  return {
    sessionId: session.id,
    name: session.visitorName,
    email: session.email,
    account: row.accountEmail ? { name: row.accountName ?? "", email: row.accountEmail } : null,
    page: session.page,
    timeZone: session.timeZone,
    awaitingSince: iso(session.awaitingSince),
    status: session.status,
    createdAt: session.createdAt.toISOString(),
  };
}

interface EarlierRow {
  id: string;
  status: "open" | "closed";
  created_at: string | Date;
  last_message_at: string | Date | null;
  total: number | string;
  message_count: number | string;
  content: string | null;
  is_admin: boolean | null;
  message_created_at: string | Date | null;
}

/**
 * The other chats of the browser behind `sessionId` (the same visitor key), newest first, with at least one
 * message: what a returning visitor sees of their earlier conversations.
 */
export async function earlierChats(db: Db, sessionId: string, query: PageQuery): Promise<Page<EarlierChat>> {
  const mine = sql`visitor_key = (select visitor_key from chat_sessions where id = ${sessionId})
    and id <> ${sessionId} and last_message_at is not null`;
  const rows = await queryRows<EarlierRow>(
    db,
    sql`
    select s.id, s.status, s.created_at, s.last_message_at,
      (select count(*) from chat_sessions where ${mine}) as total,
      (select count(*) from chat_messages c where c.session_id = s.id and c.kind = 'message') as message_count,
      left(m.content, 200) as content, m.is_admin, m.created_at as message_created_at
    from (
      select id, status, created_at, last_message_at from chat_sessions where ${mine}
      order by created_at desc, id limit ${query.pageSize} offset ${offsetOf(query)}
    ) s
    left join lateral (
      select content, is_admin, created_at from chat_messages
      where session_id = s.id and kind = 'message' order by created_at desc, id desc limit 1
    ) m on true
    order by s.created_at desc, s.id`,
  );
  const total = rows[0] ? Number(rows[0].total) : query.page > 1 ? await db.$count(chatSessions, mine) : 0;
  return {
    items: rows.map((row) => ({
      id: row.id,
      status: row.status,
      createdAt: iso(row.created_at)!,
      lastMessageAt: iso(row.last_message_at),
      messageCount: Number(row.message_count),
      lastMessage:
        row.content !== null
          ? { content: row.content, isAdmin: row.is_admin === true, createdAt: iso(row.message_created_at)! }
          : null,
    })),
    total,
    page: query.page,
    pageSize: query.pageSize,
  };
}

/**
 * One earlier chat of the same browser, read with the current chat's token: its thread, paged like any
 * thread. Another browser's chat is 404, as if it did not exist.
 */
export async function readEarlierChat(
  db: Db,
  sessionId: string,
  earlierId: string,
  query: { before?: string; limit: number },
): Promise<ChatThread> {
  const [same] = await db
    .select({ id: chatSessions.id })
    .from(chatSessions)
    .where(
      and(
        eq(chatSessions.id, earlierId),
        ne(chatSessions.id, sessionId),
        eq(
          chatSessions.visitorKey,
          db
            .select({ key: chatSessions.visitorKey })
            .from(chatSessions)
            .where(eq(chatSessions.id, sessionId)),
        ),
      ),
    );
  if (!same) throw AppError.notFound("No such chat session.");
  return readThread(db, earlierId, query);
}

/** The visitor asks for the transcript now: queued to the email they gave; a few an hour a chat. */
export async function requestTranscript(deps: AppDeps, sessionId: string): Promise<{ email: string }> {
  const { db, env } = deps;
  const session = await findChatSession(db, sessionId);
  if (!session.email) {
    throw AppError.conflict("chat_no_email", "Leave your email first, so we know where to send it.");
  }
  const limit = await hitRateLimit(db, `chat-transcript:${sessionId}`, CHAT_TRANSCRIPTS_PER_HOUR, HOUR_MS);
  if (!limit.allowed) {
    throw AppError.tooManyRequests(
      limit.retryAfterSeconds,
      "You have asked for this transcript several times already. Please try again later.",
    );
  }
  const email = session.email;
  await db.transaction((tx) =>
    enqueueTranscript(tx, env, {
      id: session.id,
      email,
      visitorName: session.visitorName,
      timeZone: session.timeZone,
    }),
  );
  deps.kickOutbox();
  return { email };
}

/** The visitor key of the session a token opens, for a new chat of the same browser (none: a new visitor). */
export async function visitorKeyOf(db: Db, sessionId: string | null): Promise<string | undefined> {
  if (!sessionId) return undefined;
  const [row] = await db
    .select({ key: chatSessions.visitorKey })
    .from(chatSessions)
    .where(eq(chatSessions.id, sessionId));
  return row?.key;
}
