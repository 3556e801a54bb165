import { eq, inArray, ne } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ROLE_RULES } from "~/domain/users";
import { session, user } from "../../db/schema";
import type { AppError } from "../../lib/app-error";
import { call, signedInAs } from "../../testing/auth";
import { createTestContext, type TestContext } from "../../testing/context";
import { changeRole } from "../accounts/change-role";
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

  it("refuses a manager's change of their own role, and keeps the last manager", async () => {
    const manager = await signedInAs(ctx, "manager");
    const own = await call(ctx, `/api/admin/users/${manager.id}/role`, {
      method: "PATCH",
      cookie: manager.cookie,
      json: { role: "creator" },
    });
    expect(own.status).toBe(403);
    expect(await own.json()).toMatchObject({ code: "own_role", error: ROLE_RULES.selfRole });
    expect((await ctx.deps.db.select().from(user).where(eq(user.id, manager.id)))[0]?.role).toBe("manager");

    // the last manager (the operator's command line is held to the same rule)
    await ctx.deps.db.update(user).set({ role: "creator" }).where(ne(user.id, manager.id));
    const refused = await changeRole(ctx.deps.db, null, manager.id, "creator").catch((e: AppError) => e);
    expect(refused).toMatchObject({ status: 409, code: "last_manager", message: ROLE_RULES.lastManager });
    expect((await ctx.deps.db.select().from(user).where(eq(user.role, "manager"))).map((u) => u.id)).toEqual([
      manager.id,
    ]);
  });

  it("lets only one of two managers demoting each other at once succeed", async () => {
    const a = await signedInAs(ctx, "manager");
    const b = await signedInAs(ctx, "manager");
    const demote = (actor: typeof a, target: typeof b) =>
      call(ctx, `/api/admin/users/${target.id}/role`, {
        method: "PATCH",
        cookie: actor.cookie,
        json: { role: "creator" },
      });
    const statuses = (await Promise.all([demote(a, b), demote(b, a)])).map((r) => r.status).sort();
    expect(statuses).toEqual([200, 403]);
    const roles = await ctx.deps.db
      .select({ role: user.role })
      .from(user)
      .where(inArray(user.id, [a.id, b.id]));
    expect(roles.map((r) => r.role).sort()).toEqual(["creator", "manager"]);
  });

  it("writes every role change and deletion to the audit log that managers read", async () => {
    const manager = await signedInAs(ctx, "manager");
    const target = await seedUser(ctx.deps);
    await call(ctx, `/api/admin/users/${target.id}/role`, {
      method: "PATCH",
      cookie: manager.cookie,
      json: { role: "editor" },
    });
    await call(ctx, `/api/admin/users/${target.id}`, { method: "DELETE", cookie: manager.cookie });
    // a refused change leaves no entry
    await call(ctx, `/api/admin/users/${manager.id}/role`, {
      method: "PATCH",
      cookie: manager.cookie,
      json: { role: "creator" },
    });
    const res = await call(ctx, "/api/admin/audit-log?pageSize=100", { cookie: manager.cookie });
    expect(res.status).toBe(200);
    const page = await res.json();
    const mine = page.items.filter((e: { targetEmail: string }) => e.targetEmail === target.email);
    expect(mine).toMatchObject([
      { action: "user_deleted", actorEmail: manager.email, fromRole: "editor", toRole: null },
      { action: "role_changed", actorEmail: manager.email, fromRole: "creator", toRole: "editor" },
    ]);
    expect(page.items.filter((e: { targetEmail: string }) => e.targetEmail === manager.email)).toEqual([]);
    const editor = await signedInAs(ctx, "editor");
    expect((await call(ctx, "/api/admin/audit-log", { cookie: editor.cookie })).status).toBe(403);
  });
});
