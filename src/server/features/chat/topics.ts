import { ALL_CHATS_TOPIC } from "~/domain/chat";
import { CHAT_SESSION_ID_PATTERN } from "~/domain/chat-rules";
import { can } from "~/domain/policy";
import type { AppDeps } from "../../context";
import type { RealtimeCaller, TopicAuthorizer } from "../../realtime/topics";
import { touchStaffPresence } from "./presence";
import { sessionOfToken } from "./tokens";

/**
 * `chat:all` for managers; `chat:{sessionId}` for managers and for the guest holding that session's token.
 * A token sent with a session's topic is always checked, a manager's too (one who opened the site's widget
 * is its visitor there): its signals then speak for the visitor (ADR 061).
 */
export const chatTopics: Record<string, TopicAuthorizer> = {
  "chat:": async (caller, topic, deps) => {
    const sessionId = topic.slice("chat:".length);
    const isSession = CHAT_SESSION_ID_PATTERN.test(sessionId);
    if (isSession && caller.token !== undefined)
      return (await sessionOfToken(deps.db, caller.token)) === sessionId;
    if (caller.user && can.answerChats(caller.user.role)) {
      if (topic === ALL_CHATS_TOPIC) void touchStaffPresence(deps.db, caller.user.id); // issue 21
      return topic === ALL_CHATS_TOPIC || isSession;
    }
    return false;
  },
};

/** A manager's socket on the list of chats is still there: they are on the chat (issue 21, throttled). */
export const chatKeepAlive = {
  topic: ALL_CHATS_TOPIC,
  alive: (caller: RealtimeCaller, deps: AppDeps) => {
    if (caller.user && can.answerChats(caller.user.role)) void touchStaffPresence(deps.db, caller.user.id);
  },
};
