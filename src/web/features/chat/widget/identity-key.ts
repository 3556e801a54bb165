import type { ChatIdentity } from "~/domain/chat";

/** Where the visitor's chat identity is kept (localStorage): read by the widget and by the site's chat loader. */
export const CHAT_IDENTITY_KEY = "creatordesk.chat";

/** The stored identity, if it is whole: free of React, for the static pages' chat loader too. */
export function parseChatIdentity(raw: string | null): ChatIdentity | null {
  if (!raw) return null;
  try {
    const value = JSON.parse(raw) as Partial<ChatIdentity>;
    return typeof value.sessionId === "string" &&
      typeof value.code === "string" &&
      typeof value.token === "string"
      ? { sessionId: value.sessionId, code: value.code, token: value.token }
      : null;
  } catch {
    return null;
  }
}
