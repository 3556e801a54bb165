import { createHash } from "node:crypto";
import { eq, sql } from "drizzle-orm";
import * as tus from "tus-js-client";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { UPLOAD_FILE_ID_HEADER } from "~/domain/files";
import type { Role } from "~/domain/roles";
import { fileUploads, projectFiles, projects } from "../../db/schema";
import { blobsOf } from "../../storage/blobs";
import { call, signedInAs, TEST_ORIGIN } from "../../testing/auth";
import { createTestContext, type TestContext } from "../../testing/context";
import { tinyPng } from "../../testing/images";
import { startTestS3Server, type TestS3Server } from "../../testing/s3-server";
import { startTestServer, type TestServer } from "../../testing/server";
import { removeIdleUploads } from "./cleanup";
import { parseRange } from "./content";

type Who = { cookie: string; id: string };

const b64 = (value: string) => Buffer.from(value).toString("base64");
const metadata = (fields: Record<string, string>) =>
  Object.entries(fields)
    .map(([key, value]) => `${key} ${b64(value)}`)
    .join(",");
const sha = (data: Uint8Array) => createHash("sha256").update(data).digest("hex");

/** Deterministic bytes that no sniffer takes for a known type. */
function bytesOf(length: number, seed = 7) {
  const out = new Uint8Array(length);
  let x = seed;
  for (let i = 0; i < length; i++) {
    x = (x * 1103515245 + 12345) & 0x7fffffff;
    out[i] = x & 0xff;
  }
  out[0] = 0x00;
  out[1] = 0x17;
  return out;
}

