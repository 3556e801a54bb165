import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { BRAND_LINK_GONE } from "~/domain/brand-links";
import type { Role } from "~/domain/roles";
import {
  brandLinks,
  brandVerdicts,
  dealDeliverables,
  emailOutbox,
  fileComments,
  notifications,
  projectFiles,
  projects,
  rateLimitWindows,
  statusChanges,
} from "../../db/schema";
import { blobsOf } from "../../storage/blobs";
import { call, signedInAs } from "../../testing/auth";
import { createTestContext, type TestContext } from "../../testing/context";
import { createTestBrandLink, createTestDeal, createTestDeliverable } from "../../testing/deals";
import { undocumentedFields } from "../../testing/documented";
import { tinyPng } from "../../testing/images";
import { autoApproveDue } from "./auto-approve";
import { hashBrandToken } from "./tokens";

/*
 * Issue 36: a brand's review link, through the API as the manager and the brand use it. The token is the
 * key: what it opens is its deliverable's versions and the comments shared with the brand, nothing else.
 */

let ctx: TestContext;
type Who = { cookie: string; id: string; name: string };
const people = {} as Record<"manager" | "creator" | "editor" | "other", Who>;

beforeAll(async () => {
  ctx = await createTestContext();
  const roles: [keyof typeof people, Role][] = [
    ["manager", "manager"],
    ["creator", "creator"],
    ["editor", "editor"],
    ["other", "creator"],
  ];
  for (const [name, role] of roles) people[name] = await signedInAs(ctx, role, { name: `The ${name}` });
});
afterAll(() => ctx.close());

const send = (who: Who | null, method: string, path: string, json?: unknown) =>
  call(ctx, `/api${path}`, { method, cookie: who?.cookie, json });
const get = (who: Who | null, path: string) => call(ctx, `/api${path}`, { cookie: who?.cookie });
const guest = { name: "Bea Brand", email: "bea@acme.test" };

/** A deal of the creator with a deliverable linked to an editing project In Progress that has v1 (a PNG). */
async function dealWithCut() {
  const deal = await createTestDeal(ctx.deps.db, {
    creatorId: people.creator.id,
    ownerId: people.manager.id,
    notes: "Agency only: they pay late",
    title: "Spring launch",
  });
  const [project] = await ctx.deps.db
    .insert(projects)
    .values({
      kind: "editing",
      creatorId: people.creator.id,
      title: "Spring cut",
      status: "In Progress",
      assigneeId: people.editor.id,
    })
    .returning();
  const deliverable = await createTestDeliverable(ctx.deps.db, deal.id, {
    projectId: project!.id,
    status: "Submitted for approval",
  });
  const other = await createTestDeliverable(ctx.deps.db, deal.id, { kind: "short" });
  const bytes = new Uint8Array(tinyPng());
  const storageKey = `projects/${project!.id}/${crypto.randomUUID()}`;
  await blobsOf(ctx.deps).put(storageKey, bytes, "image/png");
  const [file] = await ctx.deps.db
    .insert(projectFiles)
    .values({
      projectId: project!.id,
      uploaderId: people.editor.id,
      role: "version",
      version: 1,
      name: "cut-v1.png",
      size: bytes.byteLength,
      mime: "image/png",
      storageKey,
      previewStatus: "none",
      width: 1,
      height: 1,
    })
    .returning();
  return { deal, project: project!, deliverable, other, file: file! };
}

