import { afterAll, beforeAll, expect, it } from "vitest";
import { call, signedInAs } from "../../testing/auth";
import { createTestContext, type TestContext } from "../../testing/context";

/* Smoke (PGlite lane): a creator asks a talent manager, the roster shows it, the creator withdraws it. */

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext();
});
afterAll(() => ctx.close());

it("requests a talent manager, finds the request on the roster, and withdraws it", async () => {
  const cora = await signedInAs(ctx, "creator", { name: "Cora Smoke" });
  const maya = await signedInAs(ctx, "manager", { name: "Maya Chen" });
  const path = "/api/me/talent-manager/request";
  const asked = await call(ctx, path, { method: "PUT", cookie: cora.cookie, json: { managerId: maya.id } });
  expect(asked.status).toBe(200);
  const mine = async () => (await call(ctx, "/api/me/talent-manager", { cookie: cora.cookie })).json();
  expect(await mine()).toMatchObject({ manager: null, request: { manager: { id: maya.id } } });

  const found = await (
    await call(ctx, "/api/admin/roster?scope=all&search=smoke", { cookie: maya.cookie })
  ).json();
  expect(found.total).toBe(1);
  expect(found.items[0]).toMatchObject({ id: cora.id, requestedManager: { id: maya.id } });

  expect((await call(ctx, path, { method: "DELETE", cookie: cora.cookie })).status).toBe(204);
  expect((await mine()).request).toBeNull();
});
