import { and, desc, eq, lt, or, type SQL } from "drizzle-orm";
import type { ChatMessage, ChatThread } from "~/domain/chat";
import type { Db } from "../../db/client";
import { chatMessages, chatSessions, user } from "../../db/schema";
import { AppError } from "../../lib/app-error";

type MessageRow = typeof chatMessages.$inferSelect;
type SessionRow = typeof chatSessions.$inferSelect;

export const toChatMessage = (row: MessageRow): ChatMessage => ({
  id: row.id,
  sessionId: row.sessionId,
  content: row.content,
  isAdmin: row.isAdmin,
  kind: row.kind,
  status: row.status,
  createdAt: row.createdAt.toISOString(),
});

export const toChatSession = (row: SessionRow) => ({
  id: row.id,
  status: row.status,
  email: row.email,
  name: row.visitorName,
  detailsGiven: row.visitorGivenAt !== null,
  createdAt: row.createdAt.toISOString(),
  visitorSeenAt: row.visitorSeenAt?.toISOString() ?? null,
  staffSeenAt: row.staffSeenAt?.toISOString() ?? null,
});

export async function findChatSession(db: Db, id: string): Promise<SessionRow> {
  const [row] = await db.select().from(chatSessions).where(eq(chatSessions.id, id));
  if (!row) throw AppError.notFound("No such chat session.");
  return row;
}

/** The manager who owns the session, or null (issue 21). */
async function assigneeOf(db: Db, assigneeId: string | null) {
  if (!assigneeId) return null;
  const [row] = await db
    .select({ id: user.id, name: user.name, email: user.email })
    .from(user)
    .where(eq(user.id, assigneeId));
  return row ? { id: row.id, name: row.name || row.email } : null;
}

/** The session as a manager reads it: with its assignee (issue 21), and its snooze (issue 35). */
export async function toStaffChatSession(db: Db, row: SessionRow) {
  const snoozed = row.snoozedUntil && row.snoozedUntil.getTime() > Date.now() ? row.snoozedUntil : null;
  return {
    ...toChatSession(row),
    assignee: await assigneeOf(db, row.assigneeId),
    snoozedUntil: snoozed?.toISOString() ?? null,
  };
}

/**
 * The session and its latest `limit` lines (or those before line `before`), oldest first. The visitor
 * (`viewer` "guest", the default) reads the messages only; managers also the events and staff notes, and
 * the session's assignee (issue 21).
 */
export async function readThread(
  db: Db,
  sessionId: string,
  query: { before?: string; limit: number } = { limit: 100 },
  viewer: "guest" | "staff" = "guest",
): Promise<ChatThread> {
  const session = await findChatSession(db, sessionId);
  const visible = viewer === "guest" ? eq(chatMessages.kind, "message") : undefined;
  let older: SQL | undefined;
  if (query.before) {
    const [anchor] = await db
      .select({ createdAt: chatMessages.createdAt, id: chatMessages.id })
      .from(chatMessages)
      .where(and(eq(chatMessages.id, query.before), eq(chatMessages.sessionId, sessionId), visible));
    if (!anchor)
      throw AppError.badRequest("No such message in this chat.", { before: "Not a message of this chat" });
    older = or(
      lt(chatMessages.createdAt, anchor.createdAt),
      and(eq(chatMessages.createdAt, anchor.createdAt), lt(chatMessages.id, anchor.id)),
    );
  }
  const rows = await db
    .select()
    .from(chatMessages)
    .where(and(eq(chatMessages.sessionId, sessionId), older, visible))
    .orderBy(desc(chatMessages.createdAt), desc(chatMessages.id))
    .limit(query.limit + 1);
  const hasMore = rows.length > query.limit;
  const page = rows.slice(0, query.limit).reverse();
  return {
    session: viewer === "staff" ? await toStaffChatSession(db, session) : toChatSession(session),
    messages: page.map(toChatMessage),
    hasMore,
  };
}
