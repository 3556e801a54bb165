import type { ChatIdentity } from "~/domain/chat";
import { api } from "~/web/lib/api";

/* The visitor's calls: plain fetch (no TanStack Query on the public pages), the token as a bearer. */

/** The session in the path, the token as a bearer. */
const as = (identity: ChatIdentity) => ({
  params: { path: { id: identity.sessionId } },
  headers: { authorization: `Bearer ${identity.token}` },
});

/** The browser's IANA time zone, if it names one. */
function browserTimeZone(): string | undefined {
  try {
    return Intl.DateTimeFormat().resolvedOptions().timeZone || undefined;
  } catch {
    return undefined;
  }
}

/**
 * A new chat, with the page it is opened on and the visitor's time zone (the managers see where they wrote
 * from, and their local time). A browser that held a chat sends its token: the new chat joins its earlier
 * ones (issue 21).
 */
export const startChat = (previous?: ChatIdentity | null) =>
  api.POST("/chat/sessions", {
    body: { page: location.pathname, timeZone: browserTimeZone() },
    headers: previous ? { authorization: `Bearer ${previous.token}` } : undefined,
  });

/** The token this browser holds goes along: its tries have their own allowance (issue 31). */
export const continueChat = (sessionId: string, code: string, held?: ChatIdentity | null) =>
  api.POST("/chat/sessions/continue", {
    body: { sessionId, code },
    headers: held ? { authorization: `Bearer ${held.token}` } : undefined,
  });

export function fetchThread(identity: ChatIdentity, before?: string) {
  const { params, headers } = as(identity);
  return api.GET("/chat/sessions/{id}/messages", { params: { ...params, query: { before } }, headers });
}

export const sendChatMessage = (identity: ChatIdentity, content: string) =>
  api.POST("/chat/sessions/{id}/messages", { ...as(identity), body: { content } });

/* Issue 21: who the visitor is, their earlier chats, the transcript, and whether anyone is there. */

export const giveChatVisitor = (identity: ChatIdentity, details: { name?: string; email?: string }) =>
  api.PUT("/chat/sessions/{id}/visitor", { ...as(identity), body: details });

export function fetchEarlierChats(identity: ChatIdentity, page: number) {
  const { params, headers } = as(identity);
  return api.GET("/chat/sessions/{id}/earlier", {
    params: { ...params, query: { page, pageSize: 5 } },
    headers,
  });
}

export function fetchEarlierChat(identity: ChatIdentity, earlierId: string, before?: string) {
  return api.GET("/chat/sessions/{id}/earlier/{earlierId}", {
    params: { path: { id: identity.sessionId, earlierId }, query: { before } },
    headers: { authorization: `Bearer ${identity.token}` },
  });
}

export const requestTranscript = (identity: ChatIdentity) =>
  api.POST("/chat/sessions/{id}/transcript", as(identity));

export const fetchChatStatus = () => api.GET("/chat/status", {});
