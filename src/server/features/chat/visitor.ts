import { and, eq, gt, isNull, lte, ne, or, type SQL, sql } from "drizzle-orm";
import { ALL_CHATS_TOPIC, type ChatThread, chatTopic } from "~/domain/chat";
import type { ChatVisitorCard, ChatVisitorInput, EarlierChat } from "~/domain/chat-visitor";
import {
  CHAT_TRANSCRIPT_CONFIRMATION_TTL_MS,
  CHAT_TRANSCRIPT_CONFIRMATIONS_PER_ADDRESS_PER_DAY,
} from "~/domain/chat-visitor-rules";
import { messages } from "~/domain/messages";
import { offsetOf, type Page, type PageQuery } from "~/domain/paging";
import type { AppDeps } from "../../context";
import { type Db, queryRows } from "../../db/client";
import { chatSessions, user } from "../../db/schema";
import { AppError } from "../../lib/app-error";
import { hitRateLimit } from "../../lib/rate-limit";
import { enqueueEmail } from "../../mail/outbox";
import { publish } from "../../realtime/publish";
import { findChatSession, readThread, toChatSession } from "./thread";
import { hashChatToken, newChatToken } from "./tokens";
import { enqueueTranscript, transcriptConfirmationEmail } from "./transcript";

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
    country: session.country,
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
  return chatsOfVisitor(db, mine, query);
}

/** A page of the chats `mine` selects, newest first, each with its message count and last message. */
export async function chatsOfVisitor(db: Db, mine: SQL, query: PageQuery): Promise<Page<EarlierChat>> {
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

const DAY_MS = 24 * HOUR_MS;

/**
 * The visitor asks for the transcript (ADR 070). It goes only to an address its owner proved: one a
 * manager's reply was mailed to, or one whose confirmation link was opened. An address not yet proved gets
 * that link first (fixed words, no visitor text), a few a day an address and a limited number an hour for
 * the whole installation; the transcript follows when the link is opened. Once a chat: a second ask, or
 * one while a link is pending, is 409.
 */
export async function requestTranscript(
  deps: AppDeps,
  sessionId: string,
): Promise<{ email: string; status: "sent" | "confirm" }> {
  const { db, env } = deps;
  const session = await findChatSession(db, sessionId);
  const email = session.email;
  if (!email)
    throw AppError.conflict("chat_no_email", "Leave your email first, so we know where to send it.");
  if (session.transcriptSentAt) throw transcriptSent();
  if (session.emailProvedAt) {
    const sent = await db.transaction(async (tx) => {
      if (!(await takeTranscript(tx, sessionId))) return false;
      await enqueueTranscript(tx, env, { id: sessionId, email, timeZone: session.timeZone });
      return true;
    });
    if (!sent) throw transcriptSent();
    deps.kickOutbox();
    return { email, status: "sent" };
  }
  if (pending(session)) throw linkPending(email);
  const limits = await Promise.all([
    hitRateLimit(
      db,
      `chat-transcript-confirm:address:${email.toLowerCase()}`,
      CHAT_TRANSCRIPT_CONFIRMATIONS_PER_ADDRESS_PER_DAY,
      DAY_MS,
    ),
    hitRateLimit(db, "chat-transcript-confirm:all", env.CHAT_TRANSCRIPT_CONFIRMATIONS_PER_HOUR, HOUR_MS),
  ]);
  const blocked = limits.filter((limit) => !limit.allowed);
  if (blocked.length > 0) {
    throw AppError.tooManyRequests(
      Math.max(...blocked.map((limit) => limit.retryAfterSeconds)),
      "We cannot send more confirmation links just now. Please try again later.",
    );
  }
  const token = newChatToken();
  const asked = await db.transaction(async (tx) => {
    // one pending link a chat, none once the transcript went or the address is proved
    const [row] = await tx
      .update(chatSessions)
      .set({
        transcriptConfirmHash: hashChatToken(token),
        transcriptConfirmExpiresAt: new Date(Date.now() + CHAT_TRANSCRIPT_CONFIRMATION_TTL_MS),
      })
      .where(
        and(
          eq(chatSessions.id, sessionId),
          eq(chatSessions.email, email),
          isNull(chatSessions.transcriptSentAt),
          isNull(chatSessions.emailProvedAt),
          or(
            isNull(chatSessions.transcriptConfirmExpiresAt),
            lte(chatSessions.transcriptConfirmExpiresAt, sql`now()`),
          ),
        ),
      )
      .returning({ id: chatSessions.id });
    if (!row) return false;
    await enqueueEmail(tx, transcriptConfirmationEmail(env, email, token));
    return true;
  });
  if (!asked) throw linkPending(email);
  deps.kickOutbox();
  return { email, status: "confirm" };
}

/** The confirmation link was opened: the address is proved for its chat, and the transcript queued to it. */
export async function confirmTranscript(deps: AppDeps, token: string): Promise<{ email: string }> {
  const { db, env } = deps;
  const confirmed = await db.transaction(async (tx) => {
    const [row] = await tx
      .update(chatSessions)
      .set({
        emailProvedAt: sql`now()`,
        transcriptSentAt: sql`now()`,
        transcriptConfirmHash: null,
        transcriptConfirmExpiresAt: null,
      })
      .where(
        and(
          eq(chatSessions.transcriptConfirmHash, hashChatToken(token)),
          gt(chatSessions.transcriptConfirmExpiresAt, sql`now()`),
          isNull(chatSessions.transcriptSentAt),
        ),
      )
      .returning({ id: chatSessions.id, email: chatSessions.email, timeZone: chatSessions.timeZone });
    if (!row?.email) return null;
    await enqueueTranscript(tx, env, { id: row.id, email: row.email, timeZone: row.timeZone });
    return row.email;
  });
  if (!confirmed) {
    throw new AppError(404, "chat_transcript_link_invalid", messages.chatVisitor.transcriptConfirmInvalid);
  }
  deps.kickOutbox();
  return { email: confirmed };
}

/** Marks the chat's one transcript as sent, in the caller's transaction; false when it went already. */
export async function takeTranscript(db: Db, sessionId: string): Promise<boolean> {
  const [row] = await db
    .update(chatSessions)
    .set({ transcriptSentAt: sql`now()` })
    .where(and(eq(chatSessions.id, sessionId), isNull(chatSessions.transcriptSentAt)))
    .returning({ id: chatSessions.id });
  return row !== undefined;
}

const pending = (session: { transcriptConfirmExpiresAt: Date | null }) =>
  session.transcriptConfirmExpiresAt !== null && session.transcriptConfirmExpiresAt.getTime() > Date.now();
const transcriptSent = () =>
  AppError.conflict("chat_transcript_sent", "The transcript of this chat has been sent already.");
const linkPending = (email: string) =>
  AppError.conflict("chat_transcript_pending", messages.chatVisitor.transcriptConfirmSent(email));

/** The visitor key of the session a token opens, for a new chat of the same browser (none: a new visitor). */
export async function visitorKeyOf(db: Db, sessionId: string | null): Promise<string | undefined> {
  if (!sessionId) return undefined;
  const [row] = await db
    .select({ key: chatSessions.visitorKey })
    .from(chatSessions)
    .where(eq(chatSessions.id, sessionId));
  return row?.key;
}
