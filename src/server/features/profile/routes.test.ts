import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { call, signedInAs } from "../../testing/auth";
import { createTestContext, type TestContext } from "../../testing/context";

describe("the caller's profile", () => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await createTestContext();
  });
  afterAll(() => ctx.close());

  it("reads and updates full name and bio; the email stays", async () => {
    const me = await signedInAs(ctx, "designer", { name: "Dana Designer" });
    const before = await (await call(ctx, "/api/me/profile", { cookie: me.cookie })).json();
    expect(before).toEqual({
      id: me.id,
      email: me.email,
      name: "Dana Designer",
      bio: null,
      image: null,
      role: "designer",
      twoFactorEnabled: false,
    });
    const res = await call(ctx, "/api/me/profile", {
      method: "PATCH",
      cookie: me.cookie,
      json: { name: "  Dana D.  ", bio: "Thumbnails and logos", email: "other@example.test" },
    });
    expect(res.status).toBe(200);
    expect(await res.json()).toMatchObject({ name: "Dana D.", bio: "Thumbnails and logos", email: me.email });
    const session = await (await call(ctx, "/api/auth/get-session", { cookie: me.cookie })).json();
    expect(session.user).toMatchObject({ name: "Dana D.", bio: "Thumbnails and logos" });
  });

  it("requires a full name", async () => {
    const me = await signedInAs(ctx, "creator");
    const res = await call(ctx, "/api/me/profile", {
      method: "PATCH",
      cookie: me.cookie,
      json: { name: " ", bio: null },
    });
    expect(res.status).toBe(400);
    expect(await res.json()).toMatchObject({ fields: { name: "Full name is required" } });
  });
});
