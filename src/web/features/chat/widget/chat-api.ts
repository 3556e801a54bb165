import type { ChatIdentity, ChatMessage, ChatSessionCreated, ChatThread } from "~/domain/chat";
import { apiFetch } from "~/web/lib/api";

/* The visitor's calls: plain fetch (no TanStack Query on the public pages), the token as a bearer. */

const auth = (identity: ChatIdentity) => ({ authorization: `Bearer ${identity.token}` });
const base = (sessionId: string) => `/api/chat/sessions/${encodeURIComponent(sessionId)}`;

export const startChat = () => apiFetch<ChatSessionCreated>("/api/chat/sessions", { method: "POST" });

export const continueChat = (sessionId: string, code: string) =>
  apiFetch<ChatSessionCreated>("/api/chat/sessions/continue", { method: "POST", json: { sessionId, code } });

export function fetchThread(identity: ChatIdentity, before?: string) {
  const query = before ? `?before=${encodeURIComponent(before)}` : "";
  return apiFetch<ChatThread>(`${base(identity.sessionId)}/messages${query}`, { headers: auth(identity) });
}

export const sendChatMessage = (identity: ChatIdentity, content: string) =>
  apiFetch<ChatMessage>(`${base(identity.sessionId)}/messages`, {
    method: "POST",
    headers: auth(identity),
    json: { content },
  });

export const leaveChatEmail = (identity: ChatIdentity, email: string) =>
  apiFetch<ChatThread["session"]>(`${base(identity.sessionId)}/email`, {
    method: "PUT",
    headers: auth(identity),
    json: { email },
  });
