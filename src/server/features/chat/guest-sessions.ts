import { timingSafeEqual } from "node:crypto";
import { and, eq, inArray, notInArray, sql } from "drizzle-orm";
import type { ChatEmailInput, ChatSessionCreated, ContinueChatInput } from "~/domain/chat";
import { CHAT_CONTINUE_MAX_FAILURES, CHAT_CONTINUE_WINDOW_MS } from "~/domain/chat-rules";
import type { AppDeps } from "../../context";
import type { Db } from "../../db/client";
import { chatSessions, chatSessionTokens } from "../../db/schema";
import { AppError } from "../../lib/app-error";
import { hitRateLimit, undoRateLimitHit } from "../../lib/rate-limit";
import { readThread } from "./thread";
import { hashChatToken, newChatSessionId, newChatToken, newLoginCode } from "./tokens";
import { setChatVisitor } from "./visitor";

const HOUR_MS = 3_600_000;
/** Browsers holding one session at most; older tokens are dropped. */
const MAX_TOKENS_PER_SESSION = 20;

async function issueToken(db: Db, sessionId: string): Promise<string> {
  const token = newChatToken();
  await db.insert(chatSessionTokens).values({ tokenHash: hashChatToken(token), sessionId });
  const keep = db
    .select({ hash: chatSessionTokens.tokenHash })
    .from(chatSessionTokens)
    .where(eq(chatSessionTokens.sessionId, sessionId))
    .orderBy(sql`${chatSessionTokens.createdAt} desc`)
    .limit(MAX_TOKENS_PER_SESSION);
  await db
    .delete(chatSessionTokens)
    .where(and(eq(chatSessionTokens.sessionId, sessionId), notInArray(chatSessionTokens.tokenHash, keep)));
  return token;
}

/**
 * A new guest session (spec section 4: on first opening of the widget), limited per IP per hour. The page it
 * was opened on and the visitor's account, when they are signed in, are kept for the managers' list.
 */
export async function createGuestSession(
  deps: AppDeps,
  ip: string,
  visitor: {
    page?: string;
    userId?: string;
    timeZone?: string;
    visitorKey?: string;
    country?: string | null;
  } = {},
): Promise<ChatSessionCreated> {
  const { db, env } = deps;
  const limit = await hitRateLimit(db, `chat-session:${ip}`, env.CHAT_SESSION_RATE_LIMIT, HOUR_MS);
  if (!limit.allowed) {
    const minutes = Math.ceil(limit.retryAfterSeconds / 60);
    throw AppError.tooManyRequests(
      limit.retryAfterSeconds,
      `Too many new chats from your network. Please try again in ${minutes} minute${minutes === 1 ? "" : "s"}.`,
    );
  }
  const id = newChatSessionId();
  const code = newLoginCode();
  const token = await db.transaction(async (tx) => {
    await tx.insert(chatSessions).values({
      id,
      loginCode: code,
      ipAddress: ip,
      page: visitor.page ?? null,
      visitorUserId: visitor.userId ?? null,
      // issue 21: the visitor's zone, and the browser's earlier chats (the key of the chat it held)
      timeZone: visitor.timeZone ?? null,
      // issue 35: the country the proxy in front named, for the inbox's filter
      country: visitor.country ?? null,
      ...(visitor.visitorKey ? { visitorKey: visitor.visitorKey } : {}),
    });
    return issueToken(tx, id);
  });
  return { sessionId: id, code, token, thread: await readThread(db, id) };
}

function sameCode(stored: string, given: string) {
  const a = Buffer.from(stored);
  const b = Buffer.from(given);
  return a.length === b.length && timingSafeEqual(a, b);
}

/**
 * 'Continue a Conversation?': the session id and its code give a new token and the history. The code has
 * only 9,000 values, so every try counts against the pair of session id and client (the IP), and against
 * the client (5 in 15 minutes each); a right pair takes its try back. A blocked pair is refused even when
 * right, so the limit leaks nothing. A stranger's wrong tries do not count against the guest's own
 * client, so they cannot lock the guest out (issue 17); the session id, random and known only to its
 * guest and the managers, is the other half of the secret. The guest's own browser sends the token it holds
 * (this chat's, or a later chat's of the same browser): its tries then count against that token alone, like
 * a sign-in's device cookie, so nobody's guesses, even from the same address, lock it out (issue 31).
 */
export async function continueGuestSession(
  deps: AppDeps,
  input: ContinueChatInput,
  ip: string,
  heldToken?: string,
): Promise<ChatSessionCreated> {
  const { db } = deps;
  const own = heldToken ? await sameBrowser(db, heldToken, input.sessionId) : false;
  const keys = own
    ? [`chat-continue:token:${hashChatToken(heldToken!)}`]
    : [`chat-continue:session:${input.sessionId}:ip:${ip}`, `chat-continue:ip:${ip}`];
  const hits = await Promise.all(
    keys.map((key) => hitRateLimit(db, key, CHAT_CONTINUE_MAX_FAILURES, CHAT_CONTINUE_WINDOW_MS)),
  );
  const blocked = hits.filter((hit) => !hit.allowed);
  if (blocked.length > 0) {
    const wait = Math.max(...blocked.map((hit) => hit.retryAfterSeconds));
    const minutes = Math.ceil(wait / 60);
    throw AppError.tooManyRequests(
      wait,
      `Too many attempts to continue a chat. Please wait ${minutes} minute${minutes === 1 ? "" : "s"} and try again.`,
    );
  }
  const [session] = await db.select().from(chatSessions).where(eq(chatSessions.id, input.sessionId));
  if (!session || !sameCode(session.loginCode, input.code)) {
    throw new AppError(401, "chat_login_failed", "Session ID or code is incorrect.");
  }
  await Promise.all(keys.map((key) => undoRateLimitHit(db, key)));
  const token = await issueToken(db, session.id);
  return { sessionId: session.id, code: session.loginCode, token, thread: await readThread(db, session.id) };
}

/**
 * The old clients' way to leave an email (ADR 059): the visitor's details with the email alone, under the
 * same once-only rule (a second try is 409), so an address once given is never swapped for another
 * (ADR 070).
 */
export const setChatEmail = (deps: AppDeps, sessionId: string, input: ChatEmailInput) =>
  setChatVisitor(deps, sessionId, { email: input.email });

/** Whether `token` opens a chat of the same browser as `sessionId` (the same visitor key). */
async function sameBrowser(db: Db, token: string, sessionId: string): Promise<boolean> {
  const [row] = await db
    .select({ id: chatSessions.id })
    .from(chatSessionTokens)
    .innerJoin(chatSessions, eq(chatSessions.id, chatSessionTokens.sessionId))
    .where(
      and(
        eq(chatSessionTokens.tokenHash, hashChatToken(token)),
        eq(
          chatSessions.visitorKey,
          db
            .select({ key: chatSessions.visitorKey })
            .from(chatSessions)
            .where(eq(chatSessions.id, sessionId)),
        ),
      ),
    );
  return row !== undefined;
}

/** Sessions opened but never written in are kept a day (the visitor may come back), then removed. */
export async function pruneIdleChatSessions(db: Db) {
  const idle = db
    .select({ id: chatSessions.id })
    .from(chatSessions)
    .where(
      and(
        sql`${chatSessions.lastMessageAt} is null`,
        sql`${chatSessions.createdAt} < now() - interval '1 day'`,
      ),
    );
  await db.delete(chatSessions).where(inArray(chatSessions.id, idle));
}
