import { type CommonFacts, EVENT_TYPES } from "~/domain/events";
import type { Subscriber } from "../../events/events";
import { recordStatusChange } from "./status-history";

/** Every event that changed a status (or made a subject) is a line of that subject's history. */
export const historySubscriber: Subscriber = {
  name: "activity.history",
  types: EVENT_TYPES,
  wants: (payload) => (payload as CommonFacts).change !== undefined,
  handle: async (tx, payload, event) => {
    const { change, actor } = payload as CommonFacts;
    if (change) await recordStatusChange(tx, { ...change, actor, at: event.at });
  },
};
