import { CONTACT_INBOX_TOPIC } from "~/domain/inbox";
import { can } from "~/domain/policy";
import type { TopicAuthorizer } from "../../realtime/topics";

/** The contact inbox's topic, for managers only. */
export const inboxTopics: Record<string, TopicAuthorizer> = {
  "inbox:": async (caller, topic) =>
    topic === CONTACT_INBOX_TOPIC && caller.user !== null && can.readContactInbox(caller.user.role),
};
