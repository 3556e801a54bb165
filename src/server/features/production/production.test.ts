import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { userTopic } from "~/domain/activity";
import { projectChatTopic, projectStaffTopic } from "~/domain/projects";
import type { Role } from "~/domain/roles";
import { projects, statusChanges } from "../../db/schema";
import { call, signedInAs } from "../../testing/auth";
import { createTestContext, type TestContext } from "../../testing/context";
import { undocumentedFields } from "../../testing/documented";
import { record, testRealtimeClient, waitFor } from "../../testing/realtime";
import { startTestServer, type TestServer } from "../../testing/server";

let ctx: TestContext;
type Who = { cookie: string; id: string };
const people = {} as Record<
  "creator" | "other" | "manager" | "editor" | "editor2" | "designer" | "promoter",
  Who
>;

beforeAll(async () => {
  ctx = await createTestContext();
  const roles: [keyof typeof people, Role][] = [
    ["creator", "creator"],
    ["other", "creator"],
    ["manager", "manager"],
    ["editor", "editor"],
    ["editor2", "editor"],
    ["designer", "designer"],
    ["promoter", "promoter"],
  ];
  for (const [name, role] of roles) people[name] = await signedInAs(ctx, role);
});
afterAll(() => ctx.close());

const post = (who: Who, path: string, json: unknown = {}) =>
  call(ctx, `/api${path}`, { method: "POST", cookie: who.cookie, json });
const get = (who: Who, path: string) => call(ctx, `/api${path}`, { cookie: who.cookie });

async function newEditing(who = people.creator, title = "My vlog") {
  const res = await post(who, "/editing-projects", {
    title,
    submittedFileUrl: "https://drive.example.com/raw.mp4",
    description: "Cut it down to 10 minutes",
  });
  expect(res.status, await res.clone().text()).toBe(201);
  return (await res.json()) as { id: string; status: string };
}
const history = async (id: string) =>
  (await ctx.deps.db.select().from(statusChanges).where(eq(statusChanges.subjectId, id))).map(
    (r) => `${r.fromStatus ?? "-"}→${r.toStatus}`,
  );
const statusOf = async (id: string) =>
  (await ctx.deps.db.select().from(projects).where(eq(projects.id, id)))[0]?.status;

