import { eq } from "drizzle-orm";
import { afterAll, beforeAll, expect, it } from "vitest";
import { chatSessions } from "../../db/schema";
import { call, signedInAs } from "../../testing/auth";
import { asGuest, guestSays, managerSays, newGuestChat } from "../../testing/chat";
import { createTestContext, type TestContext } from "../../testing/context";

/* Smoke (PGlite lane): a guest opens a chat, a manager replies, finds it in the list, and closes it. */

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext();
});
afterAll(() => ctx.close());

it("opens a chat, talks, lists it, and closes it", async () => {
  const manager = (await signedInAs(ctx, "manager")).cookie;
  const chat = await newGuestChat(ctx);
  expect(chat.thread).toMatchObject({ session: { id: chat.sessionId, status: "open" }, messages: [] });
  await guestSays(ctx, chat, "Hello from the smoke test");
  await managerSays(ctx, manager, chat.sessionId, "Hi there");

  const thread = await (
    await asGuest(ctx, chat.token, `/api/chat/sessions/${chat.sessionId}/messages`)
  ).json();
  expect(thread.messages.map((m: { content: string; isAdmin: boolean }) => [m.content, m.isAdmin])).toEqual([
    ["Hello from the smoke test", false],
    ["Hi there", true],
  ]);
  const list = async () =>
    (await (await call(ctx, "/api/chat/sessions?pageSize=100", { cookie: manager })).json()).items.map(
      (s: { id: string }) => s.id,
    );
  expect(await list()).toEqual([chat.sessionId]);

  const closed = await call(ctx, `/api/chat/sessions/${chat.sessionId}/close`, {
    method: "POST",
    cookie: manager,
  });
  expect(closed.status).toBe(200);
  expect(await closed.json()).toMatchObject({ id: chat.sessionId, status: "closed" });
  expect(await list()).toEqual([]);
  const [row] = await ctx.deps.db.select().from(chatSessions).where(eq(chatSessions.id, chat.sessionId));
  expect(row?.status).toBe("closed");
});
