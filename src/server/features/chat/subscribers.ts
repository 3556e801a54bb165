import { messages } from "~/domain/messages";
import type { Subscriber } from "../../events/events";
import { notify } from "../notifications";

/** Where a manager opens a chat. */
const chatLink = (sessionId: string) => `/talent-dashboard?chat=${encodeURIComponent(sessionId)}`;

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
