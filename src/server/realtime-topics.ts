import { userTopics } from "./features/activity/topics";
import { appointmentTopics } from "./features/appointments/topics";
import { availabilityTopics } from "./features/availability/topics";
import { chatSignals } from "./features/chat/signals";
import { chatKeepAlive, chatTopics } from "./features/chat/topics";
import { dealTopics } from "./features/deals/topics";
import { inboxTopics } from "./features/inbox/topics";
import { projectTopics } from "./features/production/topics";
import { rosterTopics } from "./features/roster/topics";
import { scriptRequestTopics } from "./features/script-requests/topics";
import { TopicRegistry } from "./realtime/topics";

/**
 * Every feature's realtime topics and who may hear them: the one list, as `createApi()` is for routes.
 * A feature adds its prefixes here; the hub itself never changes.
 */
export function createTopics(): TopicRegistry {
  const topics = new TopicRegistry();
  topics.registerAll(chatTopics);
  topics.registerAll(inboxTopics);
  topics.registerAll(userTopics);
  topics.registerAll(scriptRequestTopics);
  topics.registerAll(projectTopics);
  topics.registerAll(appointmentTopics);
  topics.registerAll(dealTopics);
  topics.registerAll(rosterTopics);
  topics.onAlive(chatKeepAlive.topic, chatKeepAlive.alive);
  // issue 20: a manager's free times, for open booking calendars
  topics.registerAll(availabilityTopics);
  // issue 21: typing and seen on a chat's topic
  topics.registerSignals(chatSignals);
  return topics;
}
