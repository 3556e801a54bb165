import { afterAll, beforeAll, expect, it } from "vitest";
import { call, signedInAs } from "../../testing/auth";
import { createTestContext, type TestContext } from "../../testing/context";

/* Smoke (PGlite lane): a contact message reaches the managers' inbox, which marks it read. */

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext();
});
afterAll(() => ctx.close());

it("lists a new contact message unread and marks it read", async () => {
  const { cookie } = await signedInAs(ctx, "manager");
  const sent = await call(ctx, "/api/contact", {
    json: { name: "Grace", email: "grace@example.com", subject: "Smoke", message: "About smoke" },
  });
  const { id } = await sent.json();
  const list = async () => (await call(ctx, "/api/admin/contact-messages", { cookie })).json();
  const page = await list();
  expect(page).toMatchObject({ total: 1, unread: 1 });
  expect(page.items[0]).toMatchObject({ id, subject: "Smoke", read: false });

  const res = await call(ctx, `/api/admin/contact-messages/${id}`, {
    method: "PATCH",
    cookie,
    json: { read: true },
  });
  expect(await res.json()).toMatchObject({ id, read: true });
  expect((await list()).unread).toBe(0);
});
