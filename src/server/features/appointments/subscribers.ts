import type { EventPayload } from "~/domain/events";
import type { Subscriber } from "../../events/events";
import { notify } from "../notifications";
import { managerOfCreator, managersToTell } from "../roster";
import { CREATOR_LINK, MANAGER_LINK, utcText } from "./service";

type After = EventPayload<"meeting.changed">["after"];

function changeTitle(before: EventPayload<"meeting.changed">["before"], after: After) {
  if (after.status === "Scheduled" && after.scheduledAt)
    return before.status === "Scheduled"
      ? `Your meeting was rescheduled: ${after.topic}`
      : `Your meeting is scheduled: ${after.topic}`;
  if (after.status !== before.status) return `Your meeting is now ${after.status}: ${after.topic}`;
  return `Your meeting was updated: ${after.topic}`;
}

/**
 * Who hears of a meeting: a request goes to the creator's manager (every manager while they have none,
 * issue 20); a manager's change to the creator, and to the creator's own manager when another manager made it.
 */
export const meetingNoticesSubscriber: Subscriber<"meeting.requested" | "meeting.changed"> = {
  name: "appointments.notices",
  types: ["meeting.requested", "meeting.changed"],
  handle: async (tx, payload, event) => {
    const { actor } = payload;
    const subject = { type: "appointment", id: payload.meetingId };
    if (event.type === "meeting.requested") {
      const { topic, requestedAt, contact } = payload as EventPayload<"meeting.requested">;
      return notify(tx, {
        to: await managersToTell(tx, contact!.creatorId!),
        actor,
        kind: "new_request",
        subject,
        title: `${actor?.name} requested a meeting: ${topic}`,
        body: requestedAt ? `Preferred time: ${utcText(requestedAt)}` : null,
        link: MANAGER_LINK,
      });
    }
    const { before, after } = payload as EventPayload<"meeting.changed">;
    await notify(tx, {
      to: [after.creatorId],
      actor,
      kind: "meeting",
      subject,
      title: changeTitle(before, after),
      body:
        [
          after.scheduledAt && `When: ${utcText(after.scheduledAt)}`,
          after.meetLink && `Link: ${after.meetLink}`,
        ]
          .filter(Boolean)
          .join(" · ") || null,
      link: CREATOR_LINK,
    });
    const own = await managerOfCreator(tx, after.creatorId);
    if (own && own !== actor?.id)
      await notify(tx, {
        to: [own],
        actor,
        kind: "meeting",
        subject,
        title: `${actor?.name} changed ${after.creatorName}'s meeting: ${after.topic} (${after.status})`,
        body: after.scheduledAt ? `When: ${utcText(after.scheduledAt)}` : null,
        link: MANAGER_LINK,
      });
  },
};
