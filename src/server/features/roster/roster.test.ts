import { and, eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { RosterPage } from "~/domain/roster";
import { queryRows } from "../../db/client";
import {
  creatorContacts,
  notifications,
  projectMessages,
  statusChanges,
  talentAssignments,
} from "../../db/schema";
import { call, signedInAs } from "../../testing/auth";
import { newGuestChat } from "../../testing/chat";
import { createTestContext, type TestContext } from "../../testing/context";
import { recordContact } from "./contacts";
import { managerOfCreator } from "./service";

let ctx: TestContext;
type User = Awaited<ReturnType<typeof signedInAs>>;
let cora: User;
let dan: User;
let maya: User;
let jordan: User;
let sam: User;

beforeAll(async () => {
  ctx = await createTestContext();
  cora = await signedInAs(ctx, "creator", { name: "Cora Creator" });
  dan = await signedInAs(ctx, "creator", { name: "Dan Doe" });
  maya = await signedInAs(ctx, "manager", { name: "Maya Chen" });
  jordan = await signedInAs(ctx, "manager", { name: "Jordan Reyes" });
  sam = await signedInAs(ctx, "manager", { name: "Sam Stone" });
});
afterAll(() => ctx.close());

const put = (who: User, path: string, json: unknown) =>
  call(ctx, path, { method: "PUT", cookie: who.cookie, json });
const ask = (who: User, manager: User) =>
  put(who, "/api/me/talent-manager/request", { managerId: manager.id });
const assign = (who: User, creator: User, manager: User | null) =>
  put(who, `/api/admin/roster/${creator.id}/manager`, { managerId: manager?.id ?? null });
const mine = async (who: User) => (await call(ctx, "/api/me/talent-manager", { cookie: who.cookie })).json();
const roster = async (who: User, query = "") =>
  (await (await call(ctx, `/api/admin/roster${query}`, { cookie: who.cookie })).json()) as RosterPage;
const historyOf = (creatorId: string) =>
  ctx.deps.db
    .select({ from: statusChanges.fromStatus, to: statusChanges.toStatus, actor: statusChanges.actorName })
    .from(statusChanges)
    .where(and(eq(statusChanges.subjectType, "talent_assignment"), eq(statusChanges.subjectId, creatorId)))
    .orderBy(statusChanges.createdAt, statusChanges.id);
const noticesOf = (userId: string, subjectType: string, subjectId: string) =>
  ctx.deps.db
    .select({ title: notifications.title, kind: notifications.kind, link: notifications.link })
    .from(notifications)
    .where(
      and(
        eq(notifications.userId, userId),
        eq(notifications.subjectType, subjectType),
        eq(notifications.subjectId, subjectId),
      ),
    )
    .orderBy(notifications.createdAt, notifications.id);
const clearNotices = () => ctx.deps.db.delete(notifications);

describe("the roster", () => {
  it("lists the managers from the database, with photo and bio, never other roles", async () => {
    await ctx.deps.db.execute(
      sql`update "user" set bio = 'Ten years with gaming creators.' where id = ${maya.id}`,
    );
    const res = await call(ctx, "/api/talent-managers?pageSize=100", { cookie: cora.cookie });
    expect(res.status).toBe(200);
    const page = await res.json();
    const names = page.items.map((m: { name: string }) => m.name);
    expect(names).toEqual(expect.arrayContaining(["Maya Chen", "Jordan Reyes", "Sam Stone"]));
    expect(names).not.toContain("Cora Creator");
    expect(page.total).toBe(page.items.length);
    expect(page.items.find((m: { id: string }) => m.id === maya.id)).toMatchObject({
      bio: "Ten years with gaming creators.",
      image: null,
    });
  });

  it("searches the managers on the server by name or email, a page at a time", async () => {
    const names = async (query: string) => {
      const res = await call(ctx, `/api/talent-managers${query}`, { cookie: cora.cookie });
      expect(res.status).toBe(200);
      const page = (await res.json()) as { items: { name: string }[]; total: number };
      return { names: page.items.map((m) => m.name), total: page.total };
    };
    expect(await names("?search=reyes")).toEqual({ names: ["Jordan Reyes"], total: 1 });
    expect(await names(`?search=${encodeURIComponent(sam.email)}`)).toEqual({
      names: ["Sam Stone"],
      total: 1,
    });
    // wildcards are taken literally; a creator is never a manager
    expect(await names("?search=%25")).toEqual({ names: [], total: 0 });
    expect(await names("?search=Cora")).toEqual({ names: [], total: 0 });
    const first = await names("?pageSize=1");
    expect(first.names).toHaveLength(1);
    expect(first.total).toBeGreaterThanOrEqual(3);
  });

  it("a creator asks, sees the request pending, withdraws it; the manager hears of both", async () => {
    expect(await mine(cora)).toEqual({ manager: null, assignedAt: null, request: null });
    expect((await ask(cora, maya)).status).toBe(200);
    expect(await mine(cora)).toMatchObject({ manager: null, request: { manager: { id: maya.id } } });
    expect(await noticesOf(maya.id, "talent_assignment", cora.id)).toEqual([
      expect.objectContaining({
        kind: "talent_manager",
        title: "Cora Creator asked you to be their talent manager",
        link: "/talent-dashboard/creators",
      }),
    ]);
    const withdrawn = await call(ctx, "/api/me/talent-manager/request", {
      method: "DELETE",
      cookie: cora.cookie,
    });
    expect(withdrawn.status).toBe(204);
    expect((await mine(cora)).request).toBeNull();
    const again = await call(ctx, "/api/me/talent-manager/request", {
      method: "DELETE",
      cookie: cora.cookie,
    });
    expect(again.status).toBe(404);
    expect(await historyOf(cora.id)).toEqual([
      { from: null, to: "Requested Maya Chen", actor: "Cora Creator" },
      { from: "Requested Maya Chen", to: "Request withdrawn", actor: "Cora Creator" },
    ]);
  });

  it("only the manager asked accepts: then they are the creator's manager, and the creator is told", async () => {
    await clearNotices();
    expect((await ask(cora, maya)).status).toBe(200);
    const wrong = await call(ctx, `/api/admin/roster/${cora.id}/accept`, {
      method: "POST",
      cookie: jordan.cookie,
    });
    expect(wrong.status).toBe(409);
    const res = await call(ctx, `/api/admin/roster/${cora.id}/accept`, {
      method: "POST",
      cookie: maya.cookie,
    });
    expect(res.status).toBe(200);
    expect(await res.json()).toMatchObject({ manager: { id: maya.id }, requestedManager: null });
    expect(await managerOfCreator(ctx.deps.db, cora.id)).toBe(maya.id);
    expect(await mine(cora)).toMatchObject({ manager: { id: maya.id, name: "Maya Chen" }, request: null });
    expect(await noticesOf(cora.id, "talent_assignment", cora.id)).toEqual([
      expect.objectContaining({
        title: "Maya Chen is now your talent manager",
        link: "/creator-dashboard/select-talent-manager",
      }),
    ]);
    // the actor never hears of their own change (only of the request before it)
    expect((await noticesOf(maya.id, "talent_assignment", cora.id)).map((n) => n.title)).toEqual([
      "Cora Creator asked you to be their talent manager",
    ]);
    expect((await historyOf(cora.id)).at(-1)).toEqual({
      from: "No manager",
      to: "Maya Chen",
      actor: "Maya Chen",
    });
    // asking for the manager one has is refused
    expect((await ask(cora, maya)).status).toBe(409);
  });

  it("any manager reassigns and unassigns; the creator and both managers are told, never the actor", async () => {
    await clearNotices();
    expect((await assign(sam, cora, jordan)).status).toBe(200);
    expect(await managerOfCreator(ctx.deps.db, cora.id)).toBe(jordan.id);
    expect((await noticesOf(cora.id, "talent_assignment", cora.id)).map((n) => n.title)).toEqual([
      "Jordan Reyes is now your talent manager",
    ]);
    expect((await noticesOf(jordan.id, "talent_assignment", cora.id)).map((n) => n.title)).toEqual([
      "Cora Creator is now on your roster",
    ]);
    expect((await noticesOf(maya.id, "talent_assignment", cora.id)).map((n) => n.title)).toEqual([
      "Cora Creator moved to Jordan Reyes's roster",
    ]);
    expect(await noticesOf(sam.id, "talent_assignment", cora.id)).toEqual([]);

    await clearNotices();
    // the current manager unassigns: the creator hears of it, the actor does not
    expect((await assign(jordan, cora, null)).status).toBe(200);
    expect(await managerOfCreator(ctx.deps.db, cora.id)).toBeNull();
    expect((await noticesOf(cora.id, "talent_assignment", cora.id)).map((n) => n.title)).toEqual([
      "You no longer have a talent manager",
    ]);
    expect(await noticesOf(jordan.id, "talent_assignment", cora.id)).toEqual([]);
    expect((await historyOf(cora.id)).slice(-2)).toEqual([
      { from: "Maya Chen", to: "Jordan Reyes", actor: "Sam Stone" },
      { from: "Jordan Reyes", to: "No manager", actor: "Jordan Reyes" },
    ]);
  });

  it("refuses a non-manager, a non-creator and creators' own assigning", async () => {
    expect((await put(maya, `/api/admin/roster/${cora.id}/manager`, { managerId: dan.id })).status).toBe(400);
    expect((await assign(maya, { id: jordan.id } as User, maya)).status).toBe(404);
    expect((await assign(cora, dan, maya)).status).toBe(403);
    expect((await ask(maya, jordan)).status).toBe(403);
  });

  it("keeps one manager per creator under two concurrent assigns: the last write wins, both in the history", async () => {
    const before = (await historyOf(dan.id)).length;
    const [a, b] = await Promise.all([assign(sam, dan, maya), assign(jordan, dan, sam)]);
    expect([a.status, b.status]).toEqual([200, 200]);
    const rows = await ctx.deps.db
      .select()
      .from(talentAssignments)
      .where(eq(talentAssignments.creatorId, dan.id));
    expect(rows).toHaveLength(1);
    expect([maya.id, sam.id]).toContain(rows[0]!.managerId);
    const history = (await historyOf(dan.id)).slice(before);
    expect(history).toHaveLength(2);
    // taken in turns: the second change starts from the first one's manager (whichever went first)
    const [x, y] = history as [(typeof history)[number], (typeof history)[number]];
    const [first, second] = x.to === y.from ? [x, y] : [y, x];
    expect(second.from).toBe(first.to);
    expect(second.to).toBe(rows[0]!.managerId === maya.id ? "Maya Chen" : "Sam Stone");
  });
});

describe("notices about a creator's work", () => {
  it("go to the creator's manager alone, or to every manager while they have none", async () => {
    const eve = await signedInAs(ctx, "creator", { name: "Eve" });
    const made = await call(ctx, "/api/me/script-requests", { cookie: eve.cookie, json: { title: "Intro" } });
    const unassigned = (await made.json()).id as string;
    for (const manager of [maya, jordan, sam])
      expect(await noticesOf(manager.id, "script_request", unassigned)).toHaveLength(1);

    expect((await assign(sam, eve, jordan)).status).toBe(200);
    const script = (
      await (
        await call(ctx, "/api/me/script-requests", { cookie: eve.cookie, json: { title: "Outro" } })
      ).json()
    ).id;
    const meeting = (
      await (await call(ctx, "/api/appointments", { cookie: eve.cookie, json: { topic: "Plan" } })).json()
    ).id;
    for (const id of [script, meeting]) {
      const type = id === script ? "script_request" : "appointment";
      expect(await noticesOf(jordan.id, type, id)).toEqual([
        expect.objectContaining({ kind: "new_request" }),
      ]);
      expect(await noticesOf(maya.id, type, id)).toEqual([]);
      expect(await noticesOf(sam.id, type, id)).toEqual([]);
    }
  });

  it("another manager's change to a creator's meeting reaches the creator's own manager", async () => {
    const uma = await signedInAs(ctx, "creator", { name: "Uma Meet" });
    expect((await assign(sam, uma, jordan)).status).toBe(200);
    const made = await call(ctx, "/api/appointments", { cookie: uma.cookie, json: { topic: "Sync" } });
    const id = (await made.json()).id as string;
    const changed = await call(ctx, `/api/admin/appointments/${id}`, {
      method: "PATCH",
      cookie: maya.cookie,
      json: { status: "Scheduled", scheduledAt: "2030-01-07T15:00:00Z", meetLink: null },
    });
    expect(changed.status, await changed.clone().text()).toBe(200);
    expect(await noticesOf(jordan.id, "appointment", id)).toEqual([
      expect.objectContaining({ kind: "new_request" }),
      expect.objectContaining({
        kind: "meeting",
        title: "Maya Chen changed Uma Meet's meeting: Sync (Scheduled)",
      }),
    ]);
    expect(await noticesOf(sam.id, "appointment", id)).toEqual([]);
    expect(await noticesOf(maya.id, "appointment", id)).toEqual([]);
    // the creator's own manager changing it is not told of their own change
    const again = await call(ctx, `/api/admin/appointments/${id}`, {
      method: "PATCH",
      cookie: jordan.cookie,
      json: { status: "Completed", scheduledAt: "2030-01-07T15:00:00Z", meetLink: null },
    });
    expect(again.status).toBe(200);
    expect(await noticesOf(jordan.id, "appointment", id)).toHaveLength(2);
  });

  it("production requests reach the creator's manager too (every manager while none), and their changes", async () => {
    const editor = await signedInAs(ctx, "editor", { name: "Ed Editor" });
    const newEditing = async (who: User, title: string) => {
      const res = await call(ctx, "/api/editing-projects", {
        cookie: who.cookie,
        json: { title, submittedFileUrl: "https://x.example/v.mp4" },
      });
      expect(res.status, await res.clone().text()).toBe(201);
      return (await res.json()).id as string;
    };
    const ivy = await signedInAs(ctx, "creator", { name: "Ivy Prod" });
    const before = await newEditing(ivy, "Unassigned cut");
    for (const who of [maya, jordan, sam, editor])
      expect(await noticesOf(who.id, "editing_project", before)).toEqual([
        expect.objectContaining({ kind: "new_request" }),
      ]);
    expect((await noticesOf(maya.id, "editing_project", before))[0]!.link).toBe("/talent-dashboard/creators");

    expect((await assign(maya, ivy, sam)).status).toBe(200);
    const cut = await newEditing(ivy, "Assigned cut");
    expect(await noticesOf(sam.id, "editing_project", cut)).toHaveLength(1);
    expect(await noticesOf(editor.id, "editing_project", cut)).toHaveLength(1);
    expect(await noticesOf(jordan.id, "editing_project", cut)).toEqual([]);
    expect(await noticesOf(maya.id, "editing_project", cut)).toEqual([]);
    // the editor takes it: the creator and their manager hear of it, the other managers do not
    const accepted = await call(ctx, `/api/editing-projects/${cut}/accept`, {
      method: "POST",
      cookie: editor.cookie,
    });
    expect(accepted.status, await accepted.clone().text()).toBe(200);
    expect(await noticesOf(sam.id, "editing_project", cut)).toEqual([
      expect.objectContaining({ kind: "new_request" }),
      expect.objectContaining({ kind: "status_change", link: "/talent-dashboard/creators" }),
    ]);
    expect(await noticesOf(ivy.id, "editing_project", cut)).toEqual([
      expect.objectContaining({ kind: "status_change" }),
    ]);
    expect(await noticesOf(maya.id, "editing_project", cut)).toEqual([]);
  });

  it("the triage counts the caller's creators by default in the UI's 'mine', every creator's with 'all'", async () => {
    const count = async (who: User, scope: string) =>
      (
        await (await call(ctx, `/api/admin/triage?scope=${scope}`, { cookie: who.cookie })).json()
      ).counts.find((c: { key: string }) => c.key === "pending_script_requests") as {
        count: number;
        perCreator: boolean;
      };
    const all = await count(maya, "all");
    expect(all.perCreator).toBe(true);
    // Eve's Intro and Outro are Jordan's creator's; Maya's creators have none
    expect((await count(jordan, "mine")).count).toBe(2);
    expect((await count(maya, "mine")).count).toBe(0);
    expect(all.count).toBeGreaterThanOrEqual(2);
  });
});

describe("the roster page", () => {
  it("lists a manager's own creators by default, every creator with scope=all, with search and paging", async () => {
    const frank = await signedInAs(ctx, "creator", { name: "Frank Roster" });
    const gina = await signedInAs(ctx, "creator", { name: "Gina Roster" });
    // a manager of this test's own: Maya may hold Dan, who the concurrent-assign test gives to one of two
    const mona = await signedInAs(ctx, "manager", { name: "Mona Pager" });
    await assign(sam, frank, mona);
    await assign(sam, gina, mona);
    const own = await roster(mona);
    expect(own.items.map((c) => c.name)).toEqual(["Frank Roster", "Gina Roster"]);
    expect(own.total).toBe(2);
    const all = await roster(mona, "?scope=all&pageSize=2");
    expect(all.items).toHaveLength(2);
    expect(all.total).toBeGreaterThanOrEqual(5);
    const found = await roster(mona, "?scope=all&search=gina");
    expect(found.items.map((c) => c.id)).toEqual([gina.id]);
    expect(found.items[0]!.manager).toMatchObject({ id: mona.id, name: "Mona Pager" });
    const second = await roster(mona, "?page=2&pageSize=1");
    expect(second).toMatchObject({ total: 2, items: [{ name: "Gina Roster" }] });
    const past = await roster(mona, "?page=9&pageSize=1");
    expect(past).toMatchObject({ total: 2, items: [] });
    // staff never appear as creators
    expect((await roster(mona, "?scope=all&search=Mona")).items).toEqual([]);
  });

  it("shows a creator's request to the manager in that manager's default view, first, until it is answered", async () => {
    const ivy = await signedInAs(ctx, "creator", { name: "Ivy Asks" });
    const kai = await signedInAs(ctx, "creator", { name: "Aaron Kept" });
    const lead = await signedInAs(ctx, "manager", { name: "Lena Lead" });
    const other = await signedInAs(ctx, "manager", { name: "Omar Other" });
    await assign(sam, kai, lead);
    expect((await ask(ivy, lead)).status).toBe(200);
    const own = await roster(lead);
    expect(own.items.map((c) => c.name)).toEqual(["Ivy Asks", "Aaron Kept"]);
    expect(own.total).toBe(2);
    expect(own.items[0]).toMatchObject({ manager: null, requestedManager: { id: lead.id } });
    // not in another manager's
    expect((await roster(other)).items).toEqual([]);
    // answered: still theirs, now as their manager; withdrawn elsewhere: gone
    const accepted = await call(ctx, `/api/admin/roster/${ivy.id}/accept`, {
      method: "POST",
      cookie: lead.cookie,
    });
    expect(accepted.status, await accepted.clone().text()).toBe(200);
    expect((await roster(lead)).items.map((c) => [c.name, c.manager?.id, c.requestedManager])).toEqual([
      ["Aaron Kept", lead.id, null],
      ["Ivy Asks", lead.id, null],
    ]);
  });

  it("shows each creator's open work, last contact and last 28 days", async () => {
    const hal = await signedInAs(ctx, "creator", { name: "Hal Work" });
    await assign(sam, hal, jordan);
    await call(ctx, "/api/me/script-requests", { cookie: hal.cookie, json: { title: "One" } });
    const project = await call(ctx, "/api/editing-projects", {
      cookie: hal.cookie,
      json: { title: "Vlog", submittedFileUrl: "https://x.example/v.mp4" },
    });
    const projectId = (await project.json()).id;
    await call(ctx, "/api/appointments", { cookie: hal.cookie, json: { topic: "Plan" } });
    await call(ctx, "/api/appointments", { cookie: hal.cookie, json: { topic: "Again" } });
    await ctx.deps.db.execute(sql`insert into projects (kind, creator_id, title, status)
      values ('promotion', ${hal.id}, 'Done', 'Completed'), ('promotion', ${hal.id}, 'Gone', 'Cancelled')`);
    await call(ctx, `/api/editing-projects/${projectId}/messages`, {
      cookie: hal.cookie,
      json: { content: "Hi" },
    });
    const [message] = await ctx.deps.db
      .select({ at: projectMessages.createdAt })
      .from(projectMessages)
      .where(eq(projectMessages.projectId, projectId));
    await ctx.deps.db.execute(sql`
      with made as (insert into channels (user_id, name, platform, url)
        values (${hal.id}, 'Main', 'youtube', 'https://www.youtube.com/@hal') returning id)
      insert into channel_daily_stats (channel_id, date, views, watch_hours, net_subscribers)
      select made.id, current_date - d, 100, 1.5, 2 from made, (values (0), (27), (28)) days(d)`);
    const [row] = (await roster(jordan, "?search=Hal")).items;
    expect(row).toMatchObject({
      openScriptRequests: 1,
      openProductionRequests: 1,
      openMeetings: 2,
      // the project message, the latest of the contacts (two meetings requested before it)
      lastContactAt: message!.at.toISOString(),
      views: 200,
      watchHours: 3,
      netSubscribers: 4,
      days: 2,
    });
  });
});

describe("the last contact", () => {
  const lastContact = async (creatorId: string) =>
    (
      await ctx.deps.db
        .select({ at: creatorContacts.lastContactAt })
        .from(creatorContacts)
        .where(eq(creatorContacts.creatorId, creatorId))
    )[0]?.at.toISOString() ?? null;

  it("keeps the latest time whatever the order of the writes, and only for creators", async () => {
    const kim = await signedInAs(ctx, "creator", { name: "Kim Contact" });
    await recordContact(ctx.deps.db, kim.id, new Date("2026-03-01T10:00:00Z"));
    await recordContact(ctx.deps.db, kim.id, new Date("2026-02-01T10:00:00Z"));
    expect(await lastContact(kim.id)).toBe("2026-03-01T10:00:00.000Z");
    await recordContact(ctx.deps.db, kim.id, new Date("2026-04-01T10:00:00Z"));
    expect(await lastContact(kim.id)).toBe("2026-04-01T10:00:00.000Z");
    await recordContact(ctx.deps.db, maya.id);
    await recordContact(ctx.deps.db, "no-such-user");
    expect(await lastContact(maya.id)).toBeNull();
    expect(await lastContact("no-such-user")).toBeNull();
  });

  it("moves with a chat the creator started signed in, a meeting and a manager's note; the cached roster follows", async () => {
    const lou = await signedInAs(ctx, "creator", { name: "Lou Contact" });
    expect((await assign(sam, lou, sam)).status).toBe(200);
    const read = async () => {
      const res = await call(ctx, "/api/admin/roster?search=Lou%20Contact", { cookie: sam.cookie });
      expect(res.status).toBe(200);
      return { tag: res.headers.get("etag"), at: ((await res.json()) as RosterPage).items[0]!.lastContactAt };
    };
    const none = await read();
    expect(none.at).toBeNull();
    expect(none.tag).toBeTruthy();
    // the same answer again: 304 on its tag
    const again = await call(ctx, "/api/admin/roster?search=Lou%20Contact", {
      cookie: sam.cookie,
      headers: { "if-none-match": none.tag! },
    });
    expect(again.status).toBe(304);

    // a chat Lou started signed in; a staff reply counts too
    const started = await call(ctx, "/api/chat/sessions", { method: "POST", cookie: lou.cookie });
    expect(started.status).toBe(201);
    const chat = (await started.json()) as { sessionId: string };
    const reply = await call(ctx, `/api/chat/sessions/${chat.sessionId}/messages`, {
      cookie: sam.cookie,
      json: { content: "Hello Lou" },
    });
    expect(reply.status, await reply.clone().text()).toBe(201);
    const afterChat = await read();
    expect(afterChat.at).toBe(await lastContact(lou.id));
    expect(afterChat.at).not.toBeNull();
    expect(afterChat.tag).not.toBe(none.tag);
    // a guest's chat is nobody's contact
    const guest = await newGuestChat(ctx);
    expect(guest.sessionId).toBeTruthy();

    // a meeting requested
    await ctx.deps.db.execute(sql`update creator_contacts set last_contact_at = '2026-01-01T00:00:00Z'
      where creator_id = ${lou.id}`);
    const meeting = await call(ctx, "/api/appointments", { cookie: lou.cookie, json: { topic: "Catch up" } });
    expect(meeting.status).toBe(201);
    const afterMeeting = (await lastContact(lou.id))!;
    expect(afterMeeting > "2026-01-02").toBe(true);
    expect((await read()).at).toBe(afterMeeting);

    // a manager's notes on a script request
    await ctx.deps.db.execute(sql`update creator_contacts set last_contact_at = '2026-01-01T00:00:00Z'
      where creator_id = ${lou.id}`);
    const made = await call(ctx, "/api/me/script-requests", { cookie: lou.cookie, json: { title: "Hook" } });
    const scriptId = (await made.json()).id as string;
    expect(await lastContact(lou.id)).toBe("2026-01-01T00:00:00.000Z");
    const managed = await call(ctx, `/api/admin/script-requests/${scriptId}`, {
      method: "PUT",
      cookie: sam.cookie,
      json: {
        status: "In Progress",
        expectedFinishDate: null,
        scriptContent: "",
        managerNotes: "Draft Friday",
      },
    });
    expect(managed.status, await managed.clone().text()).toBe(200);
    expect((await lastContact(lou.id))! > "2026-01-02").toBe(true);

    // a creator's notes asking for a design review
    await ctx.deps.db.execute(sql`update creator_contacts set last_contact_at = '2026-01-01T00:00:00Z'
      where creator_id = ${lou.id}`);
    const [design] = await queryRows<{ id: string }>(
      ctx.deps.db,
      sql`insert into projects (kind, creator_id, title, status)
        values ('design', ${lou.id}, '[Logo] Mark', 'Completed') returning id`,
    );
    const review = await call(ctx, `/api/design-projects/${design!.id}/review`, {
      cookie: lou.cookie,
      json: { creatorNotes: "Bolder, please" },
    });
    expect(review.status, await review.clone().text()).toBe(200);
    expect((await lastContact(lou.id))! > "2026-01-02").toBe(true);
  });
});
