import { randomBytes } from "node:crypto";
import { utimes } from "node:fs/promises";
import { Readable } from "node:stream";
import { desc, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { UPLOAD_FILE_ID_HEADER } from "~/domain/files";
import { blobDeletions, dealDocuments, projectFiles, projects } from "../../db/schema";
import { blobsOf, readWhole } from "../../storage/blobs";
import { drainDeletions, queueDeletions, startDeletionWorker } from "../../storage/deletions";
import { call, signedInAs, TEST_ORIGIN } from "../../testing/auth";
import { createTestContext, type TestContext } from "../../testing/context";
import { createTestContract } from "../../testing/contracts";
import { createTestDeal } from "../../testing/deals";
import { tinyPng } from "../../testing/images";
import { startTestS3Server, type TestS3Server } from "../../testing/s3-server";
import { startTestServer, type TestServer } from "../../testing/server";
import { tusUpload } from "../../testing/tus";
import { makePreview } from "./previews";
import { sweepOrphanBlobs } from "./sweep";

/*
 * Issue 31, item 4 (ADR 069): bytes follow their rows. Deleting a project, a file, a deal or an account
 * removes their bytes after the commit through the `blob_deletions` queue; a crash in between leaves the queue
 * to the next start-up; the quota counts what is stored; a sweep removes what no row names.
 */

const MB = 1024 * 1024;
type Who = { cookie: string; id: string };

const b64 = (value: string) => Buffer.from(value).toString("base64");
const metadata = (fields: Record<string, string>) =>
  Object.entries(fields)
    .map(([key, value]) => `${key} ${b64(value)}`)
    .join(",");

/** `size` bytes as a stream, 1 MB at a time (one random megabyte repeated): never a whole file in memory. */
function streamOf(size: number): ReadableStream<Uint8Array> {
  const block = randomBytes(MB);
  block[0] = 0x00;
  block[1] = 0x17; // no sniffer's type
  async function* chunks() {
    for (let sent = 0; sent < size; sent += MB) yield block.subarray(0, Math.min(MB, size - sent));
  }
  return Readable.toWeb(Readable.from(chunks())) as ReadableStream<Uint8Array>;
}

/** Everything the blob store holds: its objects and their bytes. */
async function stored(ctx: TestContext) {
  const objects: { key: string; size: number }[] = [];
  for await (const page of blobsOf(ctx.deps).list()) objects.push(...page);
  return { keys: objects.map((o) => o.key).sort(), bytes: objects.reduce((sum, o) => sum + o.size, 0) };
}

const queued = (ctx: TestContext) => ctx.deps.db.select().from(blobDeletions);

describe.each(["disk", "s3"] as const)("bytes follow their rows on %s", (store) => {
  let ctx: TestContext;
  let server: TestServer;
  let s3: TestS3Server | undefined;
  let creator: Who;
  let manager: Who;

  const tusHeaders = (who: Who, extra: Record<string, string> = {}) => ({
    "Tus-Resumable": "1.0.0",
    cookie: who.cookie,
    origin: TEST_ORIGIN,
    ...extra,
  });
  /** Creates an upload of `size` bytes: the response (201 with its location, or the refusal). */
  const create = (who: Who, projectId: string, size: number) =>
    fetch(`${server.url}/api/uploads`, {
      method: "POST",
      headers: tusHeaders(who, {
        "Upload-Length": String(size),
        "Upload-Metadata": metadata({ filename: "take.mov", role: "input", projectId }),
      }),
    });
  /** Sends `size` bytes to an upload in one PATCH, streamed. */
  const patch = (who: Who, location: string, offset: number, size: number) =>
    fetch(`${server.url}${location}`, {
      method: "PATCH",
      headers: tusHeaders(who, {
        "Upload-Offset": String(offset),
        "Content-Type": "application/offset+octet-stream",
        "Content-Length": String(size),
      }),
      body: streamOf(size),
      duplex: "half",
    } as RequestInit);
  /** A whole file of `size` bytes uploaded to the project: its id. */
  async function uploadFile(who: Who, projectId: string, size: number) {
    const created = await create(who, projectId, size);
    expect(created.status, await created.clone().text()).toBe(201);
    const done = await patch(who, created.headers.get("location")!, 0, size);
    expect(done.status, await done.clone().text()).toBe(204);
    return done.headers.get(UPLOAD_FILE_ID_HEADER)!;
  }
  async function newProject() {
    const [row] = await ctx.deps.db
      .insert(projects)
      .values({ kind: "editing", creatorId: creator.id, title: "A project", submittedFileUrl: "" })
      .returning();
    return row!;
  }

  beforeAll(async () => {
    if (store === "s3") s3 = await startTestS3Server();
    ctx = await createTestContext({
      ...s3?.env,
      // a small quota, so that a few files of a few megabytes fill it (issue 32: sized as tests)
      FILES_QUOTA_BYTES: String(20 * MB),
      FILES_MAX_CONCURRENT_UPLOADS: "20",
    });
    server = await startTestServer(ctx);
    creator = await signedInAs(ctx, "creator");
    manager = await signedInAs(ctx, "manager");
  });
  afterAll(async () => {
    await server?.close();
    await ctx?.close();
    await s3?.close();
  });

  it("deletes a project's 4 files of 4 MB and its unfinished upload: 0 bytes left and the quota freed", async () => {
    const project = await newProject();
    for (let i = 0; i < 4; i++) await uploadFile(creator, project.id, 4 * MB);
    // an upload under way: 3 MB declared, 1 MB sent
    const running = await create(creator, project.id, 3 * MB);
    expect(running.status).toBe(201);
    expect((await patch(creator, running.headers.get("location")!, 0, MB)).status).toBe(204);
    expect((await stored(ctx)).bytes).toBeGreaterThanOrEqual(16 * MB);

    // 16 MB of files and 3 MB under way: a 4 MB file does not fit in 20 MB
    const refused = await create(creator, project.id, 4 * MB);
    expect(refused.status).toBe(413);
    expect((await refused.json()).error).toMatch(/\(19 MB used\)/);

    const res = await call(ctx, `/api/editing-projects/${project.id}`, {
      method: "DELETE",
      cookie: manager.cookie,
    });
    expect(res.status).toBe(204);
    expect(await stored(ctx)).toEqual({ keys: [], bytes: 0 });
    expect(await queued(ctx)).toEqual([]);
    // the whole quota is free again
    const whole = await create(creator, (await newProject()).id, 20 * MB);
    expect(whole.status, await whole.clone().text()).toBe(201);
    const cancel = await fetch(`${server.url}${whole.headers.get("location")}`, {
      method: "DELETE",
      headers: tusHeaders(creator),
    });
    expect(cancel.status).toBe(204);
    expect(await stored(ctx)).toEqual({ keys: [], bytes: 0 });
  });

  it("after a crash between the commit and the removal, the next start-up removes the bytes", async () => {
    const project = await newProject();
    const fileId = await uploadFile(creator, project.id, 2 * MB);
    const [file] = await ctx.deps.db.select().from(projectFiles).where(eq(projectFiles.id, fileId));
    // the deletion commits (the trigger queues the bytes), and the process dies before removing them
    await ctx.deps.db.delete(projects).where(eq(projects.id, project.id));
    expect((await queued(ctx)).map((r) => [r.store, r.key, r.ownerId, r.size])).toEqual([
      ["blobs", file!.storageKey, creator.id, 2 * MB],
    ]);
    expect((await stored(ctx)).bytes).toBeGreaterThanOrEqual(2 * MB);
    // still stored, so still counted: 19 MB more does not fit
    expect((await create(creator, (await newProject()).id, 19 * MB)).status).toBe(413);

    // start-up: the worker's first pass
    const worker = startDeletionWorker(ctx.deps);
    await worker.firstPass;
    worker.stop();
    expect(await stored(ctx)).toEqual({ keys: [], bytes: 0 });
    expect(await queued(ctx)).toEqual([]);
  });

  it("deletes a file's bytes with its row, and frees its share of the quota", async () => {
    const project = await newProject();
    const fileId = await uploadFile(creator, project.id, 3 * MB);
    expect((await stored(ctx)).bytes).toBeGreaterThanOrEqual(3 * MB);
    const res = await call(ctx, `/api/files/${fileId}`, { method: "DELETE", cookie: creator.cookie });
    expect(res.status).toBe(204);
    expect(await stored(ctx)).toEqual({ keys: [], bytes: 0 });
    expect(await queued(ctx)).toEqual([]);
  });

  it("retries a failed removal later, with back-off, and counts a missing blob as removed", async () => {
    // a key the store refuses (a removal that fails), and one that is not there at all
    await queueDeletions(ctx.deps.db, ["bad/../key", "0123456789abcdef"]);
    expect(await drainDeletions(ctx.deps)).toBe(1);
    const [left] = await queued(ctx);
    expect(left).toMatchObject({ key: "bad/../key", attempts: 1, lockedUntil: null });
    expect(left!.lastError).toMatch(/invalid blob key/);
    expect(left!.nextAttemptAt.getTime()).toBeGreaterThan(Date.now() + 20_000);
    // not due yet: nothing is claimed
    expect(await drainDeletions(ctx.deps)).toBe(0);
    expect((await queued(ctx))[0]!.attempts).toBe(1);
    await ctx.deps.db.delete(blobDeletions);
  });

  it("two drainers at once remove each queued blob once", async () => {
    const blobs = blobsOf(ctx.deps);
    const keys = Array.from({ length: 6 }, (_, i) => `${"ab".repeat(15)}0${i}`);
    for (const key of keys) await blobs.put(key, new Uint8Array([1, 2, 3]));
    await queueDeletions(ctx.deps.db, keys);
    const [a, b] = await Promise.all([drainDeletions(ctx.deps), drainDeletions(ctx.deps)]);
    expect(a + b).toBe(6);
    expect(await stored(ctx)).toEqual({ keys: [], bytes: 0 });
    expect(await queued(ctx)).toEqual([]);
  });

  it("sweeps blobs no row names, older than a day; keeps recent ones and every named one", async () => {
    const blobs = blobsOf(ctx.deps);
    const project = await newProject();
    const fileId = await uploadFile(creator, project.id, MB);
    // the registration's own preview job settles first (no preview for these bytes): finishing after the
    // preview key below is set, it would clear it and leave that preview unnamed
    await makePreview(ctx.deps, fileId);
    const [file] = await ctx.deps.db.select().from(projectFiles).where(eq(projectFiles.id, fileId));
    const preview = `${file!.storageKey}.preview.webp`;
    await blobs.put(preview, new Uint8Array(tinyPng()));
    await ctx.deps.db.update(projectFiles).set({ previewKey: preview }).where(eq(projectFiles.id, fileId));
    // an upload under way (its row, its bytes and tus's info beside them)
    const running = await create(creator, project.id, 4 * MB);
    expect((await patch(creator, running.headers.get("location")!, 0, MB)).status).toBe(204);
    // orphans: bytes no row names, and a preview whose file is gone
    await blobs.put("f".repeat(32), new Uint8Array(10));
    await blobs.put(`${"e".repeat(32)}.preview.webp`, new Uint8Array(10));
    const named = (await stored(ctx)).keys.filter((k) => !/^(f{32}|e{32}\.preview\.webp)$/.test(k));
    expect(named.length).toBeGreaterThanOrEqual(3);

    // everything was written just now: the daily sweep keeps it all
    expect(await sweepOrphanBlobs(ctx.deps)).toBe(0);
    expect((await stored(ctx)).keys).toHaveLength(named.length + 2);
    // older than the age asked: the orphans go, the named objects stay
    expect(await sweepOrphanBlobs(ctx.deps, 0)).toBe(2);
    expect((await stored(ctx)).keys).toEqual(named);

    if (store === "disk") {
      // on disk, a real day: an orphan two days old goes with the default age, a recent one stays
      await blobs.put("d".repeat(32), new Uint8Array(10));
      await blobs.put("c".repeat(32), new Uint8Array(10));
      const twoDaysAgo = new Date(Date.now() - 48 * 3600_000);
      await utimes(blobs.localPath!("d".repeat(32)), twoDaysAgo, twoDaysAgo);
      await utimes(blobs.localPath!(file!.storageKey), twoDaysAgo, twoDaysAgo);
      expect(await sweepOrphanBlobs(ctx.deps)).toBe(1);
      expect((await stored(ctx)).keys).toEqual([...named, "c".repeat(32)].sort());
      await blobs.remove("c".repeat(32));
    }
    await call(ctx, `/api/editing-projects/${project.id}`, { method: "DELETE", cookie: manager.cookie });
    expect(await stored(ctx)).toEqual({ keys: [], bytes: 0 });
  });

  it("keeps avatars and deal documents in the same store: served from it, removed from it with their rows", async () => {
    // issue 33 (ADR 074): one store for every byte, on disk or on S3
    const png = tinyPng(2, 3);
    const avatar = await tusUpload(ctx, creator.cookie, { purpose: "avatar", filename: "me.png" }, png);
    expect(avatar.status).toBe(204);
    const served = await call(ctx, `/api/avatars/${creator.id}`);
    expect(Buffer.from(await served.arrayBuffer())).toEqual(png);
    const deal = await createTestDeal(ctx.deps.db, { creatorId: creator.id });
    const pdf = Buffer.from("%PDF-1.4\n%%EOF\n");
    const uploaded = await tusUpload(
      ctx,
      manager.cookie,
      { purpose: "deal-document", dealId: deal.id, kind: "contract", filename: "contract.pdf" },
      pdf,
    );
    expect(uploaded.status, await uploaded.clone().text()).toBe(204);
    const list = await call(ctx, `/api/deals/${deal.id}/documents`, { cookie: manager.cookie });
    const [document] = (await list.json()).items;
    const [row] = await ctx.deps.db.select().from(dealDocuments).where(eq(dealDocuments.id, document.id));
    expect((await stored(ctx)).keys).toEqual([`avatars/${creator.id}.png`, row!.storageKey].sort());
    const download = await call(ctx, document.downloadUrl, { cookie: manager.cookie });
    expect(Buffer.from(await download.arrayBuffer())).toEqual(pdf);

    const removed = await call(ctx, `/api/deals/${deal.id}/documents/${document.id}`, {
      method: "DELETE",
      cookie: manager.cookie,
    });
    expect(removed.status).toBe(204);
    expect((await stored(ctx)).keys).toEqual([`avatars/${creator.id}.png`]);
    // a row the old store's name queued (before issue 33): removed from the blob store all the same
    await ctx.deps.db.insert(blobDeletions).values({ store: "files", key: `avatars/${creator.id}.png` });
    expect(await drainDeletions(ctx.deps)).toBe(1);
    expect(await stored(ctx)).toEqual({ keys: [], bytes: 0 });
  });
});

describe("bytes follow deals and accounts", () => {
  let ctx: TestContext;
  let server: TestServer;
  beforeAll(async () => {
    ctx = await createTestContext();
    server = await startTestServer(ctx);
  });
  afterAll(async () => {
    await server?.close();
    await ctx?.close();
  });

  const pdf = () => Buffer.from("%PDF-1.4\n%%EOF\n");
  async function documentOf(dealId: string, cookie: string) {
    const metadata = { purpose: "deal-document", dealId, kind: "contract", filename: "contract.pdf" };
    const res = await tusUpload(ctx, cookie, metadata, pdf());
    expect(res.status, await res.clone().text()).toBe(204);
    const [row] = await ctx.deps.db
      .select()
      .from(dealDocuments)
      .where(eq(dealDocuments.dealId, dealId))
      .orderBy(desc(dealDocuments.createdAt))
      .limit(1);
    return row!.storageKey;
  }

  it("deleting a deal queues and removes its documents' files, even when the removal waits for a restart", async () => {
    const manager = await signedInAs(ctx, "manager");
    const creator = await signedInAs(ctx, "creator");
    const deal = await createTestDeal(ctx.deps.db, { creatorId: creator.id });
    const key = await documentOf(deal.id, manager.cookie);
    expect(await blobsOf(ctx.deps).stat(key)).not.toBeNull();
    // a crash after the commit: the row's deletion queued the file in its transaction (as `files`, the old
    // store's name the trigger of migration 0029 still writes: removed from the blob store all the same)
    await ctx.deps.db.delete(dealDocuments).where(eq(dealDocuments.storageKey, key));
    expect((await queued(ctx)).map((r) => [r.store, r.key])).toEqual([["files", key]]);
    await drainDeletions(ctx.deps);
    expect(await blobsOf(ctx.deps).stat(key)).toBeNull();

    const other = await documentOf(deal.id, manager.cookie);
    const res = await call(ctx, `/api/deals/${deal.id}`, { method: "DELETE", cookie: manager.cookie });
    expect(res.status).toBe(204);
    expect(await blobsOf(ctx.deps).stat(other)).toBeNull();
    expect(await queued(ctx)).toEqual([]);
  });

  it("deleting an account removes its avatar, its projects' files and uploads, and its deals' documents", async () => {
    const manager = await signedInAs(ctx, "manager");
    const creator = await signedInAs(ctx, "creator");
    const avatar = await tusUpload(ctx, creator.cookie, { purpose: "avatar", filename: "me.png" }, tinyPng());
    expect(avatar.status).toBe(204);
    expect(await blobsOf(ctx.deps).stat(`avatars/${creator.id}.png`)).not.toBeNull();
    const deal = await createTestDeal(ctx.deps.db, { creatorId: creator.id });
    const document = await documentOf(deal.id, manager.cookie);
    const [project] = await ctx.deps.db
      .insert(projects)
      .values({ kind: "editing", creatorId: creator.id, title: "Mine", submittedFileUrl: "" })
      .returning();
    const headers = { "Tus-Resumable": "1.0.0", cookie: creator.cookie, origin: TEST_ORIGIN };
    const created = await fetch(`${server.url}/api/uploads`, {
      method: "POST",
      headers: {
        ...headers,
        "Upload-Length": "5",
        "Upload-Metadata": metadata({ filename: "a.bin", role: "input", projectId: project!.id }),
      },
    });
    const done = await fetch(`${server.url}${created.headers.get("location")}`, {
      method: "PATCH",
      headers: { ...headers, "Upload-Offset": "0", "Content-Type": "application/offset+octet-stream" },
      body: new Uint8Array([0, 23, 1, 2, 3]),
    });
    expect(done.status).toBe(204);
    const unfinished = await fetch(`${server.url}/api/uploads`, {
      method: "POST",
      headers: {
        ...headers,
        "Upload-Length": "50",
        "Upload-Metadata": metadata({ filename: "b.bin", role: "input", projectId: project!.id }),
      },
    });
    expect(unfinished.status).toBe(201);
    expect((await stored(ctx)).keys.length).toBeGreaterThanOrEqual(3);

    const res = await call(ctx, `/api/admin/users/${creator.id}`, {
      method: "DELETE",
      cookie: manager.cookie,
    });
    expect(res.status).toBe(204);
    expect(await blobsOf(ctx.deps).stat(`avatars/${creator.id}.png`)).toBeNull();
    expect(await blobsOf(ctx.deps).stat(document)).toBeNull();
    expect(await stored(ctx)).toEqual({ keys: [], bytes: 0 });
    expect(await queued(ctx)).toEqual([]);
  });

  it("sweeps avatars and documents no row names (an avatar without its user, a document without its row); keeps the rest", async () => {
    const manager = await signedInAs(ctx, "manager");
    const creator = await signedInAs(ctx, "creator");
    const deal = await createTestDeal(ctx.deps.db, { creatorId: creator.id });
    const document = await documentOf(deal.id, manager.cookie);
    // issue 37: a signing's own PDF is named by its row; one whose row is gone is not
    const contract = await createTestContract(
      { db: ctx.deps.db, blobs: blobsOf(ctx.deps) },
      { dealId: deal.id, signers: [{ role: "brand" }] },
    );
    const contractKey = `contracts/${contract.id}.pdf`;
    const lostContract = "contracts/00000000-0000-4000-8000-000000000000.pdf";
    await blobsOf(ctx.deps).put(lostContract, new Uint8Array(10));
    const avatar = `avatars/${creator.id}.png`;
    const blobs = blobsOf(ctx.deps);
    await blobs.put(avatar, new Uint8Array(tinyPng()));
    // what a crash before the queue existed left: bytes whose rows are gone
    const lostAvatar = "avatars/a-user-long-gone.png";
    const lostDocument = `deals/${deal.id}/00000000-0000-4000-8000-000000000000`;
    await blobs.put(lostAvatar, new Uint8Array(10));
    await blobs.put(lostDocument, new Uint8Array(10));
    const keys = async () => {
      const all: string[] = [];
      for await (const page of blobs.list()) all.push(...page.map((o) => o.key));
      return all
        .filter((k) => [document, avatar, lostAvatar, lostDocument, contractKey, lostContract].includes(k))
        .sort();
    };
    expect(await keys()).toHaveLength(6);
    // everything was written just now: the daily sweep keeps it all
    await sweepOrphanBlobs(ctx.deps);
    expect(await keys()).toHaveLength(6);
    // older than the age asked: the orphans go, what a user, a document or a signing names stays
    expect(await sweepOrphanBlobs(ctx.deps, 0)).toBe(3);
    expect(await keys()).toEqual([avatar, contractKey, document].sort());
    expect(await readWhole(blobs, document)).toEqual(pdf());
  });
});