describe("editing projects", () => {
  it("a creator submits, an editor accepts and completes, with every change recorded", async () => {
    const project = await newEditing();
    expect(project).toMatchObject({ status: "Pending", assignee: null, title: "My vlog" });

    const accepted = await post(people.editor, `/editing-projects/${project.id}/accept`);
    expect(accepted.status).toBe(200);
    expect(await accepted.json()).toMatchObject({
      status: "In Progress",
      assignee: { id: people.editor.id },
    });

    const complete = await post(people.editor, `/editing-projects/${project.id}/complete`, {
      completedFileUrl: "https://drive.example.com/final.mp4",
    });
    expect(complete.status).toBe(200);
    expect(await complete.json()).toMatchObject({
      status: "Completed",
      completedFileUrl: "https://drive.example.com/final.mp4",
    });
    expect(await history(project.id)).toEqual(["-→Pending", "Pending→In Progress", "In Progress→Completed"]);
  });

  it("validates the submission with the spec's messages, and http(s) links only", async () => {
    for (const body of [{ title: "", submittedFileUrl: "https://x.example" }, { title: "A" }]) {
      const res = await post(people.creator, "/editing-projects", body);
      expect(res.status).toBe(400);
      expect(Object.values((await res.json()).fields)).toContain("Title and file URL are required.");
    }
    const bad = await post(people.creator, "/editing-projects", {
      title: "A",
      submittedFileUrl: "javascript:alert(1)",
    });
    expect(bad.status).toBe(400);
    expect((await bad.json()).fields.submittedFileUrl).toMatch(/http/);
    const project = await newEditing();
    await post(people.editor, `/editing-projects/${project.id}/accept`);
    const noLink = await post(people.editor, `/editing-projects/${project.id}/complete`, {
      completedFileUrl: " ",
    });
    expect((await noLink.json()).fields.completedFileUrl).toBe(
      "Please provide a link to the completed file.",
    );
    expect(await statusOf(project.id)).toBe("In Progress");
  });

  it("refuses illegal transitions with 409 and changes nothing", async () => {
    const project = await newEditing();
    const early = await post(people.editor, `/editing-projects/${project.id}/complete`, {
      completedFileUrl: "https://x.example/f",
    });
    expect(early.status).toBe(409);
    expect((await early.json()).error).toBe("Only a project In Progress can be marked as completed.");
    await post(people.editor, `/editing-projects/${project.id}/accept`);
    const twice = await post(people.editor, `/editing-projects/${project.id}/accept`);
    expect(twice.status).toBe(409);
    const taken = await post(people.editor2, `/editing-projects/${project.id}/accept`);
    expect(taken.status).toBe(409);
    expect((await taken.json()).error).toBe("Only a Pending project can be accepted.");
    const notMine = await post(people.editor2, `/editing-projects/${project.id}/complete`, {
      completedFileUrl: "https://x.example/f",
    });
    expect(notMine.status).toBe(409);
    expect((await notMine.json()).error).toBe("Only the editor working on it can do that.");
    expect(await statusOf(project.id)).toBe("In Progress");
    expect(await history(project.id)).toEqual(["-→Pending", "Pending→In Progress"]);
  });

  it("two editors accepting at the same moment: exactly one wins", async () => {
    for (let round = 0; round < 5; round++) {
      const project = await newEditing();
      const answers = await Promise.all([
        post(people.editor, `/editing-projects/${project.id}/accept`),
        post(people.editor2, `/editing-projects/${project.id}/accept`),
      ]);
      expect(answers.map((r) => r.status).sort()).toEqual([200, 409]);
      expect(await history(project.id)).toEqual(["-→Pending", "Pending→In Progress"]);
    }
  });

  it("creators see only their own; editors and managers see all, paged newest first, with filters", async () => {
    const mine = await newEditing(people.other, "Other's unique cut");
    const own = await get(people.other, "/editing-projects?pageSize=100");
    const ownPage = await own.json();
    expect(ownPage.items.every((p: { creator: { id: string } }) => p.creator.id === people.other.id)).toBe(
      true,
    );
    expect(ownPage.items[0].id).toBe(mine.id);
    const creatorsView = await (await get(people.creator, "/editing-projects?pageSize=100")).json();
    expect(creatorsView.items.map((p: { id: string }) => p.id)).not.toContain(mine.id);
    expect((await get(people.creator, `/editing-projects/${mine.id}`)).status).toBe(404);
    for (const who of [people.editor, people.manager]) {
      const page = await (await get(who, "/editing-projects?search=unique%20cut")).json();
      expect(page.items.map((p: { id: string }) => p.id)).toEqual([mine.id]);
    }
    const pending = await (
      await get(people.editor, "/editing-projects?status=Completed&pageSize=100")
    ).json();
    expect(pending.items.every((p: { status: string }) => p.status === "Completed")).toBe(true);
  });

  it("deletes: managers yes, editors never, the creator only while Pending, others 404", async () => {
    const project = await newEditing();
    const del = (who: Who) =>
      call(ctx, `/api/editing-projects/${project.id}`, { method: "DELETE", cookie: who.cookie });
    expect((await del(people.editor)).status).toBe(403);
    expect((await del(people.other)).status).toBe(404);
    expect((await del(people.designer)).status).toBe(404);
    await post(people.editor, `/editing-projects/${project.id}/accept`);
    expect((await del(people.creator)).status).toBe(409);
    expect((await del(people.manager)).status).toBe(204);
    expect(await statusOf(project.id)).toBeUndefined();
  });

  it("staff of another kind get 403 on editing actions; managers submit nothing", async () => {
    const project = await newEditing();
    for (const who of [people.designer, people.promoter, people.manager, people.creator])
      expect((await post(who, `/editing-projects/${project.id}/accept`)).status).toBe(403);
    expect(
      (await post(people.manager, "/editing-projects", { title: "x", submittedFileUrl: "https://x.example" }))
        .status,
    ).toBe(403);
  });
});

