import { can } from "~/domain/policy";
import { ROSTER_TOPIC } from "~/domain/roster";
import type { TopicAuthorizer } from "../../realtime/topics";

/** Every roster change, for managers (a creator hears of their own on their user topic). */
export const rosterTopics: Record<string, TopicAuthorizer> = {
  "roster:": async (caller, topic) =>
    topic === ROSTER_TOPIC && caller.user !== null && can.manageRoster(caller.user.role),
};
