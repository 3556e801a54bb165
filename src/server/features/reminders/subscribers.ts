import { type CommonFacts, EVENT_TYPES } from "~/domain/events";
import type { Subscriber } from "../../events/events";
import { syncMeetingReminders } from "./schedule";

/** A meeting written (made, moved, cancelled, deleted): its reminders become the ones it wants now. */
export const meetingRemindersSubscriber: Subscriber = {
  name: "reminders.sync",
  types: EVENT_TYPES,
  wants: (payload) => (payload as CommonFacts).meetingId !== undefined,
  handle: async (tx, payload) => {
    await syncMeetingReminders(tx, (payload as CommonFacts).meetingId!);
  },
};