describe("design projects", () => {
  it("prefixes the type, and runs the review loop back to Pending", async () => {
    const res = await post(people.creator, "/design-projects", {
      designType: "Logo",
      title: "Channel logo",
      description: "Minimal, purple",
      brandColors: "#6d28d9",
      assetsUrl: "https://assets.example/brand.zip",
    });
    expect(res.status).toBe(201);
    const project = await res.json();
    expect(project).toMatchObject({ title: "[Logo] Channel logo", designType: "Logo", status: "Pending" });
    const plain = await (
      await post(people.creator, "/design-projects", { title: "T", description: "D" })
    ).json();
    expect(plain.title).toBe("[Thumbnail] T");
    const missing = await post(people.creator, "/design-projects", { title: "T", description: "" });
    expect((await missing.json()).fields.description).toBe("Title and description are required.");

    expect((await post(people.designer, `/design-projects/${project.id}/accept`)).status).toBe(200);
    await post(people.designer, `/design-projects/${project.id}/complete`, {
      completedFileUrl: "https://x.example/l.png",
    });
    // someone else cannot ask for review; the creator can
    expect(
      (await post(people.other, `/design-projects/${project.id}/review`, { creatorNotes: "x" })).status,
    ).toBe(404);
    expect(
      (await post(people.designer, `/design-projects/${project.id}/review`, { creatorNotes: "x" })).status,
    ).toBe(403);
    const review = await post(people.creator, `/design-projects/${project.id}/review`, {
      creatorNotes: "Bigger letters please",
    });
    expect(review.status).toBe(200);
    expect(await review.json()).toMatchObject({ status: "Pending", creatorNotes: "Bigger letters please" });
    // another designer cannot take it (ADR 022: it stays with its designer); its designer accepts again
    expect((await post(people.editor, `/design-projects/${project.id}/accept`)).status).toBe(403);
    const rival = await signedInAs(ctx, "designer");
    const taken = await post(rival, `/design-projects/${project.id}/accept`);
    expect(taken.status).toBe(409);
    expect((await taken.json()).error).toBe(
      "The creator asked the designer working on it for changes; only they can accept it again.",
    );
    const again = await post(people.designer, `/design-projects/${project.id}/accept`);
    expect(await again.json()).toMatchObject({
      status: "In Progress",
      creatorNotes: "Bigger letters please",
    });
    expect(await history(project.id)).toEqual([
      "-→Pending",
      "Pending→In Progress",
      "In Progress→Completed",
      "Completed→Pending",
      "Pending→In Progress",
    ]);
    // a designer declines (deletes)
    const decline = await call(ctx, `/api/design-projects/${plain.id}`, {
      method: "DELETE",
      cookie: people.designer.cookie,
    });
    expect(decline.status).toBe(204);
  });

  it("returns creators their own design projects only", async () => {
    await post(people.other, "/design-projects", { title: "Secret", description: "D" });
    const page = await (await get(people.creator, "/design-projects?pageSize=100")).json();
    expect(page.items.some((p: { title: string }) => p.title.includes("Secret"))).toBe(false);
  });
});

describe("campaigns", () => {
  it("named by type; promoters set any status and the first save assigns them", async () => {
    const res = await post(people.creator, "/campaigns", { campaignType: "Brand Awareness", details: "Q1" });
    expect(res.status).toBe(201);
    const campaign = await res.json();
    expect(campaign).toMatchObject({
      title: "Brand Awareness",
      campaignType: "Brand Awareness",
      status: "Pending",
    });
    const patch = (who: Who, json: unknown) =>
      call(ctx, `/api/campaigns/${campaign.id}`, { method: "PATCH", cookie: who.cookie, json });
    expect((await patch(people.creator, { status: "Active" })).status).toBe(403);
    const active = await patch(people.promoter, { status: "Active", details: "Q1 push" });
    expect(await active.json()).toMatchObject({
      status: "Active",
      description: "Q1 push",
      assignee: { id: people.promoter.id },
    });
    expect(await (await get(people.creator, "/me/production-counts")).json()).toMatchObject({
      activePromotions: 1,
    });
    // spec section 4: the promoter sets any status, back and forth; the history keeps every move
    for (const status of ["Completed", "Active", "Pending", "Cancelled", "Active"])
      expect((await patch(people.promoter, { status, details: "Q1 push" })).status).toBe(200);
    // saving the details alone records no move
    expect((await patch(people.promoter, { status: "Active", details: "Q2" })).status).toBe(200);
    expect(await history(campaign.id)).toEqual([
      "-→Pending",
      "Pending→Active",
      "Active→Completed",
      "Completed→Active",
      "Active→Pending",
      "Pending→Cancelled",
      "Cancelled→Active",
    ]);
    const del = await call(ctx, `/api/campaigns/${campaign.id}`, {
      method: "DELETE",
      cookie: people.promoter.cookie,
    });
    expect(del.status).toBe(204);
  });

  it("creators withdraw their own Pending requests", async () => {
    const campaign = await (
      await post(people.other, "/campaigns", { campaignType: "Social Media Growth" })
    ).json();
    const del = (who: Who) =>
      call(ctx, `/api/campaigns/${campaign.id}`, { method: "DELETE", cookie: who.cookie });
    expect((await del(people.creator)).status).toBe(404);
    expect((await del(people.other)).status).toBe(204);
  });
});

