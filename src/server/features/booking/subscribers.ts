import type { EventPayload } from "~/domain/events";
import type { Subscriber } from "../../events/events";
import { CREATOR_LINK, MANAGER_LINK } from "../appointments";
import { notify } from "../notifications";

type BookingEvent = "meeting.booked" | "meeting.booking_moved" | "meeting.booking_cancelled";

/**
 * Who hears of a booked meeting: its manager when a creator books it; when it moves or is cancelled, the
 * other side (the creator and the meeting's manager; `notify` leaves out the one who acted).
 */
export const bookingNoticesSubscriber: Subscriber<BookingEvent> = {
  name: "booking.notices",
  types: ["meeting.booked", "meeting.booking_moved", "meeting.booking_cancelled"],
  handle: async (tx, payload, event) => {
    const { actor } = payload;
    const notice = {
      actor,
      kind: "meeting" as const,
      subject: { type: "appointment", id: payload.meetingId },
    };
    if (event.type === "meeting.booked") {
      const { managerId, topic, when } = payload as EventPayload<"meeting.booked">;
      return notify(tx, {
        ...notice,
        to: [managerId],
        title: `${actor?.name} booked a meeting: ${topic}`,
        body: `When: ${when}`,
        link: MANAGER_LINK,
      });
    }
    const change = payload as EventPayload<"meeting.booking_moved" | "meeting.booking_cancelled">;
    const [title, first] =
      event.type === "meeting.booking_moved"
        ? [
            `${actor?.name} moved the meeting: ${change.topic}`,
            `When: ${(change as EventPayload<"meeting.booking_moved">).when}`,
          ]
        : [
            `${actor?.name} cancelled the meeting: ${change.topic}`,
            `Was: ${(change as EventPayload<"meeting.booking_cancelled">).was}`,
          ];
    const body = [first, change.note && `Note: ${change.note}`].filter(Boolean).join(" · ");
    await notify(tx, { ...notice, to: [change.creatorId], title, body, link: CREATOR_LINK });
    if (change.managerId)
      await notify(tx, { ...notice, to: [change.managerId], title, body, link: MANAGER_LINK });
  },
};