describe.each(["disk", "s3"] as const)("files on %s", (store) => {
  let ctx: TestContext;
  let server: TestServer;
  let s3: TestS3Server | undefined;
  const people = {} as Record<"creator" | "other" | "manager" | "editor" | "editor2" | "designer", Who>;
  let editing: { id: string };

  const api = (path: string) => `${server.url}/api${path}`;
  const tusHeaders = (who: Who, extra: Record<string, string> = {}) => ({
    "Tus-Resumable": "1.0.0",
    cookie: who.cookie,
    origin: TEST_ORIGIN,
    ...extra,
  });

  async function create(who: Who, size: number, fields: Record<string, string>) {
    return fetch(api("/uploads"), {
      method: "POST",
      headers: tusHeaders(who, { "Upload-Length": String(size), "Upload-Metadata": metadata(fields) }),
    });
  }
  async function patch(who: Who, location: string, offset: number, chunk: Uint8Array<ArrayBuffer>) {
    return fetch(`${server.url}${location}`, {
      method: "PATCH",
      headers: tusHeaders(who, {
        "Upload-Offset": String(offset),
        "Content-Type": "application/offset+octet-stream",
      }),
      body: chunk,
    });
  }
  /** Uploads `data` in chunks of `chunk` bytes; the registered file's id. */
  async function upload(
    who: Who,
    data: Uint8Array<ArrayBuffer>,
    fields: Partial<Record<string, string>> & { projectId: string },
    chunk = 64 * 1024,
  ) {
    const res = await create(who, data.byteLength, {
      filename: "clip.bin",
      role: "input",
      ...fields,
    } as Record<string, string>);
    expect(res.status, await res.clone().text()).toBe(201);
    const location = res.headers.get("location")!;
    let offset = 0;
    let last: Response | undefined;
    while (offset < data.byteLength) {
      const end = Math.min(offset + chunk, data.byteLength);
      last = await patch(who, location, offset, data.subarray(offset, end));
      expect(last.status, await last.clone().text()).toBe(204);
      offset = Number(last.headers.get("upload-offset"));
      expect(offset).toBe(end);
    }
    return { fileId: last!.headers.get(UPLOAD_FILE_ID_HEADER)!, location };
  }
  const get = (who: Who, path: string, headers: Record<string, string> = {}) =>
    fetch(api(path), { headers: { cookie: who.cookie, ...headers } });

  async function newProject(kind: "editing" | "design", creator = people.creator, assignee?: Who) {
    const [row] = await ctx.deps.db
      .insert(projects)
      .values({
        kind,
        creatorId: creator.id,
        title: "A project",
        submittedFileUrl: "https://x.example/a",
        status: assignee ? "In Progress" : "Pending",
        assigneeId: assignee?.id,
      })
      .returning();
    return row!;
  }

  beforeAll(async () => {
    if (store === "s3") s3 = await startTestS3Server();
    ctx = await createTestContext({ ...s3?.env, FILES_MAX_CONCURRENT_UPLOADS: "20" });
    server = await startTestServer(ctx);
    const roles: [keyof typeof people, Role][] = [
      ["creator", "creator"],
      ["other", "creator"],
      ["manager", "manager"],
      ["editor", "editor"],
      ["editor2", "editor"],
      ["designer", "designer"],
    ];
    for (const [name, role] of roles) people[name] = await signedInAs(ctx, role);
    editing = await newProject("editing", people.creator, people.editor);
  });
  afterAll(async () => {
    await server?.close();
    await ctx?.close();
    await s3?.close();
  });

  it(`stores on ${store}`, () => {
    expect(blobsOf(ctx.deps).kind).toBe(store);
  });

  it("uploads in chunks, resumes from HEAD, registers the file and serves its bytes and ranges", async () => {
    const data = bytesOf(300_000);
    const res = await create(people.creator, data.byteLength, {
      filename: "raw/footage.bin",
      filetype: "video/mp4",
      projectId: editing.id,
      role: "input",
      note: "Day one",
    });
    expect(res.status).toBe(201);
    const location = res.headers.get("location")!;
    expect(location).toMatch(/^\/api\/uploads\/[0-9a-f]{32}$/);
    expect((await patch(people.creator, location, 0, data.subarray(0, 100_000))).status).toBe(204);
    // the connection dropped: the client asks where to go on
    const head = await fetch(`${server.url}${location}`, {
      method: "HEAD",
      headers: tusHeaders(people.creator),
    });
    expect(head.status).toBe(200);
    expect(head.headers.get("upload-offset")).toBe("100000");
    expect(head.headers.get(UPLOAD_FILE_ID_HEADER)).toBeNull();
    // a wrong offset is refused as the API refuses
    const wrong = await patch(people.creator, location, 5, data.subarray(5, 10));
    expect(wrong.status).toBe(409);
    expect((await wrong.json()).code).toBe("upload_offset_mismatch");
    const done = await patch(people.creator, location, 100_000, data.subarray(100_000));
    expect(done.status).toBe(204);
    const fileId = done.headers.get(UPLOAD_FILE_ID_HEADER)!;
    expect(fileId).toMatch(/^[0-9a-f-]{36}$/);
    // the upload's row is gone, the file's row is there
    expect(
      await ctx.deps.db.select().from(fileUploads).where(eq(fileUploads.userId, people.creator.id)),
    ).toEqual([]);
    const file = await (await get(people.editor, `/files/${fileId}`)).json();
    expect(file).toMatchObject({
      id: fileId,
      projectId: editing.id,
      role: "input",
      version: null,
      note: "Day one",
      name: "footage.bin",
      size: 300_000,
      mime: "application/octet-stream",
      kind: "other",
      uploader: { id: people.creator.id },
      approved: false,
      viewUrl: null,
      downloadUrl: `/api/files/${fileId}/content`,
    });
    // a HEAD after the end says which file it became
    const again = await fetch(`${server.url}${location}`, {
      method: "HEAD",
      headers: tusHeaders(people.creator),
    });
    expect(again.headers.get(UPLOAD_FILE_ID_HEADER)).toBe(fileId);

    const whole = await get(people.manager, `/files/${fileId}/content`);
    expect(whole.status).toBe(200);
    expect(whole.headers.get("accept-ranges")).toBe("bytes");
    expect(whole.headers.get("x-content-type-options")).toBe("nosniff");
    expect(whole.headers.get("content-disposition")).toBe(
      `attachment; filename="footage.bin"; filename*=UTF-8''footage.bin`,
    );
    expect(sha(new Uint8Array(await whole.arrayBuffer()))).toBe(sha(data));
    const part = await get(people.creator, `/files/${fileId}/content`, { range: "bytes=1000-1999" });
    expect(part.status).toBe(206);
    expect(part.headers.get("content-range")).toBe("bytes 1000-1999/300000");
    expect(Buffer.from(await part.arrayBuffer())).toEqual(Buffer.from(data.subarray(1000, 2000)));
    const tail = await get(people.creator, `/files/${fileId}/content`, { range: "bytes=-10" });
    expect(Buffer.from(await tail.arrayBuffer())).toEqual(Buffer.from(data.subarray(299_990)));
    const past = await get(people.creator, `/files/${fileId}/content`, { range: "bytes=300000-" });
    expect(past.status).toBe(416);
    expect(past.headers.get("content-range")).toBe("bytes */300000");
    // outside the project: not found
    expect((await get(people.other, `/files/${fileId}/content`)).status).toBe(404);
    expect((await get(people.designer, `/files/${fileId}`)).status).toBe(404);
  });

  it("tells a file's type by its bytes: a PNG named .mp4 is a PNG; HTML is never shown inline", async () => {
    const png = await upload(people.creator, new Uint8Array(tinyPng()), {
      projectId: editing.id,
      filename: "cut.mp4",
      filetype: "video/mp4",
    });
    const file = await (await get(people.creator, `/files/${png.fileId}`)).json();
    expect(file).toMatchObject({
      mime: "image/png",
      kind: "image",
      viewUrl: `/api/files/${png.fileId}/content?inline=1`,
    });
    const shown = await get(people.creator, `/files/${png.fileId}/content?inline=1`);
    expect(shown.headers.get("content-type")).toBe("image/png");
    expect(shown.headers.get("content-disposition")).toMatch(/^inline; /);

    const html = Buffer.from("<!doctype html><html><body><script>alert(1)</script></body></html>");
    const page = await upload(people.creator, new Uint8Array(html), {
      projectId: editing.id,
      filename: "page\u202Egpj.html",
      filetype: "image/jpeg",
    });
    const htmlFile = await (await get(people.creator, `/files/${page.fileId}`)).json();
    expect(htmlFile.mime).not.toMatch(/html|svg/);
    expect(htmlFile.viewUrl).toBeNull();
    expect(htmlFile.name).toBe("pagegpj.html");
    const served = await get(people.creator, `/files/${page.fileId}/content?inline=1`);
    expect(served.headers.get("content-disposition")).toMatch(/^attachment; /);
    expect(served.headers.get("content-type")).not.toMatch(/html/);
    expect(served.headers.get("x-content-type-options")).toBe("nosniff");
  });

  it("numbers versions per project, by the assigned staff member only", async () => {
    const project = await newProject("editing", people.creator, people.editor);
    const v1 = await upload(people.editor, bytesOf(1000), {
      projectId: project.id,
      role: "version",
      note: "Cut 1",
    });
    const v2 = await upload(people.editor, bytesOf(1000), { projectId: project.id, role: "version" });
    const versions = await (
      await get(people.creator, `/editing-projects/${project.id}/files?role=version`)
    ).json();
    expect(versions.items.map((f: { id: string; version: number }) => [f.id, f.version])).toEqual([
      [v2.fileId, 2],
      [v1.fileId, 1],
    ]);
    expect(versions.total).toBe(2);
    const meta = { filename: "v.bin", projectId: project.id, role: "version" };
    // the creator, another editor, a manager: not theirs to deliver; another creator does not see it
    for (const who of [people.creator, people.editor2, people.manager])
      expect((await create(who, 10, meta)).status).toBe(403);
    expect((await create(people.other, 10, meta)).status).toBe(404);
    const refused = await create(people.creator, 10, meta);
    expect(await refused.json()).toMatchObject({ code: "forbidden" });
    // a design request's designer is not an editing project's staff
    expect((await create(people.designer, 10, { ...meta, role: "input" })).status).toBe(404);
    // nothing was left behind by the refusals
    const rows = await ctx.deps.db.select().from(fileUploads).where(eq(fileUploads.projectId, project.id));
    expect(rows).toEqual([]);
  });

  it("refuses a second registration's number clash by retrying the next one", async () => {
    const project = await newProject("design", people.creator, people.designer);
    const [a, b] = await Promise.all([
      upload(people.designer, bytesOf(500, 1), { projectId: project.id, role: "version" }),
      upload(people.designer, bytesOf(500, 2), { projectId: project.id, role: "version" }),
    ]);
    const rows = await ctx.deps.db
      .select({ id: projectFiles.id, version: projectFiles.version })
      .from(projectFiles)
      .where(eq(projectFiles.projectId, project.id));
    expect(rows.map((r) => r.version).sort()).toEqual([1, 2]);
    expect(rows.map((r) => r.id).sort()).toEqual([a.fileId, b.fileId].sort());
  });

  it("lets only the upload's creator see, continue or cancel it", async () => {
    const res = await create(people.creator, 100, {
      filename: "a.bin",
      projectId: editing.id,
      role: "input",
    });
    const location = res.headers.get("location")!;
    for (const who of [people.other, people.manager, people.editor]) {
      const head = await fetch(`${server.url}${location}`, { method: "HEAD", headers: tusHeaders(who) });
      expect(head.status).toBe(404);
      expect((await patch(who, location, 0, bytesOf(10))).status).toBe(404);
      const del = await fetch(`${server.url}${location}`, { method: "DELETE", headers: tusHeaders(who) });
      expect(del.status).toBe(404);
    }
    const signedOut = await fetch(`${server.url}${location}`, {
      method: "PATCH",
      headers: {
        "Tus-Resumable": "1.0.0",
        "Upload-Offset": "0",
        "Content-Type": "application/offset+octet-stream",
      },
      body: bytesOf(10),
    });
    expect(signedOut.status).toBe(401);
    const key = location.split("/").pop()!;
    expect((await patch(people.creator, location, 0, bytesOf(10))).status).toBe(204);
    const del = await fetch(`${server.url}${location}`, {
      method: "DELETE",
      headers: tusHeaders(people.creator),
    });
    expect(del.status).toBe(204);
    expect(await ctx.deps.db.select().from(fileUploads).where(eq(fileUploads.id, key))).toEqual([]);
    expect(await blobsOf(ctx.deps).stat(key)).toBeNull();
  });

  it("uploads with tus-js-client (the browser's library) and resumes a stored upload", async () => {
    const data = bytesOf(200_000, 3);
    const fileId = await new Promise<string>((resolve, reject) => {
      const up = new tus.Upload(Buffer.from(data), {
        endpoint: api("/uploads"),
        chunkSize: 50_000,
        headers: { cookie: people.creator.cookie, origin: TEST_ORIGIN },
        metadata: {
          filename: "lib.bin",
          filetype: "application/octet-stream",
          projectId: editing.id,
          role: "input",
        },
        retryDelays: [],
        onError: reject,
        onAfterResponse: (_req, res) => {
          const id = res.getHeader(UPLOAD_FILE_ID_HEADER);
          if (id) resolve(id);
        },
      });
      up.start();
    });
    const bytes = await (await get(people.creator, `/files/${fileId}/content`)).arrayBuffer();
    expect(sha(new Uint8Array(bytes))).toBe(sha(data));
  });

  it("deletes a file: its uploader or a manager, never the approved version; the bytes go too", async () => {
    const project = await newProject("editing", people.creator, people.editor);
    const mine = await upload(people.creator, bytesOf(100), { projectId: project.id });
    const theirs = await upload(people.editor, bytesOf(100), { projectId: project.id, role: "version" });
    const del = (who: Who, id: string) =>
      fetch(api(`/files/${id}`), { method: "DELETE", headers: { cookie: who.cookie, origin: TEST_ORIGIN } });
    expect((await del(people.editor, mine.fileId)).status).toBe(403);
    expect((await del(people.other, mine.fileId)).status).toBe(404);
    const [row] = await ctx.deps.db.select().from(projectFiles).where(eq(projectFiles.id, mine.fileId));
    expect((await del(people.creator, mine.fileId)).status).toBe(204);
    expect(await blobsOf(ctx.deps).stat(row!.storageKey)).toBeNull();
    await ctx.deps.db
      .update(projects)
      .set({ approvedFileId: theirs.fileId })
      .where(eq(projects.id, project.id));
    const approved = await del(people.manager, theirs.fileId);
    expect(approved.status).toBe(409);
    await ctx.deps.db.update(projects).set({ approvedFileId: null }).where(eq(projects.id, project.id));
    expect((await del(people.manager, theirs.fileId)).status).toBe(204);
    const list = await (await get(people.creator, `/editing-projects/${project.id}/files`)).json();
    expect(list.items).toEqual([]);
  });

  it("removes uploads idle for 24 hours, row and bytes", async () => {
    const res = await create(people.creator, 100, {
      filename: "a.bin",
      projectId: editing.id,
      role: "input",
    });
    const location = res.headers.get("location")!;
    await patch(people.creator, location, 0, bytesOf(10));
    const key = location.split("/").pop()!;
    expect(await removeIdleUploads(ctx.deps)).toBe(0);
    await ctx.deps.db
      .update(fileUploads)
      .set({ updatedAt: sql`now() - interval '25 hours'` })
      .where(eq(fileUploads.id, key));
    expect(await removeIdleUploads(ctx.deps)).toBe(1);
    expect(await blobsOf(ctx.deps).stat(key)).toBeNull();
    const head = await fetch(`${server.url}${location}`, {
      method: "HEAD",
      headers: tusHeaders(people.creator),
    });
    expect(head.status).toBe(404);
  });
});

