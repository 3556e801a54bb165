import { type CommonFacts, EVENT_TYPES, type EventPayload } from "~/domain/events";
import type { Subscriber } from "../../events/events";
import { notify } from "../notifications";
import { recordContact } from "./contacts";

/** Every event that was a contact with a creator moves the roster's last contact (issue 20). */
export const lastContactSubscriber: Subscriber = {
  name: "roster.last-contact",
  types: EVENT_TYPES,
  wants: (payload) => !!(payload as CommonFacts).contact?.creatorId,
  handle: async (tx, payload, event) => {
    const { contact } = payload as CommonFacts;
    await recordContact(tx, contact?.creatorId, contact?.at ? new Date(contact.at) : event.at);
  },
};

const CREATOR_PAGE = "/creator-dashboard/select-talent-manager";
const ROSTER_PAGE = "/talent-dashboard/creators";

type TalentEvent = "talent.manager_requested" | "talent.request_withdrawn" | "talent.manager_changed";

/**
 * Who hears of a creator's talent manager (issue 20): the manager asked (or no longer asked); on a change,
 * the creator and both managers, the old and the new (never the one who did it).
 */
export const talentNoticesSubscriber: Subscriber<TalentEvent> = {
  name: "roster.notices",
  types: ["talent.manager_requested", "talent.request_withdrawn", "talent.manager_changed"],
  handle: async (tx, payload, event) => {
    const { actor } = payload;
    const notice = { actor, kind: "talent_manager" as const, link: ROSTER_PAGE };
    switch (event.type) {
      case "talent.manager_requested":
      case "talent.request_withdrawn": {
        const { creatorId, managerId } = payload as EventPayload<"talent.manager_requested">;
        return notify(tx, {
          ...notice,
          to: [managerId],
          subject: { type: "talent_assignment", id: creatorId },
          title:
            event.type === "talent.manager_requested"
              ? `${actor?.name} asked you to be their talent manager`
              : `${actor?.name} withdrew their request for a talent manager`,
        });
      }
      case "talent.manager_changed": {
        const { creator, previous, next } = payload as EventPayload<"talent.manager_changed">;
        const subject = { type: "talent_assignment", id: creator.id };
        const before = previous ? `Before: ${previous.name}` : null;
        await notify(tx, {
          ...notice,
          subject,
          to: [creator.id],
          title: next ? `${next.name} is now your talent manager` : "You no longer have a talent manager",
          body: before,
          link: CREATOR_PAGE,
        });
        if (next)
          await notify(tx, {
            ...notice,
            subject,
            to: [next.id],
            title: `${creator.name} is now on your roster`,
            body: before,
          });
        if (previous)
          await notify(tx, {
            ...notice,
            subject,
            to: [previous.id],
            title: next
              ? `${creator.name} moved to ${next.name}'s roster`
              : `${creator.name} is no longer on your roster`,
          });
      }
    }
  },
};
