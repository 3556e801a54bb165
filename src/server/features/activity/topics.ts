import type { TopicAuthorizer } from "../../realtime/topics";

/** `user:{id}`: the events about one user's own things, heard by that user alone. */
export const userTopics: Record<string, TopicAuthorizer> = {
  "user:": async (caller, topic) => caller.user !== null && topic === `user:${caller.user.id}`,
};
