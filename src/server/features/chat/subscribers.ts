import { messages } from "~/domain/messages";
import type { Subscriber } from "../../events/events";
import { notify } from "../notifications";

/** Where a manager opens a chat. */
const chatLink = (sessionId: string) => `/talent-dashboard?chat=${encodeURIComponent(sessionId)}`;
/** The chat in the inbox (issue 35). */
const inboxLink = (sessionId: string) => `/talent-dashboard/inbox?chat=${encodeURIComponent(sessionId)}`;

/** A manager given a chat hears of it, with the note that came with it. */
export const chatAssignedSubscriber: Subscriber<"chat.assigned"> = {
  name: "chat.assigned-notice",
  types: ["chat.assigned"],
  handle: async (tx, { actor, sessionId, assigneeId, note }) => {
    await notify(tx, {
      to: [assigneeId],
      actor,
      kind: "chat_assigned",
      subject: { type: "chat_session", id: sessionId },
      title: messages.chatInbox.notified(actor?.name ?? ""),
      body: note,
      link: chatLink(sessionId),
    });
  },
};

/** Whoever snoozed a chat hears that it is back (issue 35): its time passed, or the visitor wrote again. */
export const chatSnoozeEndedSubscriber: Subscriber<"chat.snooze_ended"> = {
  name: "chat.snooze-ended-notice",
  types: ["chat.snooze_ended"],
  handle: async (tx, { actor, sessionId, snoozedBy, reason }) => {
    if (!snoozedBy) return;
    await notify(tx, {
      to: [snoozedBy],
      actor,
      kind: "chat_snooze_ended",
      subject: { type: "chat_session", id: sessionId },
      title: messages.chatInbox.snoozeEnded,
      body: messages.chatInbox.snoozeEndedBody(reason),
      link: inboxLink(sessionId),
    });
  },
};