describe("counts, chat and realtime", () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer(ctx);
  });
  afterAll(() => server.close());

  it("counts the caller's Pending and In Progress projects", async () => {
    const me = await signedInAs(ctx, "creator");
    await newEditing(me);
    const second = await newEditing(me);
    const third = await newEditing(me);
    await post(people.editor, `/editing-projects/${second.id}/accept`);
    await post(people.editor, `/editing-projects/${third.id}/accept`);
    await post(people.editor, `/editing-projects/${third.id}/complete`, {
      completedFileUrl: "https://x.example/f",
    });
    await post(me, "/design-projects", { title: "T", description: "D" });
    expect(await (await get(me, "/me/production-counts")).json()).toEqual({
      activePromotions: 0,
      editingQueue: 2,
      designRequests: 1,
    });
  });

  it("tells the creator and the staff of a change, and only allowed people hear a project's chat", async () => {
    const project = await newEditing();
    const creatorClient = testRealtimeClient(server, people.creator.cookie).client;
    const editorClient = testRealtimeClient(server, people.editor.cookie).client;
    const otherClient = testRealtimeClient(server, people.other.cookie).client;
    const designerClient = testRealtimeClient(server, people.designer.cookie).client;
    const mine = record(creatorClient, userTopic(people.creator.id));
    const staff = record(editorClient, projectStaffTopic("editing"));
    const chat = record(creatorClient, projectChatTopic("editing", project.id));
    const snoop = record(otherClient, projectChatTopic("editing", project.id));
    const wrongStaff = record(designerClient, projectStaffTopic("editing"));
    await waitFor(() => snoop.denied && wrongStaff.denied, 5000, "denials");

    await post(people.editor, `/editing-projects/${project.id}/accept`);
    await waitFor(() => mine.events.some((e) => e.id === project.id), 5000, "creator event");
    await waitFor(() => staff.events.some((e) => e.id === project.id), 5000, "staff event");

    const sent = await post(people.editor, `/editing-projects/${project.id}/messages`, { content: "On it!" });
    expect(sent.status).toBe(201);
    await waitFor(() => chat.events.some((e) => e.type === "message"), 5000, "chat message");
    expect((await get(people.other, `/editing-projects/${project.id}/messages`)).status).toBe(404);
    expect(
      (await post(people.designer, `/editing-projects/${project.id}/messages`, { content: "hi" })).status,
    ).toBe(404);
    const thread = await (await get(people.creator, `/editing-projects/${project.id}/messages`)).json();
    expect(thread.items).toMatchObject([{ content: "On it!", userId: people.editor.id }]);
    expect(thread.items[0].authorName).toMatch(/Test Editor/);
    for (const client of [creatorClient, editorClient, otherClient, designerClient]) client.shutdown();
  });
});

describe("the production board's answers", () => {
  it("carry only the fields their documented schemas name, for the staff and for the creator", async () => {
    const project = await newEditing(people.creator, "Board check");
    await post(people.editor, `/editing-projects/${project.id}/accept`);
    await post(people.creator, "/design-projects", { title: "Board logo", description: "D" });
    await post(people.creator, "/campaigns", { campaignType: "Brand Awareness", details: "Q1" });
    for (const [who, path] of [
      [people.manager, "/editing-projects"],
      [people.editor, "/editing-projects"],
      [people.creator, "/editing-projects"],
      [people.manager, "/design-projects"],
      [people.manager, "/campaigns"],
      [people.creator, "/me/production-counts"],
    ] as const) {
      const res = await get(who, path);
      expect(res.status, path).toBe(200);
      const body = await res.json();
      if (path !== "/me/production-counts") expect(body.items.length, path).toBeGreaterThan(0);
      expect(await undocumentedFields(ctx, "GET", path, 200, body), path).toEqual([]);
    }
    const one = await get(people.editor, `/editing-projects/${project.id}`);
    expect(await undocumentedFields(ctx, "GET", "/editing-projects/{id}", 200, await one.json())).toEqual([]);
  });
});