describe("sharing", () => {
  it("gives a contact one live link per deliverable, emails it, and keeps only the token's hash", async () => {
    const { deal, deliverable, other } = await dealWithCut();
    const share = (json: object) => send(people.manager, "POST", `/deals/${deal.id}/brand-links`, json);
    const body = {
      kind: "review",
      deliverableId: deliverable.id,
      contactName: "Bea",
      contactEmail: "Bea@Acme.test",
    };
    const first = await share(body);
    expect(first.status, await first.clone().text()).toBe(201);
    const made = await first.json();
    expect(made).toMatchObject({ kind: "review", deliverableId: deliverable.id, state: "live" });
    const token = /\/review\/([\w-]+)$/.exec(made.url)?.[1] ?? "";
    // 256 bits, base64url; the table holds its hash only
    expect(token).toMatch(/^[\w-]{43}$/);
    const [row] = await ctx.deps.db.select().from(brandLinks).where(eq(brandLinks.id, made.id));
    expect(row?.tokenHash).toBe(hashBrandToken(token));
    expect(JSON.stringify(row)).not.toContain(token);
    const [mail] = await ctx.deps.db.select().from(emailOutbox).where(eq(emailOutbox.to, "Bea@Acme.test"));
    expect(mail?.text).toContain(made.url);
    expect(mail?.text).toContain("The CreatorDesk team");
    expect(mail?.text).not.toContain(people.manager.name);

    // shared again (the address in another case): the first link stops working
    const again = await (await share({ ...body, contactEmail: "bea@acme.test" })).json();
    expect((await get(null, `/review/${token}`)).status).toBe(404);
    const again2 = /\/review\/([\w-]+)$/.exec(again.url)![1]!;
    expect((await get(null, `/review/${again2}`)).status).toBe(200);
    const listed = await (await get(people.manager, `/deals/${deal.id}/brand-links`)).json();
    expect(listed.items.map((l: { state: string }) => l.state)).toEqual(["live", "revoked"]);
    expect(await undocumentedFields(ctx, "GET", "/deals/{id}/brand-links", 200, listed)).toEqual([]);

    // a deliverable of another deal is refused; a report needs none
    const elsewhere = await createTestDeal(ctx.deps.db, { creatorId: people.other.id });
    const foreign = await createTestDeliverable(ctx.deps.db, elsewhere.id);
    expect((await share({ ...body, deliverableId: foreign.id })).status).toBe(400);
    expect((await share({ ...body, deliverableId: other.id })).status).toBe(201);
    expect((await share({ ...body, kind: "report", deliverableId: undefined })).status).toBe(201);
    expect((await share({ ...body, days: 91 })).status).toBe(400);
    // creators and other staff share nothing
    expect((await send(people.creator, "POST", `/deals/${deal.id}/brand-links`, body)).status).toBe(403);
  });
});

