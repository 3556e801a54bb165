import { eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { contactMessages } from "../../db/schema";
import { call, signedInAs } from "../../testing/auth";
import { createTestContext, type TestContext } from "../../testing/context";

let ctx: TestContext;
let manager: string;
let otherManager: string;
const ids: string[] = [];
beforeAll(async () => {
  ctx = await createTestContext();
  manager = (await signedInAs(ctx, "manager")).cookie;
  otherManager = (await signedInAs(ctx, "manager")).cookie;
  for (const subject of ["First", "Second", "Third"]) {
    const res = await call(ctx, "/api/contact", {
      json: { name: "Grace", email: "grace@example.com", subject, message: `About ${subject}` },
    });
    ids.push((await res.json()).id);
  }
  // distinct times, oldest first
  for (const [i, id] of ids.entries()) {
    await ctx.deps.db
      .update(contactMessages)
      .set({ createdAt: sql`now() - make_interval(mins => ${10 - i})` })
      .where(eq(contactMessages.id, id));
  }
});
afterAll(() => ctx.close());

const list = async (cookie: string, query = "") =>
  (await call(ctx, `/api/admin/contact-messages${query}`, { cookie })).json();
const mark = (cookie: string, id: string, json: unknown) =>
  call(ctx, `/api/admin/contact-messages/${id}`, { method: "PATCH", cookie, json });

describe("the managers' inbox of contact messages", () => {
  it("lists every message newest first, all unread at first", async () => {
    const page = await list(manager);
    expect(page).toMatchObject({ total: 3, unread: 3, page: 1, pageSize: 20 });
    expect(page.items.map((m: { subject: string }) => m.subject)).toEqual(["Third", "Second", "First"]);
    expect(page.items[0]).toMatchObject({
      name: "Grace",
      email: "grace@example.com",
      message: "About Third",
      read: false,
    });
  });

  it("pages on the server", async () => {
    const second = await list(manager, "?page=2&pageSize=2");
    expect(second).toMatchObject({ total: 3, page: 2, pageSize: 2 });
    expect(second.items.map((m: { subject: string }) => m.subject)).toEqual(["First"]);
    // past the last page: no rows, the counts still right
    expect(await list(manager, "?page=9&pageSize=2")).toMatchObject({
      items: [],
      total: 3,
      unread: 3,
      page: 9,
    });
  });

  it("marks a message read for every manager, and unread again", async () => {
    const res = await mark(manager, ids[1]!, { read: true });
    expect(res.status).toBe(200);
    expect(await res.json()).toMatchObject({ id: ids[1], read: true });
    const seen = await list(otherManager);
    expect(seen.unread).toBe(2);
    expect(seen.items.find((m: { id: string }) => m.id === ids[1]).read).toBe(true);

    expect((await mark(otherManager, ids[1]!, { read: false })).status).toBe(200);
    expect((await list(manager)).unread).toBe(3);
  });

  it("refuses a malformed body or id with 400 and changes nothing", async () => {
    expect((await mark(manager, ids[0]!, { read: "yes" })).status).toBe(400);
    expect((await mark(manager, ids[0]!, {})).status).toBe(400);
    expect((await mark(manager, "not-a-uuid", { read: true })).status).toBe(400);
    expect((await list(manager, "?pageSize=1000")).code).toBe("bad_request");
    expect((await list(manager)).unread).toBe(3);
  });
});
