import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { call, signedInAs } from "../../testing/auth";
import { createTestContext, type TestContext } from "../../testing/context";

describe("account deletion requests", () => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await createTestContext();
  });
  afterAll(() => ctx.close());

  it("records one pending request a user, lists them newest first for managers, and resolves one", async () => {
    const manager = await signedInAs(ctx, "manager");
    const first = await signedInAs(ctx, "creator", { name: "First Creator" });
    const second = await signedInAs(ctx, "editor");
    const ask = (cookie: string) => call(ctx, "/api/me/deletion-request", { method: "POST", cookie });

    const a = await ask(first.cookie);
    expect(a.status).toBe(201);
    const request = await a.json();
    expect(request).toMatchObject({
      userId: first.id,
      email: first.email,
      name: "First Creator",
      status: "pending",
    });
    expect(await (await ask(first.cookie)).json()).toEqual(request); // asking twice does not duplicate
    await ask(second.cookie);

    const list = async () =>
      (await (await call(ctx, "/api/admin/deletion-requests", { cookie: manager.cookie })).json()).requests;
    expect((await list()).map((r: { userId: string }) => r.userId)).toEqual([second.id, first.id]);

    const resolved = await call(ctx, `/api/admin/deletion-requests/${request.id}/resolve`, {
      method: "POST",
      cookie: manager.cookie,
    });
    expect(resolved.status).toBe(200);
    expect(await resolved.json()).toMatchObject({ id: request.id, status: "done" });
    expect((await list()).map((r: { userId: string }) => r.userId)).toEqual([second.id]);
    // a new request after the old one was handled is a new row
    expect((await (await ask(first.cookie)).json()).id).not.toBe(request.id);
  });
});