describe("the brand's review", () => {
  it("shows the deliverable, its versions and the shared comments only; nothing internal", async () => {
    const { deal, deliverable, file } = await dealWithCut();
    const { token } = await createTestBrandLink(ctx.deps.db, {
      dealId: deal.id,
      deliverableId: deliverable.id,
    });
    await ctx.deps.db.insert(fileComments).values([
      {
        fileId: file.id,
        projectId: file.projectId,
        authorId: people.editor.id,
        body: "Internal: logo is off",
      },
      {
        fileId: file.id,
        projectId: file.projectId,
        authorId: people.editor.id,
        body: "Shared: is the intro long?",
        visibility: "shared",
      },
    ]);
    const res = await get(null, `/review/${token}`);
    expect(res.status).toBe(200);
    expect(res.headers.get("referrer-policy")).toBe("no-referrer");
    expect(res.headers.get("x-robots-tag")).toContain("noindex");
    expect(res.headers.get("cache-control")).toBe("no-store");
    const review = await res.json();
    expect(review).toMatchObject({
      agency: "CreatorDesk",
      dealTitle: "Spring launch",
      deliverable: { kind: "dedicated_video", platform: "YouTube", status: "Submitted for approval" },
      versions: [{ id: file.id, version: 1, kind: "image" }],
      canDecide: true,
    });
    const text = JSON.stringify(review);
    for (const secret of ["Agency only", "500000", "commission", "payout", people.editor.id, "@example"])
      expect(text).not.toContain(secret);
    expect(await undocumentedFields(ctx, "GET", "/review/{token}", 200, review)).toEqual([]);

    const comments = await (await get(null, `/review/${token}/files/${file.id}/comments`)).json();
    expect(comments.items.map((c: { body: string; number: number }) => [c.number, c.body])).toEqual([
      [1, "Shared: is the intro long?"],
    ]);
    // a poster once the preview is made, through the link
    expect(review.versions[0].posterUrl).toBeNull();
    const posterKey = `${file.storageKey}.preview.webp`;
    await blobsOf(ctx.deps).put(posterKey, new Uint8Array(tinyPng()), "image/webp");
    await ctx.deps.db
      .update(projectFiles)
      .set({ previewStatus: "ready", previewKey: posterKey })
      .where(eq(projectFiles.id, file.id));
    const withPoster = await (await get(null, `/review/${token}`)).json();
    expect(withPoster.versions[0].posterUrl).toBe(`/api/review/${token}/files/${file.id}/preview`);
    const poster = await get(null, `/review/${token}/files/${file.id}/preview`);
    expect(poster.status).toBe(200);
    expect(poster.headers.get("content-type")).toBe("image/webp");
    // the bytes, inline, through the link only
    const bytes = await get(null, `/review/${token}/files/${file.id}/content`);
    expect(bytes.status).toBe(200);
    expect(bytes.headers.get("content-type")).toBe("image/png");
    const stranger = await dealWithCut();
    expect((await get(null, `/review/${token}/files/${stranger.file.id}/content`)).status).toBe(404);
    // a staff cookie changes nothing
    expect(await (await get(people.manager, `/review/${token}`)).json()).toEqual(withPoster);
  });

  it("answers an unknown, expired, revoked or report token the same 404", async () => {
    const { deal, deliverable, file } = await dealWithCut();
    const expired = await createTestBrandLink(ctx.deps.db, {
      dealId: deal.id,
      deliverableId: deliverable.id,
      state: "expired",
    });
    const revoked = await createTestBrandLink(ctx.deps.db, {
      dealId: deal.id,
      deliverableId: deliverable.id,
      state: "revoked",
    });
    const report = await createTestBrandLink(ctx.deps.db, { dealId: deal.id, kind: "report" });
    const bodies = new Set<string>();
    for (const token of [expired.token, revoked.token, report.token, "A".repeat(43)]) {
      for (const path of [`/review/${token}`, `/review/${token}/files/${file.id}/content`]) {
        const res = await get(null, path);
        expect(res.status, path).toBe(404);
        bodies.add((await res.json()).error);
      }
    }
    expect([...bodies]).toEqual([BRAND_LINK_GONE]);
    // revoked by the manager: at once
    const live = await createTestBrandLink(ctx.deps.db, { dealId: deal.id, deliverableId: deliverable.id });
    expect((await get(null, `/review/${live.token}`)).status).toBe(200);
    expect((await send(people.manager, "POST", `/brand-links/${live.id}/revoke`)).status).toBe(200);
    expect((await get(null, `/review/${live.token}`)).status).toBe(404);
  });

  it("takes the brand's pinned comment, shared, and their request for changes back to the editor", async () => {
    const { deal, project, deliverable, file } = await dealWithCut();
    const { token } = await createTestBrandLink(ctx.deps.db, {
      dealId: deal.id,
      deliverableId: deliverable.id,
    });
    const comment = await send(null, "POST", `/review/${token}/files/${file.id}/comments`, {
      ...guest,
      comment: { body: "Move the logo here", x: 0.25, y: 0.75 },
    });
    expect(comment.status, await comment.clone().text()).toBe(201);
    expect(await comment.json()).toMatchObject({
      body: "Move the logo here",
      visibility: "shared",
      guestName: "Bea Brand",
      author: null,
      number: 1,
    });
    // staff see it with the brand's name
    const staffView = await (await get(people.editor, `/files/${file.id}/comments`)).json();
    expect(staffView.items[0]).toMatchObject({ guestName: "Bea Brand", visibility: "shared" });
    // a request for changes needs a note
    const bare = await send(null, "POST", `/review/${token}/verdict`, {
      ...guest,
      fileId: file.id,
      verdict: "changes_requested",
    });
    expect(bare.status).toBe(400);
    const asked = await send(null, "POST", `/review/${token}/verdict`, {
      ...guest,
      fileId: file.id,
      verdict: "changes_requested",
      note: "Shorter intro, please",
    });
    expect(asked.status, await asked.clone().text()).toBe(201);
    const [moved] = await ctx.deps.db.select().from(projects).where(eq(projects.id, project.id));
    expect(moved).toMatchObject({ status: "Pending", assigneeId: people.editor.id });
    const [line] = await ctx.deps.db
      .select()
      .from(statusChanges)
      .where(and(eq(statusChanges.subjectId, project.id), eq(statusChanges.toStatus, "Pending")));
    expect(line?.note).toContain(
      "Changes requested on v1 by Bea Brand (Acme Snacks): #1 — Move the logo here",
    );
    expect(line?.note).toContain("Shorter intro, please");
    expect(line?.actorName).toBe("Bea Brand (Acme Snacks)");
    const [kept] = await ctx.deps.db
      .select()
      .from(dealDeliverables)
      .where(eq(dealDeliverables.id, deliverable.id));
    expect(kept?.status).toBe("In progress");
    // the editor hears of it
    const editorNotices = await ctx.deps.db
      .select()
      .from(notifications)
      .where(and(eq(notifications.userId, people.editor.id), eq(notifications.subjectId, project.id)));
    expect(editorNotices.length).toBeGreaterThan(0);
  });

  it("approves: the deliverable Approved, the verdict kept with who gave it, the history and the notices say so", async () => {
    const { deal, deliverable, file } = await dealWithCut();
    const { token } = await createTestBrandLink(ctx.deps.db, {
      dealId: deal.id,
      deliverableId: deliverable.id,
    });
    const res = await send(people.other, "POST", `/review/${token}/verdict`, {
      ...guest,
      fileId: file.id,
      verdict: "approved",
    });
    expect(res.status, await res.clone().text()).toBe(201);
    expect(await res.json()).toMatchObject({ verdict: "approved", name: "Bea Brand", version: 1 });
    const [kept] = await ctx.deps.db
      .select()
      .from(dealDeliverables)
      .where(eq(dealDeliverables.id, deliverable.id));
    expect(kept?.status).toBe("Approved");
    const [verdict] = await ctx.deps.db
      .select()
      .from(brandVerdicts)
      .where(eq(brandVerdicts.deliverableId, deliverable.id));
    expect(verdict).toMatchObject({ email: "bea@acme.test", name: "Bea Brand", fileId: file.id });
    const history = await (await get(people.manager, `/history/deal/${deal.id}`)).json();
    expect(JSON.stringify(history)).toContain("Bea Brand <bea@acme.test> of Acme Snacks approved v1");
    for (const who of [people.manager, people.creator, people.editor]) {
      const notes = await ctx.deps.db
        .select()
        .from(notifications)
        .where(and(eq(notifications.userId, who.id), eq(notifications.subjectId, deal.id)));
      expect(notes.map((n) => n.title).join("|"), who.name).toContain("Approved");
    }
    const copies = await ctx.deps.db.select().from(emailOutbox).where(eq(emailOutbox.to, "bea@acme.test"));
    expect(copies.map((mail) => mail.subject)).toContain("CreatorDesk: you approved Spring launch");
    // the page says it, and a file of another project is not the link's
    expect((await (await get(null, `/review/${token}`)).json()).verdicts[0]).toMatchObject({
      verdict: "approved",
      version: 1,
    });
    const stranger = await dealWithCut();
    const refused = await send(null, "POST", `/review/${token}/verdict`, {
      ...guest,
      fileId: stranger.file.id,
      verdict: "approved",
    });
    expect(refused.status).toBe(404);
  });
});

