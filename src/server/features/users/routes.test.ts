import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { session, user } from "../../db/schema";
import { call, signedInAs } from "../../testing/auth";
import { createTestContext, type TestContext } from "../../testing/context";
import { seedUser } from "../accounts/seed-user";
import { MANAGER_NOT_DELETABLE } from "./service";

describe("managing users", () => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await createTestContext();
  });
  afterAll(() => ctx.close());

  it("lists users with email, full name, role and join date, searched by email or name, paged", async () => {
    const manager = await signedInAs(ctx, "manager");
    const tag = `zq${Date.now()}`;
    await seedUser(ctx.deps, { email: `${tag}-a@example.test`, name: "Alpha Person" });
    await seedUser(ctx.deps, { email: "someone@example.test", name: `Beta ${tag}`, role: "editor" });
    await seedUser(ctx.deps, { email: `${tag}-c@example.test`, name: "Gamma Person" });

    const res = await call(ctx, `/api/admin/users?search=${tag}&pageSize=2`, { cookie: manager.cookie });
    const page1 = await res.json();
    expect(page1).toMatchObject({ total: 3, page: 1, pageSize: 2 });
    expect(page1.users).toHaveLength(2);
    const page2 = await (
      await call(ctx, `/api/admin/users?search=${tag}&pageSize=2&page=2`, { cookie: manager.cookie })
    ).json();
    const all = [...page1.users, ...page2.users];
    expect(all.map((u: { name: string }) => u.name).sort()).toEqual([
      "Alpha Person",
      `Beta ${tag}`,
      "Gamma Person",
    ]);
    const beta = all.find((u: { email: string }) => u.email === "someone@example.test");
    expect(beta).toMatchObject({ role: "editor", image: null });
    expect(new Date(beta.createdAt).getTime()).not.toBeNaN();
  });

  it("treats % and _ in a search as plain characters", async () => {
    const manager = await signedInAs(ctx, "manager");
    const res = await call(ctx, "/api/admin/users?search=%25%25%25", { cookie: manager.cookie });
    expect((await res.json()).total).toBe(0);
  });

  it("changes a role; the demoted manager loses manager endpoints on their very next request", async () => {
    const manager = await signedInAs(ctx, "manager");
    const other = await signedInAs(ctx, "manager");
    expect((await call(ctx, "/api/admin/users", { cookie: other.cookie })).status).toBe(200);
    const res = await call(ctx, `/api/admin/users/${other.id}/role`, {
      method: "PATCH",
      cookie: manager.cookie,
      json: { role: "creator" },
    });
    expect(res.status).toBe(200);
    expect(await res.json()).toMatchObject({ id: other.id, role: "creator" });
    expect((await call(ctx, "/api/admin/users", { cookie: other.cookie })).status).toBe(403);
    const session = await (await call(ctx, "/api/auth/get-session", { cookie: other.cookie })).json();
    expect(session.user.role).toBe("creator");
  });

  it("answers 404 for a role change of an unknown user and 400 for an unknown role", async () => {
    const manager = await signedInAs(ctx, "manager");
    const unknown = await call(ctx, "/api/admin/users/nobody/role", {
      method: "PATCH",
      cookie: manager.cookie,
      json: { role: "editor" },
    });
    expect(unknown.status).toBe(404);
    const target = await seedUser(ctx.deps);
    const bad = await call(ctx, `/api/admin/users/${target.id}/role`, {
      method: "PATCH",
      cookie: manager.cookie,
      json: { role: "admin" },
    });
    expect(bad.status).toBe(400);
  });

  it("deletes a user, whose old cookie is refused at once", async () => {
    const manager = await signedInAs(ctx, "manager");
    const victim = await signedInAs(ctx, "designer");
    expect((await call(ctx, "/api/me/profile", { cookie: victim.cookie })).status).toBe(200);
    const res = await call(ctx, `/api/admin/users/${victim.id}`, {
      method: "DELETE",
      cookie: manager.cookie,
    });
    expect(res.status).toBe(204);
    expect((await call(ctx, "/api/me/profile", { cookie: victim.cookie })).status).toBe(401);
    expect(await (await call(ctx, "/api/auth/get-session", { cookie: victim.cookie })).json()).toBeNull();
    const list = await (
      await call(ctx, `/api/admin/users?search=${victim.email}`, { cookie: manager.cookie })
    ).json();
    expect(list.total).toBe(0);
  });

  it("ends a banned user's sessions on their next request", async () => {
    const banned = await signedInAs(ctx, "editor");
    await ctx.deps.db.update(user).set({ banned: true }).where(eq(user.id, banned.id));
    expect((await call(ctx, "/api/me/profile", { cookie: banned.cookie })).status).toBe(401);
    expect(await ctx.deps.db.select().from(session).where(eq(session.userId, banned.id))).toHaveLength(0);
  });

  it("refuses to delete a manager, with a clear message", async () => {
    const manager = await signedInAs(ctx, "manager");
    const other = await seedUser(ctx.deps, { role: "manager" });
    const res = await call(ctx, `/api/admin/users/${other.id}`, { method: "DELETE", cookie: manager.cookie });
    expect(res.status).toBe(403);
    expect(await res.json()).toMatchObject({ error: MANAGER_NOT_DELETABLE, code: "not_deletable" });
    const still = await (
      await call(ctx, `/api/admin/users?search=${other.email}`, { cookie: manager.cookie })
    ).json();
    expect(still.total).toBe(1);
  });
});
