import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Role } from "~/domain/roles";
import { notifications, statusChanges } from "../../db/schema";
import { call, signedInAs } from "../../testing/auth";
import { createTestContext, type TestContext } from "../../testing/context";

/*
 * The work items (script requests, projects, campaigns) tell the people concerned of a change, keep their
 * history, and show in the managers' triage: the wiring of issue 10 into issues 8 and 9.
 */
let ctx: TestContext;
type Who = { cookie: string; id: string };
const people = {} as Record<"creator" | "other" | "manager" | "editor" | "editor2" | "promoter", Who>;

beforeAll(async () => {
  ctx = await createTestContext();
  const roles: [keyof typeof people, Role][] = [
    ["creator", "creator"],
    ["other", "creator"],
    ["manager", "manager"],
    ["editor", "editor"],
    ["editor2", "editor"],
    ["promoter", "promoter"],
  ];
  for (const [name, role] of roles) people[name] = await signedInAs(ctx, role);
});
afterAll(() => ctx.close());

const send = (who: Who, path: string, json: unknown = {}, method = "POST") =>
  call(ctx, `/api${path}`, { method, cookie: who.cookie, json });
const get = (who: Who, path: string) => call(ctx, `/api${path}`, { cookie: who.cookie });

/** The notifications `who` holds about one subject, as kind and title. */
async function noticesOf(who: Who, subjectId: string) {
  const rows = await ctx.deps.db
    .select({ kind: notifications.kind, title: notifications.title, link: notifications.link })
    .from(notifications)
    .where(and(eq(notifications.userId, who.id), eq(notifications.subjectId, subjectId)));
  return rows;
}

async function newEditing(title = "Travel vlog") {
  const res = await send(people.creator, "/editing-projects", {
    title,
    submittedFileUrl: "https://drive.example.com/raw.mp4",
  });
  expect(res.status).toBe(201);
  return (await res.json()) as { id: string };
}

describe("editing projects", () => {
  it("a new request tells every editor, an accept tells the creator, and nobody hears of their own change", async () => {
    const project = await newEditing();
    for (const editor of [people.editor, people.editor2])
      expect(await noticesOf(editor, project.id)).toEqual([
        expect.objectContaining({ kind: "new_request", link: "/editor-dashboard" }),
      ]);
    expect(await noticesOf(people.creator, project.id)).toEqual([]);
    expect(await noticesOf(people.promoter, project.id)).toEqual([]);

    expect((await send(people.editor, `/editing-projects/${project.id}/accept`)).status).toBe(200);
    expect(await noticesOf(people.creator, project.id)).toEqual([
      {
        kind: "status_change",
        title: "Your editing project 'Travel vlog' is now In Progress",
        link: "/creator-dashboard/editing-management",
      },
    ]);
    expect(await noticesOf(people.editor, project.id)).toHaveLength(1); // only the new request

    // the creator's bell lists it
    const page = await (await get(people.creator, "/me/notifications")).json();
    expect(page.unread).toBeGreaterThanOrEqual(1);
    expect(page.items.map((n: { title: string }) => n.title)).toContain(
      "Your editing project 'Travel vlog' is now In Progress",
    );
  });

  it("a refused change writes neither history nor a notification", async () => {
    const project = await newEditing("Refused");
    const before = await ctx.deps.db
      .select()
      .from(statusChanges)
      .where(eq(statusChanges.subjectId, project.id));
    const refused = await send(people.editor, `/editing-projects/${project.id}/complete`, {
      completedFileUrl: "https://drive.example.com/done.mp4",
    });
    expect(refused.status).toBe(409);
    const after = await ctx.deps.db
      .select()
      .from(statusChanges)
      .where(eq(statusChanges.subjectId, project.id));
    expect(after).toHaveLength(before.length);
    expect(await noticesOf(people.creator, project.id)).toEqual([]);
  });

  it("the history is the creator's and the editors', and 404 for another creator", async () => {
    const project = await newEditing("With a past");
    await send(people.editor, `/editing-projects/${project.id}/accept`);
    await send(people.editor, `/editing-projects/${project.id}/complete`, {
      completedFileUrl: "https://drive.example.com/done.mp4",
    });
    const res = await get(people.creator, `/history/editing_project/${project.id}`);
    expect(res.status).toBe(200);
    const { items } = await res.json();
    expect(items.map((e: { from: string | null; to: string }) => `${e.from ?? "-"}→${e.to}`)).toEqual([
      "-→Pending",
      "Pending→In Progress",
      "In Progress→Completed",
    ]);
    expect((await get(people.editor2, `/history/editing_project/${project.id}`)).status).toBe(200);
    expect((await get(people.other, `/history/editing_project/${project.id}`)).status).toBe(404);
    expect((await get(people.promoter, `/history/editing_project/${project.id}`)).status).toBe(404);
  });

  it("a chat message tells the other side", async () => {
    const project = await newEditing("Chatty");
    await send(people.editor, `/editing-projects/${project.id}/accept`);
    expect(
      (await send(people.editor, `/editing-projects/${project.id}/messages`, { content: "On it" })).status,
    ).toBe(201);
    expect(await noticesOf(people.creator, project.id)).toContainEqual(
      expect.objectContaining({ kind: "project_message", link: "/creator-dashboard/editing-management" }),
    );
    await send(people.creator, `/editing-projects/${project.id}/messages`, { content: "Thanks!" });
    expect(await noticesOf(people.editor, project.id)).toContainEqual(
      expect.objectContaining({ kind: "project_message", link: "/editor-dashboard" }),
    );
  });
});

describe("script requests", () => {
  it("a request tells the managers; the manager's update tells the creator and is in the history", async () => {
    const res = await send(people.creator, "/me/script-requests", { title: "Cooking intro", details: "" });
    expect(res.status).toBe(201);
    const { id } = await res.json();
    expect(await noticesOf(people.manager, id)).toEqual([
      expect.objectContaining({ kind: "new_request", link: "/talent-dashboard" }),
    ]);

    const pendingRequests = async () =>
      (await (await get(people.manager, "/admin/triage")).json()).counts.find(
        (c: { key: string }) => c.key === "pending_script_requests",
      ).count;
    expect(await pendingRequests()).toBe(1);

    const updated = await send(
      people.manager,
      `/admin/script-requests/${id}`,
      { status: "In Progress", expectedFinishDate: null, scriptContent: "", managerNotes: "" },
      "PUT",
    );
    expect(updated.status).toBe(200);
    expect(await noticesOf(people.creator, id)).toEqual([
      {
        kind: "status_change",
        title: "Your script request 'Cooking intro' is now In Progress",
        link: "/creator-dashboard/request-script",
      },
    ]);
    const history = await (await get(people.creator, `/history/script_request/${id}`)).json();
    expect(history.items.map((e: { to: string }) => e.to)).toEqual(["Pending", "In Progress"]);
    expect((await get(people.other, `/history/script_request/${id}`)).status).toBe(404);

    expect(await pendingRequests()).toBe(0); // the only request is In Progress now
  });
});