describe("auto-approval", () => {
  it("reminds the brand the business day before, then approves an unanswered version for them, once", async () => {
    const { deal, deliverable, file } = await dealWithCut();
    // the manager turns it on for the deal: 2 business days
    const set = await send(people.manager, "PATCH", `/deals/${deal.id}`, { brandAutoApproveDays: 2 });
    expect(set.status, await set.clone().text()).toBe(200);
    expect((await set.json()).brandAutoApproveDays).toBe(2);
    expect(
      (await send(people.manager, "PATCH", `/deals/${deal.id}`, { brandAutoApproveDays: 4 })).status,
    ).toBe(400);
    const link = await createTestBrandLink(ctx.deps.db, { dealId: deal.id, deliverableId: deliverable.id });
    // the link was given on Tuesday the 10th; v1 reached the brand on Monday the 16th (New York)
    await ctx.deps.db
      .update(brandLinks)
      .set({ createdAt: new Date("2026-11-10T15:00:00Z") })
      .where(eq(brandLinks.id, link.id));
    await ctx.deps.db
      .update(projectFiles)
      .set({ createdAt: new Date("2026-11-16T15:00:00Z") })
      .where(eq(projectFiles.id, file.id));
    const review = await (await get(null, `/review/${link.token}`)).json();
    expect(review.autoApproveAfter).toBe("2026-11-18");

    const mailsTo = async () =>
      (await ctx.deps.db.select().from(emailOutbox).where(eq(emailOutbox.to, link.email))).map(
        (m) => m.subject,
      );
    // Monday: nothing yet; Tuesday: the reminder, once
    expect(await autoApproveDue(ctx.deps, new Date("2026-11-16T20:00:00Z"))).toMatchObject({
      reminded: 0,
      approved: 0,
    });
    expect(await autoApproveDue(ctx.deps, new Date("2026-11-17T15:00:00Z"))).toMatchObject({ reminded: 1 });
    expect(await autoApproveDue(ctx.deps, new Date("2026-11-17T18:00:00Z"))).toMatchObject({ reminded: 0 });
    expect(await mailsTo()).toEqual(["CreatorDesk: v1 of Spring launch is waiting for your review"]);
    // Wednesday is the last day; Thursday it is approved for them, once
    expect(await autoApproveDue(ctx.deps, new Date("2026-11-18T22:00:00Z"))).toMatchObject({ approved: 0 });
    expect(await autoApproveDue(ctx.deps, new Date("2026-11-19T15:00:00Z"))).toMatchObject({ approved: 1 });
    expect(await autoApproveDue(ctx.deps, new Date("2026-11-19T16:00:00Z"))).toMatchObject({ approved: 0 });
    const [kept] = await ctx.deps.db
      .select()
      .from(dealDeliverables)
      .where(eq(dealDeliverables.id, deliverable.id));
    expect(kept?.status).toBe("Approved");
    const verdicts = await ctx.deps.db
      .select()
      .from(brandVerdicts)
      .where(eq(brandVerdicts.deliverableId, deliverable.id));
    expect(verdicts).toHaveLength(1);
    expect(verdicts[0]?.name).toBe("Ann Partner (no answer in 2 business days)");
    expect(await mailsTo()).toContain("CreatorDesk: Spring launch was approved for you");
    expect((await (await get(null, `/review/${link.token}`)).json()).autoApproveAfter).toBeNull();
  });

  it("leaves a deal without it, and a version the brand answered, alone", async () => {
    const { deal, deliverable, file } = await dealWithCut();
    const link = await createTestBrandLink(ctx.deps.db, { dealId: deal.id, deliverableId: deliverable.id });
    await ctx.deps.db
      .update(projectFiles)
      .set({ createdAt: new Date("2026-11-02T15:00:00Z") })
      .where(eq(projectFiles.id, file.id));
    await ctx.deps.db
      .update(brandLinks)
      .set({ createdAt: new Date("2026-11-02T15:00:00Z") })
      .where(eq(brandLinks.id, link.id));
    expect((await (await get(null, `/review/${link.token}`)).json()).autoApproveAfter).toBeNull();
    await autoApproveDue(ctx.deps, new Date("2026-11-27T15:00:00Z"));
    const [untouched] = await ctx.deps.db
      .select()
      .from(dealDeliverables)
      .where(eq(dealDeliverables.id, deliverable.id));
    expect(untouched?.status).toBe("Submitted for approval");
  });
});

