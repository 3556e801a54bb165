import { execFile } from "node:child_process";
import { mkdtemp, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { promisify } from "node:util";
import { and, asc, desc, eq, like, sql } from "drizzle-orm";
import { PDFDocument } from "pdf-lib";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { NOT_YOUR_TURN, SIGN_LINK_GONE } from "~/domain/contracts";
import type { Role } from "~/domain/roles";
import {
  contractEvents,
  contractSigners,
  contracts,
  dealDocuments,
  deals,
  emailOutbox,
  notifications,
  statusChanges,
} from "../../db/schema";
import { blobsOf } from "../../storage/blobs";
import { call, signedInAs } from "../../testing/auth";
import { createTestContext, type TestContext } from "../../testing/context";
import { createTestDeal, createTestDeliverable } from "../../testing/deals";
import { contractsTick } from "./clock";

/*
 * Issue 37: contracts signed in order inside CreatorDesk, through the API as the manager, the brand (its
 * emailed link), the creator and the agency use it; sealed with a PAdES signature that poppler's pdfsig
 * verifies, and that a changed byte breaks.
 */

const run = promisify(execFile);
let ctx: TestContext;
type Who = { cookie: string; id: string; name: string };
const people = {} as Record<"manager" | "creator" | "other" | "editor", Who>;

beforeAll(async () => {
  ctx = await createTestContext();
  const roles: [keyof typeof people, Role][] = [
    ["manager", "manager"],
    ["creator", "creator"],
    ["other", "creator"],
    ["editor", "editor"],
  ];
  for (const [name, role] of roles) people[name] = await signedInAs(ctx, role, { name: `The ${name}` });
});
afterAll(() => ctx.close());

const send = (who: Who | null, path: string, json?: unknown, headers?: Record<string, string>) =>
  call(ctx, `/api${path}`, { method: "POST", cookie: who?.cookie, json: json ?? {}, headers });
const get = (who: Who | null, path: string) => call(ctx, `/api${path}`, { cookie: who?.cookie });
const brand = { role: "brand", name: "Bea Brand", email: "bea@acme.test" };
const signature = (name: string) => ({
  confirmName: name,
  signature: { kind: "typed", text: name },
  consent: true,
});

async function newDeal(stage: "Negotiating" | "Lost" = "Negotiating") {
  const deal = await createTestDeal(ctx.deps.db, {
    creatorId: people.creator.id,
    ownerId: people.manager.id,
    title: `Spring launch ${crypto.randomUUID().slice(0, 6)}`,
    stage,
  });
  await createTestDeliverable(ctx.deps.db, deal.id);
  return deal;
}

async function prepare(dealId: string, extra: object = {}) {
  const res = await send(people.manager, `/deals/${dealId}/contracts`, {
    source: "template",
    title: "Sponsorship agreement",
    usageRights: "Organic use for 12 months.",
    signers: [brand, { role: "creator" }, { role: "agency", userId: people.manager.id }],
    ...extra,
  });
  expect(res.status, await res.clone().text()).toBe(201);
  return res.json();
}

/** The newest signing link emailed to `to`, as its token. */
async function linkFor(to: string) {
  const [mail] = await ctx.deps.db
    .select()
    .from(emailOutbox)
    .where(and(eq(emailOutbox.to, to), like(emailOutbox.text, "%/sign/%")))
    .orderBy(desc(emailOutbox.createdAt))
    .limit(1);
  const token = /\/sign\/([A-Za-z0-9_-]+)/.exec(mail?.text ?? "")?.[1];
  expect(token).toBeTruthy();
  return token!;
}

describe("a signing in order", () => {
  let deal: Awaited<ReturnType<typeof newDeal>>;
  let contract: { id: string };

  it("prepares from the template: the PDF made, the brand emailed first, the others waiting", async () => {
    deal = await newDeal();
    contract = await prepare(deal.id);
    expect(contract).toMatchObject({
      status: "in_progress",
      signers: [
        { position: 1, role: "brand", status: "pending", name: "Bea Brand" },
        { position: 2, role: "creator", status: "waiting", name: "The creator", userId: people.creator.id },
        { position: 3, role: "agency", status: "waiting", name: "The manager" },
      ],
    });
    const [row] = await ctx.deps.db.select().from(contracts).where(eq(contracts.id, contract.id));
    const pdf = new Uint8Array(
      await new Response(await blobsOf(ctx.deps).read(row!.documentKey)).arrayBuffer(),
    );
    expect((await PDFDocument.load(pdf)).getPageCount()).toBeGreaterThanOrEqual(1);
    // only the hash of the brand's token is kept, and only the brand has one
    const signers = await ctx.deps.db
      .select()
      .from(contractSigners)
      .where(eq(contractSigners.contractId, contract.id))
      .orderBy(asc(contractSigners.position));
    expect(signers.map((s) => s.tokenHash !== null)).toEqual([true, false, false]);
    expect(signers.every((s) => s.field !== null)).toBe(true);
  });

  it("refuses a signer out of order, a staff cookie on a bogus link, and a name that is not theirs", async () => {
    const early = await send(people.creator, `/contracts/${contract.id}/sign`, signature("The creator"));
    expect(early.status).toBe(409);
    expect((await early.json()).error).toBe(NOT_YOUR_TURN);
    expect((await get(people.other, `/contracts/${contract.id}/signing`)).status).toBe(404);
    const bogus = await get(people.manager, `/sign/${"x".repeat(43)}`);
    expect(bogus.status).toBe(404);
    expect((await bogus.json()).error).toBe(SIGN_LINK_GONE);
    const token = await linkFor(brand.email);
    const wrongName = await send(null, `/sign/${token}`, signature("Someone Else"));
    expect(wrongName.status).toBe(400);
    const noConsent = await send(null, `/sign/${token}`, { ...signature("Bea Brand"), consent: false });
    expect(noConsent.status).toBe(400);
  });

  it("lets the brand read and sign through its link, recording who, when, IP and agent", async () => {
    const token = await linkFor(brand.email);
    const view = await get(null, `/sign/${token}`);
    expect(view.status).toBe(200);
    const seen = await view.json();
    expect(seen).toMatchObject({
      title: "Sponsorship agreement",
      you: { name: "Bea Brand", status: "pending" },
    });
    expect(seen.parties.map((p: { role: string }) => p.role)).toEqual(["brand", "creator", "agency"]);
    const doc = await get(null, `/sign/${token}/document`);
    expect(doc.headers.get("content-type")).toBe("application/pdf");
    expect(doc.headers.get("referrer-policy")).toBe("no-referrer");
    const signed = await send(null, `/sign/${token}`, signature(" bea  brand "), {
      "x-forwarded-for": "203.0.113.7",
      "user-agent": "BrandBrowser/1.0",
    });
    expect(signed.status, await signed.clone().text()).toBe(200);
    expect((await signed.json()).you.status).toBe("signed");
    const again = await send(null, `/sign/${token}`, signature("Bea Brand"));
    expect(again.status).toBe(409);
    const [act] = await ctx.deps.db
      .select()
      .from(contractEvents)
      .where(and(eq(contractEvents.contractId, contract.id), eq(contractEvents.action, "signed")));
    expect(act).toMatchObject({
      actorName: "Bea Brand",
      actorEmail: brand.email,
      userAgent: "BrandBrowser/1.0",
    });
    expect(act!.ip).toBeTruthy();
    // the creator is told on their dashboard, and sees it in their list to sign
    const toSign = await (await get(people.creator, "/me/contracts-to-sign")).json();
    expect(toSign.items).toEqual([
      expect.objectContaining({ contractId: contract.id, dealTitle: deal.title }),
    ]);
    const [notice] = await ctx.deps.db
      .select()
      .from(notifications)
      .where(and(eq(notifications.userId, people.creator.id), like(notifications.title, "%Your signature%")));
    expect(notice?.link).toBe(`/creator-dashboard/contracts/${contract.id}`);
  });

  it("has the creator, then the agency sign from their dashboards; the last seals and the deal is Contracted", async () => {
    const creatorSigns = await send(people.creator, `/contracts/${contract.id}/sign`, {
      confirmName: "The creator",
      signature: {
        kind: "drawn",
        image: `data:image/png;base64,${await tinyPngBase64()}`,
      },
      consent: true,
    });
    expect(creatorSigns.status, await creatorSigns.clone().text()).toBe(200);
    const last = await send(people.manager, `/contracts/${contract.id}/sign`, signature("The manager"));
    expect(last.status, await last.clone().text()).toBe(200);
    const [row] = await ctx.deps.db.select().from(contracts).where(eq(contracts.id, contract.id));
    expect(row).toMatchObject({ status: "completed" });
    expect(row!.sealedSha256).toMatch(/^[0-9a-f]{64}$/);
    const [after] = await ctx.deps.db.select().from(deals).where(eq(deals.id, deal.id));
    expect(after!.stage).toBe("Contracted");
    const [document] = await ctx.deps.db
      .select()
      .from(dealDocuments)
      .where(eq(dealDocuments.id, row!.sealedDocumentId!));
    expect(document).toMatchObject({
      kind: "contract",
      creatorVisible: true,
      contentType: "application/pdf",
    });
    // the creator downloads it from the deal's documents
    const download = await get(people.creator, `/deals/${deal.id}/documents/${document!.id}/download`);
    expect(download.status).toBe(200);
    const history = await ctx.deps.db
      .select({ note: statusChanges.note, to: statusChanges.toStatus })
      .from(statusChanges)
      .where(and(eq(statusChanges.subjectType, "deal"), eq(statusChanges.subjectId, deal.id)));
    const notes = history.map((h) => h.note ?? "");
    expect(notes.filter((n) => n.startsWith('Signed "Sponsorship agreement"'))).toHaveLength(3);
    expect(history.some((h) => h.to === "Contracted")).toBe(true);
    const sealedNotice = await ctx.deps.db
      .select()
      .from(notifications)
      .where(like(notifications.title, "%signed by everyone and sealed%"));
    expect(new Set(sealedNotice.map((n) => n.userId))).toEqual(
      new Set([people.creator.id, people.manager.id]),
    );
  });

  it("seals a PDF that pdfsig verifies, whose certificate page lists the acts, and that a changed byte breaks", async () => {
    const [row] = await ctx.deps.db.select().from(contracts).where(eq(contracts.id, contract.id));
    const [document] = await ctx.deps.db
      .select()
      .from(dealDocuments)
      .where(eq(dealDocuments.id, row!.sealedDocumentId!));
    const bytes = Buffer.from(
      await new Response(await blobsOf(ctx.deps).read(document!.storageKey)).arrayBuffer(),
    );
    const dir = await mkdtemp(path.join(tmpdir(), "sealed-"));
    try {
      const good = path.join(dir, "sealed.pdf");
      await writeFile(good, bytes);
      const verified = await run("pdfsig", [good]);
      expect(verified.stdout).toContain("Signature Validation: Signature is Valid.");
      expect(verified.stdout).toContain("ETSI.CAdES.detached");
      expect(verified.stdout).toContain("Total document signed");
      const text = (await run("pdftotext", [good, "-"])).stdout;
      expect(text).toContain("Certificate of signing");
      expect(text).toContain(row!.documentSha256);
      expect(text).toContain(row!.stampedSha256!);
      expect(text).toContain("BrandBrowser/1.0");
      // one byte changed inside the signed ranges: the document's own text
      const tampered = Buffer.from(bytes);
      const at = tampered.indexOf("/Producer");
      tampered[at + 3] = tampered[at + 3]! ^ 0x01;
      const bad = path.join(dir, "tampered.pdf");
      await writeFile(bad, tampered);
      const broken = await run("pdfsig", [bad]).catch((error: { stdout: string }) => error);
      expect(broken.stdout).not.toContain("Signature is Valid.");
      expect(broken.stdout).toMatch(/Digest Mismatch|Signature is Invalid/);
    } finally {
      await rm(dir, { recursive: true, force: true });
    }
  });

  it("keeps the acts append-only", async () => {
    await expect(
      ctx.deps.db
        .update(contractEvents)
        .set({ actorName: "Forged" })
        .where(eq(contractEvents.contractId, contract.id)),
    ).rejects.toThrow();
  });
});

describe("ending a signing", () => {
  it("ends on a decline with a reason: the links close and the owner hears why", async () => {
    const deal = await newDeal();
    const contract = await prepare(deal.id);
    const token = await linkFor(brand.email);
    const empty = await send(null, `/sign/${token}/decline`, { reason: " " });
    expect(empty.status).toBe(400);
    const declined = await send(null, `/sign/${token}/decline`, { reason: "The fee is wrong" });
    expect(declined.status).toBe(200);
    const [row] = await ctx.deps.db.select().from(contracts).where(eq(contracts.id, contract.id));
    expect(row!.status).toBe("declined");
    expect((await get(null, `/sign/${token}`)).status).toBe(404);
    const [notice] = await ctx.deps.db
      .select()
      .from(notifications)
      .where(and(eq(notifications.userId, people.manager.id), like(notifications.title, "%was declined%")));
    expect(notice?.body).toBe("The fee is wrong");
    const [after] = await ctx.deps.db.select().from(deals).where(eq(deals.id, deal.id));
    expect(after!.stage).toBe("Negotiating");
  });

  it("limits a link's writes: the 11th in a minute is refused", async () => {
    const deal = await newDeal();
    await prepare(deal.id);
    const token = await linkFor(brand.email);
    const statuses: number[] = [];
    for (let i = 0; i < 11; i++)
      statuses.push(
        (await send(null, `/sign/${token}/decline`, { reason: "" }, { "x-forwarded-for": "198.51.100.9" }))
          .status,
      );
    expect(statuses.slice(0, 10)).toEqual(Array(10).fill(400));
    expect(statuses[10]).toBe(429);
  });

  it("is cancelled by a manager only, once", async () => {
    const deal = await newDeal();
    const contract = await prepare(deal.id);
    expect((await send(people.creator, `/contracts/${contract.id}/cancel`)).status).toBe(403);
    const cancelled = await send(people.manager, `/contracts/${contract.id}/cancel`);
    expect(cancelled.status).toBe(200);
    expect((await cancelled.json()).status).toBe("cancelled");
    expect((await send(people.manager, `/contracts/${contract.id}/cancel`)).status).toBe(409);
    expect((await get(null, `/sign/${await linkFor(brand.email)}`)).status).toBe(404);
  });

  it("reminds a signer after the set days with a new link (the old one closes), and expires after its days", async () => {
    const deal = await newDeal();
    const contract = await prepare(deal.id, { reminderDays: 2, expiryDays: 5 });
    const first = await linkFor(brand.email);
    await ctx.deps.db
      .update(contractSigners)
      .set({ notifiedAt: sql`now() - interval '3 days'` })
      .where(eq(contractSigners.contractId, contract.id));
    const tick = await contractsTick(ctx.deps);
    expect(tick.reminded).toBeGreaterThanOrEqual(1);
    const second = await linkFor(brand.email);
    expect(second).not.toBe(first);
    expect((await get(null, `/sign/${first}`)).status).toBe(404);
    expect((await get(null, `/sign/${second}`)).status).toBe(200);
    // a second pass the same day reminds nobody again
    await contractsTick(ctx.deps);
    const reminders = await ctx.deps.db
      .select()
      .from(contractEvents)
      .where(and(eq(contractEvents.contractId, contract.id), eq(contractEvents.action, "reminded")));
    expect(reminders).toHaveLength(1);
    await ctx.deps.db
      .update(contracts)
      .set({ expiresAt: sql`now() - interval '1 minute'` })
      .where(eq(contracts.id, contract.id));
    expect((await get(null, `/sign/${second}`)).status).toBe(404);
    await contractsTick(ctx.deps);
    const [row] = await ctx.deps.db.select().from(contracts).where(eq(contracts.id, contract.id));
    expect(row!.status).toBe("expired");
  });

  it("seals a Lost deal's contract without moving it, and tells the owner where it stays", async () => {
    const deal = await newDeal("Lost");
    const contract = await prepare(deal.id, { signers: [{ role: "agency", userId: people.manager.id }] });
    const signed = await send(people.manager, `/contracts/${contract.id}/sign`, signature("The manager"));
    expect(signed.status).toBe(200);
    const [after] = await ctx.deps.db.select().from(deals).where(eq(deals.id, deal.id));
    expect(after!.stage).toBe("Lost");
    const [notice] = await ctx.deps.db
      .select()
      .from(notifications)
      .where(and(eq(notifications.userId, people.creator.id), like(notifications.body, "%stays at Lost%")));
    expect(notice).toBeTruthy();
  });
});

describe("preparing from an uploaded PDF", () => {
  it("needs a box per signer on a page the PDF has", async () => {
    const deal = await newDeal();
    const doc = await PDFDocument.create();
    doc.addPage();
    doc.addPage();
    const bytes = await doc.save();
    const key = `deals/${deal.id}/${crypto.randomUUID()}`;
    await blobsOf(ctx.deps).put(key, bytes, "application/pdf");
    const [document] = await ctx.deps.db
      .insert(dealDocuments)
      .values({
        dealId: deal.id,
        kind: "contract",
        fileName: "ours.pdf",
        contentType: "application/pdf",
        size: bytes.byteLength,
        storageKey: key,
      })
      .returning();
    const field = (page: number) => ({ page, x: 0.1, y: 0.7, width: 0.4, height: 0.1 });
    const body = (signers: object[]) => ({
      source: "upload",
      title: "Their paper",
      documentId: document!.id,
      signers,
    });
    const missing = await send(people.manager, `/deals/${deal.id}/contracts`, body([brand]));
    expect(missing.status).toBe(400);
    const offPage = await send(
      people.manager,
      `/deals/${deal.id}/contracts`,
      body([{ ...brand, field: field(3) }]),
    );
    expect(offPage.status).toBe(400);
    expect(JSON.stringify(await offPage.json())).toContain("The document has 2 pages");
    const made = await send(
      people.manager,
      `/deals/${deal.id}/contracts`,
      body([
        { ...brand, field: field(2) },
        { role: "agency", userId: people.manager.id, field: field(1) },
      ]),
    );
    expect(made.status, await made.clone().text()).toBe(201);
    const { id } = await made.json();
    const token = await linkFor(brand.email);
    expect((await send(null, `/sign/${token}`, signature("Bea Brand"))).status).toBe(200);
    expect((await send(people.manager, `/contracts/${id}/sign`, signature("The manager"))).status).toBe(200);
    const [row] = await ctx.deps.db.select().from(contracts).where(eq(contracts.id, id));
    expect(row!.status).toBe("completed");
  });

  it("refuses an agency signer who is not a manager", async () => {
    const deal = await newDeal();
    const res = await send(people.manager, `/deals/${deal.id}/contracts`, {
      source: "template",
      title: "x",
      usageRights: "y",
      signers: [{ role: "agency", userId: people.editor.id }],
    });
    expect(res.status).toBe(400);
  });
});

async function tinyPngBase64() {
  const { tinyPng } = await import("../../testing/images");
  return Buffer.from(tinyPng()).toString("base64");
}
