import type { ChatSessionCreated } from "~/domain/chat";
import { call, type RequestOptions } from "./auth";
import type { TestContext } from "./context";

/* Helpers for tests of the live chat: a guest session made through the API, and calls with its token. */

export async function newGuestChat(ctx: TestContext, ip?: string): Promise<ChatSessionCreated> {
  const res = await call(ctx, "/api/chat/sessions", { method: "POST", ip });
  if (res.status !== 201) throw new Error(`chat session: ${res.status} ${await res.text()}`);
  return res.json();
}

/** A request with a guest's chat token. */
export function asGuest(ctx: TestContext, token: string, path: string, options: RequestOptions = {}) {
  return call(ctx, path, { ...options, headers: { authorization: `Bearer ${token}`, ...options.headers } });
}

export async function guestSays(ctx: TestContext, chat: ChatSessionCreated, content: string) {
  const res = await asGuest(ctx, chat.token, `/api/chat/sessions/${chat.sessionId}/messages`, {
    json: { content },
  });
  if (res.status !== 201) throw new Error(`guest message: ${res.status} ${await res.text()}`);
  return res.json();
}

export async function managerSays(ctx: TestContext, cookie: string, sessionId: string, content: string) {
  const res = await call(ctx, `/api/chat/sessions/${sessionId}/messages`, { cookie, json: { content } });
  if (res.status !== 201) throw new Error(`staff reply: ${res.status} ${await res.text()}`);
  return res.json();
}
