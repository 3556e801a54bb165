import type { TopicAuthorizer } from "../../realtime/topics";

/**
 * A manager's free times changed: for anyone signed in, as the free slots themselves are (the events carry
 * no more than "changed", never what the meeting is).
 */
export const availabilityTopics: Record<string, TopicAuthorizer> = {
  "slots:": async (caller, topic) => caller.user !== null && /^slots:[A-Za-z0-9_-]{1,200}$/.test(topic),
};
