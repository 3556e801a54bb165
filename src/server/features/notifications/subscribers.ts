import type { EventPayload, WorkThing } from "~/domain/events";
import type { Subscriber } from "../../events/events";
import {
  noticeOfFileComment,
  noticeOfNewRequest,
  noticeOfProjectMessage,
  noticeOfStatusChange,
  type Thing,
} from "./notices";

type WorkEvent = "work.requested" | "work.status_changed" | "work.message_posted" | "work.file_commented";

/** A work item whose creator is still there (their account gone: nobody to tell). */
const known = (thing: WorkThing): thing is Thing => thing.creatorId !== null;

/** The work items' notices (script requests, editing and design projects, campaigns). */
export const workNoticesSubscriber: Subscriber<WorkEvent> = {
  name: "notifications.work",
  types: ["work.requested", "work.status_changed", "work.message_posted", "work.file_commented"],
  wants: (payload) => known(payload.thing),
  handle: async (tx, payload, event) => {
    const { thing, actor } = payload;
    if (!known(thing)) return;
    switch (event.type) {
      case "work.requested":
        return noticeOfNewRequest(tx, thing, actor, (payload as EventPayload<"work.requested">).staffRole);
      case "work.status_changed": {
        const { from, to, note } = payload as EventPayload<"work.status_changed">;
        return noticeOfStatusChange(tx, thing, actor, { from, to, note });
      }
      case "work.message_posted":
        return noticeOfProjectMessage(
          tx,
          thing,
          actor,
          (payload as EventPayload<"work.message_posted">).content,
        );
      case "work.file_commented": {
        const { file, body } = payload as EventPayload<"work.file_commented">;
        return noticeOfFileComment(tx, thing, actor, { file, body });
      }
    }
  },
};
