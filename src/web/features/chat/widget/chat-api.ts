import type { ChatIdentity } from "~/domain/chat";
import { api } from "~/web/lib/api";

/* The visitor's calls: plain fetch (no TanStack Query on the public pages), the token as a bearer. */

/** The session in the path, the token as a bearer. */
const as = (identity: ChatIdentity) => ({
  params: { path: { id: identity.sessionId } },
  headers: { authorization: `Bearer ${identity.token}` },
});

/** A new chat, with the page it is opened on (the managers see where the visitor wrote from). */
export const startChat = () => api.POST("/chat/sessions", { body: { page: location.pathname } });

export const continueChat = (sessionId: string, code: string) =>
  api.POST("/chat/sessions/continue", { body: { sessionId, code } });

export function fetchThread(identity: ChatIdentity, before?: string) {
  const { params, headers } = as(identity);
  return api.GET("/chat/sessions/{id}/messages", { params: { ...params, query: { before } }, headers });
}

export const sendChatMessage = (identity: ChatIdentity, content: string) =>
  api.POST("/chat/sessions/{id}/messages", { ...as(identity), body: { content } });

export const leaveChatEmail = (identity: ChatIdentity, email: string) =>
  api.PUT("/chat/sessions/{id}/email", { ...as(identity), body: { email } });
