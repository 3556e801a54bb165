import { eq } from "drizzle-orm";
import { afterAll, beforeAll, expect, it } from "vitest";
import { user } from "../../db/schema";
import { call, signedInAs } from "../../testing/auth";
import { createTestContext, type TestContext } from "../../testing/context";
import { tinyPng } from "../../testing/images";
import { tusUpload } from "../../testing/tus";

/* Smoke (PGlite lane): upload an avatar, read it back, see it on the profile, and replace it (avatars have no delete). */

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext();
});
afterAll(() => ctx.close());

it("uploads an avatar, serves it, and replaces it", async () => {
  const me = await signedInAs(ctx, "creator");
  // through the one upload path (tus, ADR 075)
  const upload = (png: Buffer) => tusUpload(ctx, me.cookie, { purpose: "avatar", filename: "face.png" }, png);

  const first = tinyPng(3, 2);
  const res = await upload(first);
  expect(res.status).toBe(204);
  const { image } = await (await call(ctx, "/api/me/profile", { cookie: me.cookie })).json();
  expect(image).toMatch(new RegExp(`^/api/avatars/${me.id}\\?v=\\d+$`));
  const [row] = await ctx.deps.db.select({ image: user.image }).from(user).where(eq(user.id, me.id));
  expect(row?.image).toBe(image);
  const served = await call(ctx, image);
  expect(served.headers.get("content-type")).toBe("image/png");
  expect(Buffer.from(await served.arrayBuffer())).toEqual(first);

  const second = tinyPng(5, 4);
  expect((await upload(second)).status).toBe(204);
  const again = await call(ctx, `/api/avatars/${me.id}`);
  expect(Buffer.from(await again.arrayBuffer())).toEqual(second);
});
