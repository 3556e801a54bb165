import { and, desc, eq, lt, or, type SQL } from "drizzle-orm";
import type { ChatMessage, ChatThread } from "~/domain/chat";
import type { Db } from "../../db/client";
import { chatMessages, chatSessions } from "../../db/schema";
import { AppError } from "../../lib/app-error";

type MessageRow = typeof chatMessages.$inferSelect;
type SessionRow = typeof chatSessions.$inferSelect;

export const toChatMessage = (row: MessageRow): ChatMessage => ({
  id: row.id,
  sessionId: row.sessionId,
  content: row.content,
  isAdmin: row.isAdmin,
  status: row.status,
  createdAt: row.createdAt.toISOString(),
});

export const toChatSession = (row: SessionRow) => ({
  id: row.id,
  status: row.status,
  email: row.email,
  createdAt: row.createdAt.toISOString(),
  visitorSeenAt: row.visitorSeenAt?.toISOString() ?? null,
  staffSeenAt: row.staffSeenAt?.toISOString() ?? null,
});

export async function findChatSession(db: Db, id: string): Promise<SessionRow> {
  const [row] = await db.select().from(chatSessions).where(eq(chatSessions.id, id));
  if (!row) throw AppError.notFound("No such chat session.");
  return row;
}

/** The session and its latest `limit` messages (or those before message `before`), oldest first. */
export async function readThread(
  db: Db,
  sessionId: string,
  query: { before?: string; limit: number } = { limit: 100 },
): Promise<ChatThread> {
  const session = await findChatSession(db, sessionId);
  let older: SQL | undefined;
  if (query.before) {
    const [anchor] = await db
      .select({ createdAt: chatMessages.createdAt, id: chatMessages.id })
      .from(chatMessages)
      .where(and(eq(chatMessages.id, query.before), eq(chatMessages.sessionId, sessionId)));
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
    .where(and(eq(chatMessages.sessionId, sessionId), older))
    .orderBy(desc(chatMessages.createdAt), desc(chatMessages.id))
    .limit(query.limit + 1);
  const hasMore = rows.length > query.limit;
  const page = rows.slice(0, query.limit).reverse();
  return { session: toChatSession(session), messages: page.map(toChatMessage), hasMore };
}
