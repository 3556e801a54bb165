import { can } from "~/domain/policy";
import { SCRIPT_REQUESTS_TOPIC } from "~/domain/script-requests";
import type { TopicAuthorizer } from "../../realtime/topics";

/** The managers' script-request queue: managers only. Creators hear of their own on `user:{id}`. */
export const scriptRequestTopics: Record<string, TopicAuthorizer> = {
  "script-requests:": async (caller, topic) =>
    topic === SCRIPT_REQUESTS_TOPIC && caller.user !== null && can.manageScriptRequests(caller.user.role),
};
