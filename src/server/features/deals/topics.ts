import { DEALS_TOPIC, managesDeals } from "~/domain/deals";
import type { TopicAuthorizer } from "../../realtime/topics";

/** `deals`: every change to any deal, its deliverables or documents; managers only. */
export const dealTopics: Record<string, TopicAuthorizer> = {
  [DEALS_TOPIC]: async (caller, topic) =>
    topic === DEALS_TOPIC && !!caller.user && managesDeals(caller.user.role),
};