describe("upload limits", () => {
  let ctx: TestContext;
  let server: TestServer;
  let project: { id: string };
  let creator: Who;
  beforeAll(async () => {
    ctx = await createTestContext({
      FILES_MAX_BYTES: "1000",
      FILES_QUOTA_BYTES: "1500",
      FILES_MAX_CONCURRENT_UPLOADS: "2",
    });
    server = await startTestServer(ctx);
    creator = await signedInAs(ctx, "creator");
    const [row] = await ctx.deps.db
      .insert(projects)
      .values({ kind: "editing", creatorId: creator.id, title: "P", submittedFileUrl: "https://x.example/a" })
      .returning();
    project = row!;
  });
  afterAll(async () => {
    await server?.close();
    await ctx?.close();
  });
  const create = (size: number) =>
    fetch(`${server.url}/api/uploads`, {
      method: "POST",
      headers: {
        "Tus-Resumable": "1.0.0",
        cookie: creator.cookie,
        "Upload-Length": String(size),
        "Upload-Metadata": metadata({ filename: "a.bin", projectId: project.id, role: "input" }),
      },
    });

  it("refuses a file over the size limit, over the quota, and a third upload at once, with clear words", async () => {
    const big = await create(1001);
    expect(big.status).toBe(413);
    expect((await big.json()).error).toBe("This file is larger than the limit of 1000 bytes.");
    const first = await create(800);
    expect(first.status).toBe(201);
    const over = await create(800);
    expect(over.status).toBe(413);
    expect(await over.json()).toMatchObject({
      code: "over_quota",
      error: "This upload would exceed your storage quota of 1.5 KB (800 bytes used).",
    });
    expect((await create(100)).status).toBe(201);
    const third = await create(100);
    expect(third.status).toBe(429);
    expect(await third.json()).toMatchObject({
      code: "too_many_uploads",
      error: "You already have 2 uploads under way: finish or cancel one first.",
    });
    // cancelling one frees its slot and its share of the quota
    await fetch(`${server.url}${first.headers.get("location")}`, {
      method: "DELETE",
      headers: { "Tus-Resumable": "1.0.0", cookie: creator.cookie },
    });
    expect((await create(1000)).status).toBe(201);
  });

  it("answers tus's own refusals in the API's error shape", async () => {
    const res = await call(ctx, "/api/uploads", { method: "POST", cookie: creator.cookie });
    expect(res.status).toBe(412);
    expect((await res.json()).code).toBe("tus_version_required");
    const signedOut = await call(ctx, "/api/uploads", {
      method: "POST",
      headers: { "tus-resumable": "1.0.0" },
    });
    expect(signedOut.status).toBe(401);
  });
});

describe("parseRange", () => {
  it("reads one range of bytes, and ignores what it cannot use", () => {
    expect(parseRange("bytes=0-9", 100)).toEqual({ start: 0, end: 9 });
    expect(parseRange("bytes=90-", 100)).toEqual({ start: 90, end: 99 });
    expect(parseRange("bytes=90-200", 100)).toEqual({ start: 90, end: 99 });
    expect(parseRange("bytes=-5", 100)).toEqual({ start: 95, end: 99 });
    expect(parseRange("bytes=100-", 100)).toBe("unsatisfiable");
    expect(parseRange("bytes=0-1,5-6", 100)).toBeNull();
    expect(parseRange("items=0-1", 100)).toBeNull();
    expect(parseRange(undefined, 100)).toBeNull();
  });
});