describe("rate limits", () => {
  it("refuses a link's 31st write in a minute, counting each request once", async () => {
    const { deal, deliverable, file } = await dealWithCut();
    const { token } = await createTestBrandLink(ctx.deps.db, {
      dealId: deal.id,
      deliverableId: deliverable.id,
    });
    const comment = () =>
      send(null, "POST", `/review/${token}/files/${file.id}/comments`, {
        ...guest,
        comment: { body: "Again" },
      });
    for (let i = 0; i < 30; i++) expect((await comment()).status).toBe(201);
    const refused = await comment();
    expect(refused.status).toBe(429);
    expect(refused.headers.get("retry-after")).toMatch(/^\d+$/);
    // reads have their own count: the page still opens, and its own address is counted once
    expect((await get(null, `/review/${token}`)).status).toBe(200);
    const [row] = await ctx.deps.db
      .select({ count: rateLimitWindows.count })
      .from(rateLimitWindows)
      .where(eq(rateLimitWindows.key, `brand-link:r:t:${hashBrandToken(token).slice(0, 32)}`));
    expect(row?.count).toBe(1);
  });
});

describe("comments shared or internal", () => {
  it("lets the project's people share a comment with the brand or take it back, a brand's own staying shared", async () => {
    const { deal, deliverable, file } = await dealWithCut();
    const { token } = await createTestBrandLink(ctx.deps.db, {
      dealId: deal.id,
      deliverableId: deliverable.id,
    });
    const mine = await (
      await send(people.editor, "POST", `/files/${file.id}/comments`, { body: "Ours" })
    ).json();
    expect(mine.visibility).toBe("internal");
    const shown = async () =>
      (await (await get(null, `/review/${token}/files/${file.id}/comments`)).json()).items.map(
        (c: { body: string }) => c.body,
      );
    expect(await shown()).toEqual([]);
    expect((await send(people.editor, "POST", `/file-comments/${mine.id}/share`)).status).toBe(200);
    expect(await shown()).toEqual(["Ours"]);
    expect((await send(people.other, "POST", `/file-comments/${mine.id}/unshare`)).status).toBe(404);
    expect((await send(people.editor, "POST", `/file-comments/${mine.id}/unshare`)).status).toBe(200);
    expect(await shown()).toEqual([]);
    const theirs = await (
      await send(null, "POST", `/review/${token}/files/${file.id}/comments`, {
        ...guest,
        comment: { body: "Theirs" },
      })
    ).json();
    expect((await send(people.editor, "POST", `/file-comments/${theirs.id}/unshare`)).status).toBe(409);
  });
});
