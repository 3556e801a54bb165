import { and, eq, isNull, sql } from "drizzle-orm";
import { ALL_CHATS_TOPIC, type AssignChatInput, type ChatMessage, chatTopic } from "~/domain/chat";
import type { ChatLineKind } from "~/domain/chat-owners";
import { messages } from "~/domain/messages";
import { can } from "~/domain/policy";
import type { RealtimeEvent } from "~/domain/realtime";
import type { SessionUser } from "../../auth/session";
import type { AppDeps } from "../../context";
import type { Db } from "../../db/client";
import { chatMessages, chatSessions, user } from "../../db/schema";
import { emit } from "../../events/events";
import { AppError } from "../../lib/app-error";
import { publish } from "../../realtime/publish";
import { toChatMessage, toStaffChatSession } from "./thread";

/*
 * Who owns a live chat (issue 21): assign, hand off with a note, unassign, reopen; and the claim of an
 * unassigned chat by a manager's reply. Each change is a line of the thread (an event, or a staff note),
 * which only managers read: lines other than messages go out on the managers' topic, never the session's.
 */

type Tx = Parameters<Parameters<Db["transaction"]>[0]>[0];

/** A manager's name as the thread shows it. */
export const nameOf = (person: { name: string; email: string }) => person.name || person.email;

/**
 * Adds an event or note line by `actor`; its time is taken now, after the lines before it, and after `after`
 * (a line of the same change): the embedded database's clock may give two lines one time, and the thread
 * reads by time, then a random id.
 */
export async function addThreadLine(
  tx: Tx,
  sessionId: string,
  actor: { id: string },
  kind: Exclude<ChatLineKind, "message">,
  content: string,
  status: "open" | "closed" = "open",
  at: Date | undefined = undefined,
  after: ChatMessage | undefined = undefined,
): Promise<ChatMessage> {
  const [row] = await tx
    .insert(chatMessages)
    .values({
      sessionId,
      content,
      kind,
      isAdmin: true,
      userId: actor.id,
      status,
      createdAt:
        at ??
        (after
          ? sql`greatest(clock_timestamp(), ${after.createdAt}::timestamptz + interval '1 millisecond')`
          : sql`clock_timestamp()`),
    })
    .returning();
  return toChatMessage(row!);
}

/**
 * Tells the managers' screens of a change to a session (`event`), with the thread's new lines: the lists
 * and counts refetch, an open thread adds the lines. Too large for NOTIFY, the lines are left out (the
 * thread refetches).
 */
export async function publishLines(tx: Tx, event: RealtimeEvent, lines: ChatMessage[]) {
  await publish(tx, ALL_CHATS_TOPIC, { ...event, lines }, event);
}

/** The session, locked for the change (404 when there is none). */
export async function lockSession(tx: Tx, sessionId: string) {
  const [row] = await tx.select().from(chatSessions).where(eq(chatSessions.id, sessionId)).for("update");
  if (!row) throw AppError.notFound("No such chat session.");
  return row;
}

async function personOf(tx: Tx, id: string) {
  const [row] = await tx
    .select({ id: user.id, name: user.name, email: user.email, role: user.role })
    .from(user)
    .where(eq(user.id, id));
  return row ?? null;
}

/**
 * Assigns the session to a manager (`assigneeId`, the caller or a colleague) or to nobody (null), with an
 * optional hand-off note. The session's row is locked, so two changes take turns and the last one wins;
 * each is a line of the thread. The assignee hears of it (unless they made the change). Assigning the
 * assignee again without a note changes nothing.
 */
export async function assignChat(
  deps: AppDeps,
  caller: SessionUser,
  sessionId: string,
  input: AssignChatInput,
) {
  return deps.db.transaction(async (tx) => {
    const session = await lockSession(tx, sessionId);
    const assignee = input.assigneeId ? await personOf(tx, input.assigneeId) : null;
    if (input.assigneeId && (!assignee || !can.answerChats(assignee.role)))
      throw AppError.badRequest("Choose one of the managers.", { assigneeId: "Choose a manager" });
    const note = input.note?.trim() || null;
    if ((assignee?.id ?? null) === session.assigneeId && !note) return toStaffChatSession(tx, session);

    const lines: ChatMessage[] = [];
    const actor = nameOf(caller);
    if ((assignee?.id ?? null) !== session.assigneeId) {
      const before = session.assigneeId === null ? null : await personOf(tx, session.assigneeId);
      const [row] = await tx
        .update(chatSessions)
        .set({ assigneeId: assignee?.id ?? null, assignedAt: assignee ? sql`now()` : null })
        .where(eq(chatSessions.id, sessionId))
        .returning();
      Object.assign(session, row);
      const text = assignee
        ? messages.chatInbox.events.assigned(actor, nameOf(assignee))
        : messages.chatInbox.events.unassigned(actor, before ? nameOf(before) : "nobody");
      lines.push(await addThreadLine(tx, sessionId, caller, "event", text, session.status));
    }
    if (note)
      lines.push(
        await addThreadLine(tx, sessionId, caller, "note", note, session.status, undefined, lines.at(-1)),
      );
    if (assignee)
      await emit(tx, "chat.assigned", {
        actor: { id: caller.id, name: actor },
        sessionId,
        assigneeId: assignee.id,
        note,
      });
    await publishLines(tx, { type: "assigned", sessionId, assigneeId: assignee?.id ?? null }, lines);
    return toStaffChatSession(tx, session);
  });
}

/** Reopens a closed session: it and its messages are open again, the visitor may write; recorded in the thread. */
export async function reopenChatSession(deps: AppDeps, caller: SessionUser, sessionId: string) {
  return deps.db.transaction(async (tx) => {
    const session = await lockSession(tx, sessionId);
    if (session.status === "open") return toStaffChatSession(tx, session);
    const [row] = await tx
      .update(chatSessions)
      .set({ status: "open", closedAt: null })
      .where(eq(chatSessions.id, sessionId))
      .returning();
    await tx.update(chatMessages).set({ status: "open" }).where(eq(chatMessages.sessionId, sessionId));
    const line = await addThreadLine(
      tx,
      sessionId,
      caller,
      "event",
      messages.chatInbox.events.reopened(nameOf(caller)),
    );
    await publish(tx, chatTopic(sessionId), { type: "reopened", sessionId });
    await publishLines(tx, { type: "reopened", sessionId }, [line]);
    return toStaffChatSession(tx, row!);
  });
}

/**
 * A manager's reply to an unassigned open chat makes it theirs: one conditional update (`assignee_id is
 * null`), so of two replies at once the second waits on the row and finds it taken; nothing else is
 * locked. Returns the event line when this reply took it (its time is before the reply's), else null.
 */
export async function claimOnReply(
  tx: Tx,
  sessionId: string,
  caller: SessionUser,
): Promise<ChatMessage | null> {
  const [claimed] = await tx
    .update(chatSessions)
    .set({ assigneeId: caller.id, assignedAt: sql`clock_timestamp()` })
    .where(
      and(eq(chatSessions.id, sessionId), eq(chatSessions.status, "open"), isNull(chatSessions.assigneeId)),
    )
    .returning({ at: chatSessions.assignedAt });
  if (!claimed) return null;
  const text = messages.chatInbox.events.claimedByReply(nameOf(caller));
  return addThreadLine(tx, sessionId, caller, "event", text, "open", claimed.at!);
}
