import { and, eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { DOCUMENT_TOO_LARGE, DOCUMENT_WRONG_TYPE, MAX_DOCUMENT_BYTES, payoutOf } from "~/domain/deals";
import { dealDeliverables, dealDocuments, notifications, projects } from "../../db/schema";
import { type BlobStore, blobsOf, readWhole } from "../../storage/blobs";
import { call, signedInAs } from "../../testing/auth";
import { createTestContext, type TestContext } from "../../testing/context";
import { createTestDeal, createTestDeliverable } from "../../testing/deals";
import { tinyPng } from "../../testing/images";
import { createTusUpload, tusUpload } from "../../testing/tus";
import { WRONG_PROJECT } from "./deliverables";
import { uploadDocument } from "./documents";
import { agencyToday } from "./today";

/** The start of a PDF: what the content sniffer calls a PDF. */
const tinyPdf = () => Buffer.from("%PDF-1.4\n1 0 obj\n<< /Type /Catalog >>\nendobj\ntrailer\n<<>>\n%%EOF\n");

let ctx: TestContext;
type Person = Awaited<ReturnType<typeof signedInAs>>;
let manager: Person;
let owner: Person;
let creator: Person;
let other: Person;
let editor: Person;

beforeAll(async () => {
  ctx = await createTestContext();
  manager = await signedInAs(ctx, "manager", { name: "Mia Manager" });
  owner = await signedInAs(ctx, "manager", { name: "Owen Owner" });
  creator = await signedInAs(ctx, "creator", { name: "Cleo Creator" });
  other = await signedInAs(ctx, "creator", { name: "Otto Other" });
  editor = await signedInAs(ctx, "editor");
});
afterAll(() => ctx.close());

const dealOf = (creatorId = creator.id, extra: Parameters<typeof createTestDeal>[1] = { creatorId }) =>
  createTestDeal(ctx.deps.db, { ownerId: owner.id, ...extra, creatorId });
const deliverableBody = { kind: "integration", platform: "YouTube", dueDate: "2030-01-15" };
const noticesOf = (userId: string, dealId: string) =>
  ctx.deps.db
    .select()
    .from(notifications)
    .where(and(eq(notifications.userId, userId), eq(notifications.subjectId, dealId)));

describe("deliverables", () => {
  it("managers add, change and delete them; the creator reads them; anyone else gets 404", async () => {
    const deal = await dealOf();
    const base = `/api/deals/${deal.id}/deliverables`;
    const made = await call(ctx, base, { cookie: manager.cookie, json: deliverableBody });
    expect(made.status).toBe(201);
    const deliverable = await made.json();
    expect(deliverable).toMatchObject({
      kind: "integration",
      status: "To do",
      overdue: false,
      project: null,
    });

    const mine = await (await call(ctx, base, { cookie: creator.cookie })).json();
    expect(mine).toMatchObject({ total: 1, items: [{ id: deliverable.id }] });
    // the creator hears of the new deliverable; the manager who added it does not
    const notices = await noticesOf(creator.id, deal.id);
    expect(notices).toHaveLength(1);
    // its date as people read it, not the stored ISO day
    expect(notices[0]!.body).toBe("Due Jan 15, 2030");
    expect(await noticesOf(manager.id, deal.id)).toHaveLength(0);

    for (const person of [other, editor])
      expect((await call(ctx, base, { cookie: person.cookie })).status).toBe(404);
    expect((await call(ctx, base)).status).toBe(401);

    // the creator may not edit, add or delete
    const one = `${base}/${deliverable.id}`;
    expect((await call(ctx, base, { cookie: creator.cookie, json: deliverableBody })).status).toBe(403);
    expect(
      (await call(ctx, one, { method: "PATCH", cookie: creator.cookie, json: { status: "Approved" } }))
        .status,
    ).toBe(403);
    expect((await call(ctx, one, { method: "DELETE", cookie: creator.cookie })).status).toBe(403);
    expect(
      (await call(ctx, one, { method: "PATCH", cookie: other.cookie, json: { status: "Approved" } })).status,
    ).toBe(404);

    const changed = await call(ctx, one, {
      method: "PATCH",
      cookie: manager.cookie,
      json: { status: "In progress", platform: "TikTok" },
    });
    expect(changed.status).toBe(200);
    expect(await changed.json()).toMatchObject({
      status: "In progress",
      platform: "TikTok",
      kind: "integration",
    });
    // a status change is told to the creator (and not to the manager who made it)
    const told = await noticesOf(creator.id, deal.id);
    expect(told.map((n) => n.title)).toContain("Integration for Spring sponsorship: In progress");
    expect(told.every((n) => n.kind === "deal")).toBe(true);

    // Published needs its link
    const noLink = await call(ctx, one, {
      method: "PATCH",
      cookie: manager.cookie,
      json: { status: "Published" },
    });
    expect(noLink.status).toBe(400);
    expect((await noLink.json()).fields.link).toBeTruthy();

    expect((await call(ctx, one, { method: "DELETE", cookie: manager.cookie })).status).toBe(204);
    expect(
      await ctx.deps.db.select().from(dealDeliverables).where(eq(dealDeliverables.id, deliverable.id)),
    ).toEqual([]);
  });

  it("links only to a request of the deal's creator, and shows its live status", async () => {
    const deal = await dealOf();
    const [theirs] = await ctx.deps.db
      .insert(projects)
      .values({ kind: "editing", creatorId: other.id, title: "Someone else's vlog" })
      .returning();
    const [own] = await ctx.deps.db
      .insert(projects)
      .values({ kind: "editing", creatorId: creator.id, title: "Sponsored vlog", status: "Pending" })
      .returning();
    const base = `/api/deals/${deal.id}/deliverables`;
    const refused = await call(ctx, base, {
      cookie: manager.cookie,
      json: { ...deliverableBody, projectId: theirs!.id },
    });
    expect(refused.status).toBe(400);
    expect((await refused.json()).fields).toEqual({ projectId: WRONG_PROJECT });
    expect(
      await ctx.deps.db.select().from(dealDeliverables).where(eq(dealDeliverables.dealId, deal.id)),
    ).toEqual([]);

    const made = await call(ctx, base, {
      cookie: manager.cookie,
      json: { ...deliverableBody, projectId: own!.id },
    });
    expect(made.status).toBe(201);
    const { id } = await made.json();
    await ctx.deps.db.update(projects).set({ status: "In Progress" }).where(eq(projects.id, own!.id));
    const page = await (await call(ctx, base, { cookie: creator.cookie })).json();
    expect(page.items[0].project).toEqual({
      id: own!.id,
      kind: "editing",
      title: "Sponsored vlog",
      status: "In Progress",
    });
    // and a change of link to another creator's request is refused too
    const patch = await call(ctx, `${base}/${id}`, {
      method: "PATCH",
      cookie: manager.cookie,
      json: { projectId: theirs!.id },
    });
    expect(patch.status).toBe(400);

    // the picker lists the deal creator's requests only (managers)
    const linkable = await (
      await call(ctx, `/api/deals/${deal.id}/linkable-projects`, { cookie: manager.cookie })
    ).json();
    expect(linkable.items.map((p: { id: string }) => p.id)).toEqual([own!.id]);
    expect(
      (await call(ctx, `/api/deals/${deal.id}/linkable-projects`, { cookie: creator.cookie })).status,
    ).toBe(403);
  });

  it("lets the deal's creator submit only from To do or In progress, with its link; the owner hears of it", async () => {
    const deal = await dealOf();
    const todo = await createTestDeliverable(ctx.deps.db, deal.id);
    const approved = await createTestDeliverable(ctx.deps.db, deal.id, { status: "Approved" });
    const submit = (id: string, cookie: string, link = "https://youtu.be/draft") =>
      call(ctx, `/api/deals/${deal.id}/deliverables/${id}/submit`, { cookie, json: { link } });

    expect((await submit(todo.id, manager.cookie)).status).toBe(403);
    expect((await submit(todo.id, other.cookie)).status).toBe(404);
    expect((await submit(todo.id, editor.cookie)).status).toBe(404);
    expect((await submit(todo.id, creator.cookie, "not a link")).status).toBe(400);

    const done = await submit(todo.id, creator.cookie);
    expect(done.status).toBe(200);
    expect(await done.json()).toMatchObject({
      status: "Submitted for approval",
      link: "https://youtu.be/draft",
    });
    const ownerNotices = await noticesOf(owner.id, deal.id);
    expect(ownerNotices).toHaveLength(1);
    expect(ownerNotices[0]).toMatchObject({ kind: "deal", link: `/talent-dashboard/deals/${deal.id}` });
    expect(await noticesOf(creator.id, deal.id)).toHaveLength(0);

    // again, or from Approved: 409 and nothing changes
    expect((await submit(todo.id, creator.cookie, "https://youtu.be/other")).status).toBe(409);
    const res = await submit(approved.id, creator.cookie);
    expect(res.status).toBe(409);
    const rows = await ctx.deps.db
      .select()
      .from(dealDeliverables)
      .where(eq(dealDeliverables.dealId, deal.id));
    expect(rows.find((r) => r.id === todo.id)).toMatchObject({ link: "https://youtu.be/draft" });
    expect(rows.find((r) => r.id === approved.id)).toMatchObject({ status: "Approved", link: "" });
  });

  it("counts overdue deliverables (the agency's today) in the triage and the creator's home", async () => {
    const me = await signedInAs(ctx, "creator");
    const deal = await dealOf(me.id, { creatorId: me.id, title: "Overdue deal", brandName: "Late Co" });
    const triage = async () =>
      (
        (await (await call(ctx, "/api/admin/triage", { cookie: manager.cookie })).json()).counts as {
          key: string;
          count: number;
        }[]
      ).find((c) => c.key === "overdue_deliverables")!.count;
    const before = await triage();
    const late = await createTestDeliverable(ctx.deps.db, deal.id, {
      kind: "short",
      dueDate: sql`${agencyToday} - 2` as unknown as string,
    });
    await createTestDeliverable(ctx.deps.db, deal.id, {
      status: "Approved",
      dueDate: sql`${agencyToday} - 3` as unknown as string,
    });
    await createTestDeliverable(ctx.deps.db, deal.id, { dueDate: sql`${agencyToday}` as unknown as string });
    expect(await triage()).toBe(before + 1);

    const summary = await (await call(ctx, "/api/creator/deals/summary", { cookie: me.cookie })).json();
    expect(summary.overdueCount).toBe(1);
    expect(summary.nextDeliverable).toMatchObject({
      id: late.id,
      dealTitle: "Overdue deal",
      brandName: "Late Co",
      kind: "short",
      overdue: true,
    });
    const page = await (await call(ctx, `/api/deals/${deal.id}/deliverables`, { cookie: me.cookie })).json();
    expect(page.items.map((d: { overdue: boolean }) => d.overdue)).toEqual([false, true, false]);
  });
});

describe("the creator's deals", () => {
  it("lists only the caller's own deals, with payout and deliverables, never the notes", async () => {
    const me = await signedInAs(ctx, "creator");
    const deal = await dealOf(me.id, {
      creatorId: me.id,
      valueMinor: 1_000_001,
      commissionBps: 1250,
      notes: "Agency only: they wanted 15%",
    });
    await dealOf(other.id);
    for (let i = 0; i < 22; i++)
      await createTestDeliverable(ctx.deps.db, deal.id, {
        dueDate: `2030-02-${String(i + 1).padStart(2, "0")}`,
      });
    const res = await call(ctx, "/api/creator/deals", { cookie: me.cookie });
    const text = await res.text();
    expect(text).not.toContain("Agency only");
    const page = JSON.parse(text);
    expect(page.total).toBe(1);
    expect(page.items[0]).toMatchObject({
      id: deal.id,
      brand: { name: "Acme Snacks" },
      valueMinor: 1_000_001,
      commissionBps: 1250,
      payoutMinor: payoutOf(1_000_001, 1250),
      deliverableCount: 22,
    });
    expect(page.items[0]).not.toHaveProperty("notes");
    expect(page.items[0].deliverables).toHaveLength(20);
    expect(page.items[0].deliverables[0].dueDate).toBe("2030-02-01");
    // staff have no deals of their own
    expect(await (await call(ctx, "/api/creator/deals", { cookie: editor.cookie })).json()).toMatchObject({
      total: 0,
      items: [],
    });
  });

  it("is served from the cache until a deal, a deliverable or a linked request changes", async () => {
    const me = await signedInAs(ctx, "creator");
    const deal = await dealOf(me.id, { creatorId: me.id });
    const [project] = await ctx.deps.db
      .insert(projects)
      .values({ kind: "design", creatorId: me.id, title: "Sponsor thumbnail" })
      .returning();
    const read = async () => (await call(ctx, "/api/creator/deals", { cookie: me.cookie })).json();
    expect((await read()).items[0].deliverables).toEqual([]);
    const first = await call(ctx, "/api/creator/deals", { cookie: me.cookie });
    const tag = first.headers.get("etag")!;
    expect(
      (await call(ctx, "/api/creator/deals", { cookie: me.cookie, headers: { "if-none-match": tag } }))
        .status,
    ).toBe(304);
    await call(ctx, `/api/deals/${deal.id}/deliverables`, {
      cookie: manager.cookie,
      json: { ...deliverableBody, projectId: project!.id },
    });
    expect((await read()).items[0].deliverables[0].project.status).toBe("Pending");
    await ctx.deps.db.update(projects).set({ status: "Completed" }).where(eq(projects.id, project!.id));
    expect((await read()).items[0].deliverables[0].project.status).toBe("Completed");
  });

  it("sums this month's payouts per currency", async () => {
    const me = await signedInAs(ctx, "creator");
    const now = new Date();
    await dealOf(me.id, {
      creatorId: me.id,
      stage: "Paid",
      paidAt: now,
      valueMinor: 100_00,
      currency: "USD",
    });
    await dealOf(me.id, { creatorId: me.id, stage: "Paid", paidAt: now, valueMinor: 1, currency: "USD" });
    await dealOf(me.id, {
      creatorId: me.id,
      stage: "Paid",
      paidAt: now,
      valueMinor: 50_000,
      currency: "JPY",
    });
    await dealOf(me.id, {
      creatorId: me.id,
      stage: "Paid",
      paidAt: new Date(now.getTime() - 62 * 86_400_000),
      valueMinor: 999_00,
    });
    await dealOf(me.id, { creatorId: me.id, stage: "Invoiced", valueMinor: 777_00 });
    const summary = await (await call(ctx, "/api/creator/deals/summary", { cookie: me.cookie })).json();
    expect(summary.payoutsThisMonth).toEqual([
      { currency: "JPY", payoutMinor: payoutOf(50_000, 2000) },
      { currency: "USD", payoutMinor: payoutOf(100_00, 2000) + payoutOf(1, 2000) },
    ]);
    expect(summary.nextDeliverable).toBeNull();
  });
});

describe("documents", () => {
  /** A document's bytes, its name and its fields, as the upload form sends them. */
  const form = (data: Uint8Array, filename: string, fields: Record<string, string> = {}) => ({
    data,
    metadata: { filename, kind: fields.kind ?? "contract", ...fields },
  });
  /** Through the one upload path (tus, ADR 075): the answer of the upload's last step (204 once stored). */
  const upload = (dealId: string, cookie: string, sent: ReturnType<typeof form>) =>
    tusUpload(ctx, cookie, { purpose: "deal-document", dealId, ...sent.metadata }, sent.data);
  /** An upload by the manager that is stored: the document, the deal's newest. */
  const uploaded = async (dealId: string, sent: ReturnType<typeof form>) => {
    const res = await upload(dealId, manager.cookie, sent);
    expect(res.status, await res.clone().text()).toBe(204);
    const list = await call(ctx, `/api/deals/${dealId}/documents`, { cookie: manager.cookie });
    return (await list.json()).items[0];
  };

  it("stores by content type: a PNG named .pdf is an image/png; a text file named .pdf is refused", async () => {
    const deal = await dealOf();
    const png = tinyPng(2, 2);
    const doc = await uploaded(deal.id, form(png, "contract.pdf"));
    expect(doc).toMatchObject({
      fileName: "contract.pdf",
      contentType: "image/png",
      size: png.byteLength,
      kind: "contract",
      creatorVisible: true,
      uploadedBy: { id: manager.id, name: "Mia Manager" },
    });
    const [row] = await ctx.deps.db.select().from(dealDocuments).where(eq(dealDocuments.id, doc.id));
    expect(row!.storageKey).toMatch(new RegExp(`^deals/${deal.id}/[0-9a-f-]{36}$`));
    expect(await readWhole(blobsOf(ctx.deps), row!.storageKey)).toEqual(png);

    const text = Buffer.from("This is not a PDF at all.\n".repeat(40));
    const refused = await upload(deal.id, manager.cookie, form(text, "contract.pdf"));
    expect(refused.status).toBe(415);
    expect((await refused.json()).error).toBe(DOCUMENT_WRONG_TYPE);
    expect(
      await ctx.deps.db.select().from(dealDocuments).where(eq(dealDocuments.dealId, deal.id)),
    ).toHaveLength(1);

    const pdf = await uploaded(deal.id, form(tinyPdf(), "brief", { kind: "brief" }));
    expect(pdf.contentType).toBe("application/pdf");
  });

  it("refuses more than 20 MB with a clear message, from its declared length, before a byte is sent", async () => {
    const deal = await dealOf();
    const big = await createTusUpload(
      ctx,
      manager.cookie,
      { purpose: "deal-document", dealId: deal.id, kind: "contract", filename: "big.pdf" },
      MAX_DOCUMENT_BYTES + 1,
    );
    expect(big.status).toBe(413);
    expect((await big.json()).error).toBe(DOCUMENT_TOO_LARGE);
    const exact = Buffer.alloc(MAX_DOCUMENT_BYTES);
    tinyPdf().copy(exact);
    expect((await uploaded(deal.id, form(exact, "max.pdf"))).size).toBe(MAX_DOCUMENT_BYTES);
  });

  it("downloads as an attachment with safe headers; the creator sees only what is shown to them", async () => {
    const deal = await dealOf();
    const png = tinyPng(3, 3);
    const shown = await uploaded(deal.id, form(png, 'Résumé "final".png', { kind: "brief" }));
    const hidden = await uploaded(
      deal.id,
      form(tinyPdf(), "internal.pdf", { kind: "invoice", creatorVisible: "false" }),
    );

    const res = await call(ctx, shown.downloadUrl, { cookie: creator.cookie });
    expect(res.status).toBe(200);
    expect(res.headers.get("content-type")).toBe("image/png");
    expect(res.headers.get("x-content-type-options")).toBe("nosniff");
    expect(res.headers.get("cache-control")).toBe("private, no-store");
    expect(res.headers.get("content-disposition")).toBe(
      `attachment; filename="R_sum_ _final_.png"; filename*=UTF-8''R%C3%A9sum%C3%A9%20%22final%22.png`,
    );
    expect(Buffer.from(await res.arrayBuffer())).toEqual(png);

    const list = await (
      await call(ctx, `/api/deals/${deal.id}/documents`, { cookie: creator.cookie })
    ).json();
    expect(list.items.map((d: { id: string }) => d.id)).toEqual([shown.id]);
    expect(list.total).toBe(1);
    expect((await call(ctx, hidden.downloadUrl, { cookie: creator.cookie })).status).toBe(404);
    expect((await call(ctx, hidden.downloadUrl, { cookie: manager.cookie })).status).toBe(200);
    const all = await (await call(ctx, `/api/deals/${deal.id}/documents`, { cookie: manager.cookie })).json();
    expect(all.total).toBe(2);

    // another creator, other staff and signed out: nothing
    for (const person of [other, editor]) {
      expect((await call(ctx, shown.downloadUrl, { cookie: person.cookie })).status).toBe(404);
      expect((await call(ctx, `/api/deals/${deal.id}/documents`, { cookie: person.cookie })).status).toBe(
        404,
      );
    }
    expect((await call(ctx, shown.downloadUrl)).status).toBe(401);
    // the creator cannot upload or delete
    expect((await upload(deal.id, creator.cookie, form(png, "x.png"))).status).toBe(403);
    const one = `/api/deals/${deal.id}/documents/${shown.id}`;
    expect((await call(ctx, one, { method: "DELETE", cookie: creator.cookie })).status).toBe(403);
    expect((await call(ctx, one, { method: "DELETE", cookie: other.cookie })).status).toBe(404);

    const [row] = await ctx.deps.db.select().from(dealDocuments).where(eq(dealDocuments.id, shown.id));
    expect((await call(ctx, one, { method: "DELETE", cookie: manager.cookie })).status).toBe(204);
    expect(await readWhole(blobsOf(ctx.deps), row!.storageKey)).toBeNull();
    expect((await call(ctx, shown.downloadUrl, { cookie: manager.cookie })).status).toBe(404);
  });

  it("removes a deal's files from storage when the deal is deleted", async () => {
    const deal = await dealOf();
    await uploaded(deal.id, form(tinyPdf(), "contract.pdf"));
    const [row] = await ctx.deps.db.select().from(dealDocuments).where(eq(dealDocuments.dealId, deal.id));
    expect(await readWhole(blobsOf(ctx.deps), row!.storageKey)).not.toBeNull();
    const removed = await call(ctx, `/api/deals/${deal.id}`, { cookie: manager.cookie, method: "DELETE" });
    expect(removed.status).toBe(204);
    expect(await ctx.deps.db.select().from(dealDocuments).where(eq(dealDocuments.dealId, deal.id))).toEqual(
      [],
    );
    expect(await readWhole(blobsOf(ctx.deps), row!.storageKey)).toBeNull();
  });

  it("keeps the file and its row together: a failed row removes the file, a failed store leaves no row", async () => {
    const deal = await dealOf();
    const real = blobsOf(ctx.deps);
    const stored: string[] = [];
    const recording: BlobStore = {
      ...real,
      put: async (key, data, contentType) => {
        stored.push(key);
        await real.put(key, data, contentType);
      },
    };
    const caller = { id: manager.id, name: manager.name, email: manager.email, role: "manager" } as never;
    const file = new File([new Uint8Array(tinyPdf())], "contract.pdf", { type: "application/pdf" });
    const failingDb = Object.create(ctx.deps.db, {
      transaction: { value: async () => Promise.reject(new Error("the row could not be written")) },
    });
    await expect(
      uploadDocument({ db: failingDb, blobs: recording }, caller, deal.id, {
        file,
        kind: "contract",
        creatorVisible: true,
      }),
    ).rejects.toThrow("the row could not be written");
    expect(stored).toHaveLength(1);
    expect(await real.stat(stored[0]!)).toBeNull();

    const brokenStore: BlobStore = {
      ...recording,
      put: async () => Promise.reject(new Error("disk full")),
    };
    await expect(
      uploadDocument({ db: ctx.deps.db, blobs: brokenStore }, caller, deal.id, {
        file,
        kind: "contract",
        creatorVisible: true,
      }),
    ).rejects.toThrow("disk full");
    expect(await ctx.deps.db.select().from(dealDocuments).where(eq(dealDocuments.dealId, deal.id))).toEqual(
      [],
    );
  });
});
