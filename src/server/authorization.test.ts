import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ROLES, type Role } from "~/domain/roles";
import { seedUser } from "./features/accounts/seed-user";
import { call, signedInAs } from "./testing/auth";
import { createTestContext, type TestContext } from "./testing/context";
import { fileForm, tinyPng } from "./testing/images";

/*
 * THE AUTHORIZATION MATRIX: every endpoint x every role (and a signed-out caller) x the exact status.
 * One line a row. `{placeholders}` in a path are made fresh for each cell (see `fixtures` below), so a
 * cell never depends on another one.
 */
type Caller = Role | "anon";
type Expected = Record<Caller, number>;
type Body = () => { json?: unknown; body?: FormData };

const roles = (status: number, overrides: Partial<Expected> = {}): Expected => ({
  creator: status,
  manager: status,
  editor: status,
  designer: status,
  promoter: status,
  anon: 401,
  ...overrides,
});
/** Any signed-in user gets `status`; signed out 401. */
const anyUser = (status: number) => roles(status);
/** Managers get `status`; other roles 403; signed out 401. */
const managerOnly = (status: number) => roles(403, { manager: status });
/** Everyone, signed in or not. */
const everyone = (status: number) => roles(status, { anon: status });

const png = () => ({ body: fileForm(tinyPng(), "me.png", "image/png") });
const json = (value: unknown) => () => ({ json: value });

const matrix: [endpoint: string, expected: Expected, body?: Body][] = [
  ["GET /api/me/profile", anyUser(200)],
  ["PATCH /api/me/profile", anyUser(200), json({ name: "New Name", bio: "Hello" })],
  ["POST /api/me/avatar", anyUser(200), png],
  ["GET /api/avatars/{userWithAvatar}", everyone(200)],
  ["GET /api/avatars/{newUser}", everyone(404)],
  ["POST /api/me/deletion-request", anyUser(201)],
  ["GET /api/admin/users", managerOnly(200)],
  ["GET /api/admin/users?search=example&page=2&pageSize=5", managerOnly(200)],
  ["PATCH /api/admin/users/{newUser}/role", managerOnly(200), json({ role: "editor" })],
  ["PATCH /api/admin/users/no-such-user/role", managerOnly(404), json({ role: "editor" })],
  ["DELETE /api/admin/users/{newUser}", managerOnly(204)],
  ["DELETE /api/admin/users/{newManager}", managerOnly(403)],
  ["DELETE /api/admin/users/{me}", managerOnly(403)],
  ["DELETE /api/admin/users/no-such-user", managerOnly(404)],
  ["GET /api/admin/deletion-requests", managerOnly(200)],
  ["POST /api/admin/deletion-requests/{deletionRequest}/resolve", managerOnly(200)],
  ["POST /api/admin/deletion-requests/00000000-0000-4000-8000-000000000000/resolve", managerOnly(404)],
  [
    "POST /api/internal/users",
    everyone(403),
    json({ email: "x@example.test", password: "password-1", role: "manager" }),
  ],
];

describe("authorization matrix", () => {
  let ctx: TestContext;
  const cookies = new Map<Caller, { cookie?: string; id: string }>();

  /** Makes the thing a `{placeholder}` names and returns its id. */
  const fixtures: Record<string, (caller: Caller) => Promise<string>> = {
    newUser: async () => (await seedUser(ctx.deps)).id,
    newManager: async () => (await seedUser(ctx.deps, { role: "manager" })).id,
    me: async (caller) => cookies.get(caller)?.id ?? "signed-out",
    userWithAvatar: async () => {
      const owner = await signedInAs(ctx, "creator");
      const res = await call(ctx, "/api/me/avatar", { cookie: owner.cookie, body: png().body });
      if (res.status !== 200) throw new Error(`avatar fixture: ${res.status}`);
      return owner.id;
    },
    deletionRequest: async () => {
      const requester = await signedInAs(ctx, "creator");
      const res = await call(ctx, "/api/me/deletion-request", { method: "POST", cookie: requester.cookie });
      return (await res.json()).id;
    },
  };

  beforeAll(async () => {
    ctx = await createTestContext();
    cookies.set("anon", { id: "signed-out" });
    for (const role of ROLES) {
      const user = await signedInAs(ctx, role);
      cookies.set(role, { cookie: user.cookie, id: user.id });
    }
  });
  afterAll(() => ctx.close());

  const cells = matrix.flatMap(([endpoint, expected, body]) =>
    (Object.keys(expected) as Caller[]).map((caller) => ({
      endpoint,
      caller,
      status: expected[caller],
      body,
    })),
  );

  it.each(cells)("$endpoint as $caller → $status", async ({ endpoint, caller, status, body }) => {
    const [method, template] = endpoint.split(" ") as [string, string];
    let path = template;
    for (const [, name] of template.matchAll(/\{(\w+)\}/g)) {
      const make = fixtures[name as string];
      if (!make) throw new Error(`no fixture for {${name}}`);
      path = path.replace(`{${name}}`, encodeURIComponent(await make(caller)));
    }
    const res = await call(ctx, path, { method, cookie: cookies.get(caller)?.cookie, ...body?.() });
    expect(res.status, await res.clone().text()).toBe(status);
  });
});
