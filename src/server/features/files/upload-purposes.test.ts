import { eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { DOCUMENT_TOO_LARGE, DOCUMENT_WRONG_TYPE, MAX_DOCUMENT_BYTES } from "~/domain/deals";
import { fileMessages } from "~/domain/files";
import { blobDeletions, dealDocuments, deals, fileUploads, user } from "../../db/schema";
import { blobsOf, readWhole } from "../../storage/blobs";
import { call, signedInAs } from "../../testing/auth";
import { createTestContext, type TestContext } from "../../testing/context";
import { createTestDeal } from "../../testing/deals";
import { tinyPng } from "../../testing/images";
import { createTusUpload, patchTusUpload } from "../../testing/tus";
import { AVATAR_NOT_AN_IMAGE } from "../avatars/upload-avatar";

/*
 * One upload path (issue 33, ADR 075): the avatar and a deal's documents go through the tus endpoint, with
 * their purpose in the metadata. The caller's right and the size are checked at the creation, before a byte
 * is sent, with the use cases' own messages; the content when the last byte is in, by the use case itself;
 * and whatever is refused or fails at the end leaves no row and no bytes behind. (The avatar's own rules,
 * through this path, are avatars/routes.test.ts's.)
 */

type Who = { id: string; cookie: string };
let ctx: TestContext;
let manager: Who;
let creator: Who;
let otherCreator: Who;

beforeAll(async () => {
  ctx = await createTestContext();
  [manager, creator, otherCreator] = await Promise.all([
    signedInAs(ctx, "manager"),
    signedInAs(ctx, "creator"),
    signedInAs(ctx, "creator"),
  ]);
});
afterAll(() => ctx.close());

const pdf = () => Buffer.from("%PDF-1.4\n1 0 obj <<>> endobj\ntrailer <<>>\n%%EOF\n");
const notAPicture = () => Buffer.from("hello, I am not a picture at all\n".repeat(20));

const uploadsOf = (who: Who) => ctx.deps.db.select().from(fileUploads).where(eq(fileUploads.userId, who.id));

/** Every key of the blob store under `prefix`. */
async function keysUnder(prefix: string) {
  const keys: string[] = [];
  for await (const page of blobsOf(ctx.deps).list())
    keys.push(...page.map((o) => o.key).filter((key) => key.startsWith(prefix)));
  return keys;
}

/** An upload's bytes are gone from the store, and nothing is left queued for them. */
async function expectGone(location: string) {
  const id = location.split("/").pop()!;
  expect(await blobsOf(ctx.deps).stat(id)).toBeNull();
  expect(await ctx.deps.db.select().from(blobDeletions).where(eq(blobDeletions.key, id))).toEqual([]);
}

describe("purpose: avatar", () => {
  it("sets the caller's avatar from the finished upload, and keeps nothing of the upload", async () => {
    const me = await signedInAs(ctx, "creator");
    const png = tinyPng(3, 2);
    const created = await createTusUpload(
      ctx,
      me.cookie,
      { purpose: "avatar", filename: "me.png" },
      png.length,
    );
    expect(created.status, await created.clone().text()).toBe(201);
    const location = created.headers.get("location")!;
    const done = await patchTusUpload(ctx, me.cookie, location, png);
    expect(done.status, await done.clone().text()).toBe(204);

    const [row] = await ctx.deps.db.select({ image: user.image }).from(user).where(eq(user.id, me.id));
    expect(row?.image).toMatch(new RegExp(`^/api/avatars/${me.id}\\?v=\\d+$`));
    const served = await call(ctx, row!.image!);
    expect(served.headers.get("content-type")).toBe("image/png");
    expect(Buffer.from(await served.arrayBuffer())).toEqual(png);
    expect(await uploadsOf(me)).toEqual([]);
    await expectGone(location);
    // the last step again (a client retrying it) finds no upload: it was handed over once
    const again = await call(ctx, location, {
      method: "HEAD",
      cookie: me.cookie,
      headers: { "tus-resumable": "1.0.0" },
    });
    expect(again.status).toBe(404);
  });

  it("refuses a text file named .png by its content when it is in, and removes its bytes", async () => {
    const me = await signedInAs(ctx, "creator");
    const text = notAPicture();
    const created = await createTusUpload(
      ctx,
      me.cookie,
      { purpose: "avatar", filename: "photo.png" },
      text.length,
    );
    const location = created.headers.get("location")!;
    const res = await patchTusUpload(ctx, me.cookie, location, text);
    expect(res.status).toBe(415);
    expect((await res.json()).error).toBe(AVATAR_NOT_AN_IMAGE);
    const [row] = await ctx.deps.db.select({ image: user.image }).from(user).where(eq(user.id, me.id));
    expect(row?.image).toBeNull();
    expect(await uploadsOf(me)).toEqual([]);
    await expectGone(location);
    expect(await keysUnder(`avatars/${me.id}.`)).toEqual([]);
  });
});

describe("purpose: deal-document", () => {
  const documentOf = (dealId: string, extra: Record<string, string> = {}) => ({
    purpose: "deal-document",
    filename: "contract.pdf",
    dealId,
    kind: "contract",
    ...extra,
  });
  const documentsOf = (dealId: string) =>
    ctx.deps.db.select().from(dealDocuments).where(eq(dealDocuments.dealId, dealId));

  it("stores a manager's document on the deal, with its kind and visibility, and keeps nothing of the upload", async () => {
    const deal = await createTestDeal(ctx.deps.db, { creatorId: creator.id });
    const data = pdf();
    const created = await createTusUpload(
      ctx,
      manager.cookie,
      documentOf(deal.id, { kind: "invoice", creatorVisible: "false", filename: "invoice.pdf" }),
      data.length,
    );
    expect(created.status, await created.clone().text()).toBe(201);
    const location = created.headers.get("location")!;
    expect((await patchTusUpload(ctx, manager.cookie, location, data)).status).toBe(204);

    const page = await (
      await call(ctx, `/api/deals/${deal.id}/documents`, { cookie: manager.cookie })
    ).json();
    expect(page.items).toHaveLength(1);
    expect(page.items[0]).toMatchObject({
      fileName: "invoice.pdf",
      kind: "invoice",
      contentType: "application/pdf",
      size: data.length,
      creatorVisible: false,
      uploadedBy: { id: manager.id },
    });
    const download = await call(ctx, page.items[0].downloadUrl, { cookie: manager.cookie });
    expect(Buffer.from(await download.arrayBuffer())).toEqual(data);
    // hidden from the creator, as asked
    const theirs = await (
      await call(ctx, `/api/deals/${deal.id}/documents`, { cookie: creator.cookie })
    ).json();
    expect(theirs.items).toEqual([]);
    expect(await uploadsOf(manager)).toEqual([]);
    await expectGone(location);
  });

  it("refuses the deal's creator (403) and anyone else (404) at the creation, before a byte is sent", async () => {
    const deal = await createTestDeal(ctx.deps.db, { creatorId: creator.id });
    const own = await createTusUpload(ctx, creator.cookie, documentOf(deal.id), 100);
    expect(own.status).toBe(403);
    expect((await own.json()).error).toBe("Only managers can do that.");
    const other = await createTusUpload(ctx, otherCreator.cookie, documentOf(deal.id), 100);
    expect(other.status).toBe(404);
    expect(await uploadsOf(creator)).toEqual([]);
    expect(await uploadsOf(otherCreator)).toEqual([]);
    expect(await documentsOf(deal.id)).toEqual([]);
  });

  it("refuses a document over 20 MB from its declared length, and missing fields, with the form's messages", async () => {
    const deal = await createTestDeal(ctx.deps.db, { creatorId: creator.id });
    const big = await createTusUpload(ctx, manager.cookie, documentOf(deal.id), MAX_DOCUMENT_BYTES + 1);
    expect(big.status).toBe(413);
    expect((await big.json()).error).toBe(DOCUMENT_TOO_LARGE);
    const noKind = await createTusUpload(
      ctx,
      manager.cookie,
      { purpose: "deal-document", dealId: deal.id },
      10,
    );
    expect(noKind.status).toBe(400);
    expect((await noKind.json()).error).toBe("Choose what the document is");
    const noDeal = await createTusUpload(ctx, manager.cookie, documentOf("not-a-deal"), 10);
    expect(noDeal.status).toBe(400);
    expect((await noDeal.json()).error).toBe("No such deal.");
    const unknown = await createTusUpload(ctx, manager.cookie, { purpose: "anything", filename: "x" }, 10);
    expect(unknown.status).toBe(400);
    expect((await unknown.json()).error).toBe(fileMessages.unknownPurpose);
    expect(await uploadsOf(manager)).toEqual([]);
  });

  it("refuses a text file named .pdf by its content when it is in: no document, no bytes", async () => {
    const deal = await createTestDeal(ctx.deps.db, { creatorId: creator.id });
    const text = Buffer.from("This is not a PDF at all.\n".repeat(40));
    const created = await createTusUpload(ctx, manager.cookie, documentOf(deal.id), text.length);
    const location = created.headers.get("location")!;
    const res = await patchTusUpload(ctx, manager.cookie, location, text);
    expect(res.status).toBe(415);
    expect((await res.json()).error).toBe(DOCUMENT_WRONG_TYPE);
    expect(await documentsOf(deal.id)).toEqual([]);
    expect(await uploadsOf(manager)).toEqual([]);
    await expectGone(location);
    expect(await keysUnder(`deals/${deal.id}/`)).toEqual([]);
  });

  it("checks the right again before each PATCH: a deal deleted meanwhile takes no more bytes", async () => {
    const deal = await createTestDeal(ctx.deps.db, { creatorId: creator.id });
    const data = pdf();
    const created = await createTusUpload(ctx, manager.cookie, documentOf(deal.id), data.length);
    const location = created.headers.get("location")!;
    await ctx.deps.db.delete(deals).where(eq(deals.id, deal.id));
    const res = await patchTusUpload(ctx, manager.cookie, location, data);
    expect(res.status).toBe(404);
    // tus made the upload's empty file at its creation: nothing more was written into it
    expect(await blobsOf(ctx.deps).stat(location.split("/").pop()!)).toEqual({ size: 0 });
    await call(ctx, location, {
      method: "DELETE",
      cookie: manager.cookie,
      headers: { "tus-resumable": "1.0.0" },
    });
    expect(await uploadsOf(manager)).toEqual([]);
  });

  it("a failure writing the document's row at the end leaves no row, no document bytes and no upload", async () => {
    const deal = await createTestDeal(ctx.deps.db, { creatorId: creator.id });
    const data = pdf();
    const created = await createTusUpload(ctx, manager.cookie, documentOf(deal.id), data.length);
    const location = created.headers.get("location")!;
    await ctx.deps.db.execute(sql`
      create function refuse_documents() returns trigger language plpgsql as $$
      begin raise exception 'the disk is full'; end $$`);
    await ctx.deps.db.execute(sql`
      create trigger refuse_documents before insert on deal_documents
      for each row execute function refuse_documents()`);
    try {
      const res = await patchTusUpload(ctx, manager.cookie, location, data);
      expect(res.status).toBe(500);
    } finally {
      await ctx.deps.db.execute(sql`drop trigger refuse_documents on deal_documents`);
      await ctx.deps.db.execute(sql`drop function refuse_documents()`);
    }
    expect(await documentsOf(deal.id)).toEqual([]);
    expect(await keysUnder(`deals/${deal.id}/`)).toEqual([]);
    expect(await uploadsOf(manager)).toEqual([]);
    await expectGone(location);
    expect(await readWhole(blobsOf(ctx.deps), location.split("/").pop()!)).toBeNull();
  });
});
