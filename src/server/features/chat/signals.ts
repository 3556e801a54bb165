import { sql } from "drizzle-orm";
import { chatTopic } from "~/domain/chat";
import {
  CHAT_SEEN_SIGNAL,
  CHAT_SESSION_ID_PATTERN,
  CHAT_TYPING_SIGNAL,
  type ChatSide,
} from "~/domain/chat-rules";
import { can } from "~/domain/policy";
import type { AppDeps } from "../../context";
import { notifyQueued } from "../../db/notify-relay";
import { isoTime, publish, queuedNotify } from "../../realtime/publish";
import type { SignalHandler } from "../../realtime/topics";

/*
 * Typing and seen (issue 21, item 4; ADR 061): signals a chat's sockets send through the realtime hub. The
 * side is the subscription's: a socket let in by the session's token is the visitor, one let in by a
 * manager's session is the staff. Typing is published and forgotten; seen is kept on the session (the
 * time of the newest message of the other side seen) and published when it moves forward.
 */

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * `seen` with `ref`, the id of a message of the other side: each side's marker only moves forward. The
 * marker and its event are one statement (ADR 067).
 */
async function markSeen(deps: AppDeps, sessionId: string, by: ChatSide, messageId: string) {
  const column = sql.raw(by === "visitor" ? "visitor_seen_at" : "staff_seen_at");
  const notify = queuedNotify(
    chatTopic(sessionId),
    (at) => ({ type: "seen", sessionId, by, at }),
    isoTime(sql`created_at`),
    "seen",
  );
  const result = await deps.db.execute(sql`
    with seen as (
      update chat_sessions s set ${column} = m.created_at
      from chat_messages m
      where s.id = ${sessionId} and m.id = ${messageId} and m.session_id = ${sessionId}
        -- the visitor sees the staff's messages, and the staff the visitor's
        and m.is_admin = ${by === "visitor"}
        and (s.${column} is null or s.${column} < m.created_at)
      returning m.created_at
    ), queued as (${notify})
    select 1 from seen`);
  if ((result as unknown as { rows: unknown[] }).rows.length > 0) notifyQueued(deps.db);
}

export const chatSignals: Record<string, SignalHandler> = {
  "chat:": async (caller, topic, signal, deps) => {
    const sessionId = topic.slice("chat:".length);
    if (!CHAT_SESSION_ID_PATTERN.test(sessionId)) return; // chat:all has no one typing
    let by: ChatSide;
    if (caller.viaToken) by = "visitor";
    else if (caller.user && can.answerChats(caller.user.role)) by = "staff";
    else return;
    if (signal.name === CHAT_TYPING_SIGNAL) {
      // through NOTIFY to every instance's subscribers, stored nowhere
      // never echoed to the socket that typed (issue 31)
      await publish(
        deps.db,
        chatTopic(sessionId),
        { type: "typing", sessionId, by },
        undefined,
        caller.socketId,
      );
    } else if (signal.name === CHAT_SEEN_SIGNAL && signal.ref && UUID.test(signal.ref)) {
      await markSeen(deps, sessionId, by, signal.ref);
    }
  },
};
