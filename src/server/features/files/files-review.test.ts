import { execFile } from "node:child_process";
import { mkdtemp, readFile, rm } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { promisify } from "node:util";
import { and, eq } from "drizzle-orm";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { FileComment } from "~/domain/file-comments";
import { WHO_REVIEWS } from "~/domain/policy";
import { type Project, projectChatTopic } from "~/domain/projects";
import type { Role } from "~/domain/roles";
import { loggingStatements } from "../../db/client";
import { fileComments, notifications, projectFiles, projects, statusChanges, user } from "../../db/schema";
import { blobsOf } from "../../storage/blobs";
import { call, signedInAs } from "../../testing/auth";
import { createTestContext, type TestContext } from "../../testing/context";
import { record, testRealtimeClient, waitFor } from "../../testing/realtime";
import { startTestS3Server, type TestS3Server } from "../../testing/s3-server";
import { startTestServer, type TestServer } from "../../testing/server";
import { makePreview, resumePendingPreviews } from "./previews";
import { resumeOnNewVersion } from "./review";

let ctx: TestContext;
type Who = { cookie: string; id: string; name?: string };
const people = {} as Record<"creator" | "other" | "manager" | "editor" | "editor2" | "designer", Who>;
let videoBytes: Uint8Array;
let workDir: string;

beforeAll(async () => {
  ctx = await createTestContext();
  const roles: [keyof typeof people, Role][] = [
    ["creator", "creator"],
    ["other", "creator"],
    ["manager", "manager"],
    ["editor", "editor"],
    ["editor2", "editor"],
    ["designer", "designer"],
  ];
  for (const [name, role] of roles) people[name] = await signedInAs(ctx, role);
  // a real two-second video, tiny (160x90, 10 frames a second: a few kilobytes), made by ffmpeg
  workDir = await mkdtemp(path.join(os.tmpdir(), "creatordesk-f2-"));
  const video = path.join(workDir, "x.mp4");
  await promisify(execFile)("ffmpeg", [
    "-v",
    "error",
    "-f",
    "lavfi",
    "-i",
    "testsrc=duration=2:size=160x90:rate=10",
    "-pix_fmt",
    "yuv420p",
    video,
  ]);
  videoBytes = new Uint8Array(await readFile(video));
});
afterAll(async () => {
  await rm(workDir, { recursive: true, force: true });
  await ctx.close();
});

const post = (who: Who, path: string, json: unknown = {}) =>
  call(ctx, `/api${path}`, { method: "POST", cookie: who.cookie, json });
const get = (who: Who, path: string) => call(ctx, `/api${path}`, { cookie: who.cookie });

/** An editing project of the creator, accepted by the editor (In Progress). */
async function acceptedProject(owner = people.creator, kind: "editing" | "design" = "editing") {
  const [row] = await ctx.deps.db
    .insert(projects)
    .values({
      kind,
      creatorId: owner.id,
      title: "My vlog",
      status: "In Progress",
      assigneeId: people.editor.id,
    })
    .returning();
  return row!;
}

let fileCount = 0;
/** A file on `projectId` as the upload would register it: the bytes in the blob store, then the row. */
async function addFile(
  projectId: string,
  file: { bytes: Uint8Array; mime: string; name?: string; version?: number | null; uploaderId?: string },
) {
  const storageKey = `projects/${projectId}/${++fileCount}-${crypto.randomUUID()}`;
  await blobsOf(ctx.deps).put(storageKey, file.bytes, file.mime);
  const version = file.version === undefined ? fileCount : file.version;
  const [row] = await ctx.deps.db
    .insert(projectFiles)
    .values({
      projectId,
      uploaderId: file.uploaderId ?? people.editor.id,
      role: version === null ? "input" : "version",
      version,
      name: file.name ?? "file",
      size: file.bytes.byteLength,
      mime: file.mime,
      storageKey,
    })
    .returning();
  return row!;
}

const png = (width: number, height: number) =>
  sharp({ create: { width, height, channels: 3, background: "#336699" } })
    .png()
    .toBuffer()
    .then((b) => new Uint8Array(b));

const fileRow = async (id: string) =>
  (await ctx.deps.db.select().from(projectFiles).where(eq(projectFiles.id, id)))[0]!;

describe("previews", () => {
  it("makes an image's 480-pixel WebP thumbnail in the pool and serves it to the project's people only", async () => {
    const project = await acceptedProject();
    const file = await addFile(project.id, { bytes: await png(1000, 600), mime: "image/png" });
    expect(await makePreview(ctx.deps, file.id)).toBe("ready");
    const row = await fileRow(file.id);
    expect(row).toMatchObject({ previewStatus: "ready", width: 1000, height: 600, durationMs: null });
    expect(row.previewKey).toBe(`${file.storageKey}.preview.webp`);

    const res = await get(people.creator, `/files/${file.id}/preview`);
    expect(res.status).toBe(200);
    expect(res.headers.get("content-type")).toBe("image/webp");
    expect(res.headers.get("cache-control")).toMatch(/^private/);
    const thumb = await sharp(Buffer.from(await res.arrayBuffer())).metadata();
    expect(thumb).toMatchObject({ format: "webp", width: 480, height: 288 });
    const tag = res.headers.get("etag")!;
    const again = await call(ctx, `/api/files/${file.id}/preview`, {
      cookie: people.creator.cookie,
      headers: { "if-none-match": tag },
    });
    expect(again.status).toBe(304);

    expect((await get(people.editor2, `/files/${file.id}/preview`)).status).toBe(200);
    expect((await get(people.manager, `/files/${file.id}/preview`)).status).toBe(200);
    expect((await get(people.other, `/files/${file.id}/preview`)).status).toBe(404);
    expect((await get(people.designer, `/files/${file.id}/preview`)).status).toBe(404);
    expect((await call(ctx, `/api/files/${file.id}/preview`)).status).toBe(401);
  });

  it("reads a video's duration and size with ffprobe and makes its poster with ffmpeg", async () => {
    const project = await acceptedProject();
    const file = await addFile(project.id, { bytes: videoBytes, mime: "video/mp4" });
    expect(await makePreview(ctx.deps, file.id)).toBe("ready");
    const row = await fileRow(file.id);
    expect(row).toMatchObject({ previewStatus: "ready", width: 160, height: 90 });
    expect(Math.abs(row.durationMs! - 2000)).toBeLessThanOrEqual(100);
    const res = await get(people.editor, `/files/${file.id}/preview`);
    expect(res.status).toBe(200);
    const poster = await sharp(Buffer.from(await res.arrayBuffer())).metadata();
    expect(poster).toMatchObject({ format: "webp", width: 160, height: 90 });
  });

  it("accepts a video without a poster when ffprobe and ffmpeg are missing", async () => {
    const project = await acceptedProject();
    const missing = "/nonexistent/creatordesk/ffmpeg";
    const withoutTools = {
      ...ctx.deps,
      env: { ...ctx.deps.env, FFMPEG_PATH: missing, FFPROBE_PATH: missing },
    };
    const file = await addFile(project.id, { bytes: videoBytes, mime: "video/mp4" });
    expect(await makePreview(withoutTools, file.id)).toBe("none");
    expect(await fileRow(file.id)).toMatchObject({
      previewStatus: "none",
      previewKey: null,
      durationMs: null,
    });
    expect((await get(people.creator, `/files/${file.id}/preview`)).status).toBe(404);

    // ffprobe there, ffmpeg not: the facts, no poster
    const probed = await addFile(project.id, { bytes: videoBytes, mime: "video/mp4" });
    const noFfmpeg = { ...ctx.deps, env: { ...ctx.deps.env, FFMPEG_PATH: missing } };
    expect(await makePreview(noFfmpeg, probed.id)).toBe("none");
    expect(await fileRow(probed.id)).toMatchObject({
      previewStatus: "none",
      width: 160,
      height: 90,
      frameRate: 10,
    });
  });

  it("gives other types none, and an unreadable image failed", async () => {
    const project = await acceptedProject();
    const pdf = await addFile(project.id, {
      bytes: Buffer.from("%PDF-1.4\n%%EOF\n"),
      mime: "application/pdf",
    });
    expect(await makePreview(ctx.deps, pdf.id)).toBe("none");
    const broken = await addFile(project.id, {
      bytes: Buffer.from("\x89PNG\r\n\x1a\nnot really"),
      mime: "image/png",
    });
    expect(await makePreview(ctx.deps, broken.id)).toBe("failed");
    expect((await get(people.creator, `/files/${broken.id}/preview`)).status).toBe(404);
    // made once: a second call changes nothing
    expect(await makePreview(ctx.deps, broken.id)).toBe("failed");
  });

  it("takes up previews left pending by a restart", async () => {
    const project = await acceptedProject();
    const file = await addFile(project.id, { bytes: await png(200, 100), mime: "image/png" });
    expect(await resumePendingPreviews(ctx.deps)).toBeGreaterThanOrEqual(1);
    await waitFor(async () => (await fileRow(file.id)).previewStatus === "ready", 10_000, "the sweep");
    expect(await fileRow(file.id)).toMatchObject({ width: 200, height: 100 });
  });
});

describe("comments", () => {
  it("pins a comment to a moment of a video and a spot of an image, and refuses the wrong pin", async () => {
    const project = await acceptedProject();
    const video = await addFile(project.id, { bytes: videoBytes, mime: "video/mp4", version: null });
    await makePreview(ctx.deps, video.id);
    const image = await addFile(project.id, { bytes: await png(100, 100), mime: "image/png" });

    const atMoment = await post(people.creator, `/files/${video.id}/comments`, {
      body: "make the intro shorter",
      atMs: 1000,
    });
    expect(atMoment.status, await atMoment.clone().text()).toBe(201);
    expect(await atMoment.json()).toMatchObject({
      fileId: video.id,
      body: "make the intro shorter",
      atMs: 1000,
      x: null,
      y: null,
      author: { id: people.creator.id },
      resolvedAt: null,
      number: 1,
    });
    const atSpot = await post(people.creator, `/files/${image.id}/comments`, {
      body: "darker",
      x: 0.25,
      y: 0.5,
    });
    expect(atSpot.status).toBe(201);
    expect(await atSpot.json()).toMatchObject({ x: 0.25, y: 0.5, atMs: null, number: 1 });

    const refused = [
      [image.id, { body: "a moment of an image", atMs: 1000 }],
      [video.id, { body: "a spot of a video", x: 0.5, y: 0.5 }],
      [video.id, { body: "past the end", atMs: 60_000 }],
      [video.id, { body: "both", atMs: 10, x: 0.5, y: 0.5 }],
      [image.id, { body: "x alone", x: 0.5 }],
      [image.id, { body: "off the image", x: 1.5, y: 0.5 }],
      [image.id, { body: " " }],
    ] as const;
    for (const [fileId, body] of refused) {
      const res = await post(people.creator, `/files/${fileId}/comments`, body);
      expect(res.status, JSON.stringify(body)).toBe(400);
    }
    // staff and managers comment too; another creator, or another kind's staff, finds no file
    expect((await post(people.editor2, `/files/${image.id}/comments`, { body: "ok" })).status).toBe(201);
    expect((await post(people.manager, `/files/${image.id}/comments`, { body: "ok" })).status).toBe(201);
    expect((await post(people.other, `/files/${image.id}/comments`, { body: "hi" })).status).toBe(404);
    expect((await post(people.designer, `/files/${image.id}/comments`, { body: "hi" })).status).toBe(404);
    expect((await get(people.other, `/files/${image.id}/comments`)).status).toBe(404);
  });

  it("keeps a drawing on a frame of a video and on an image, and refuses a drawing that cannot be", async () => {
    const project = await acceptedProject();
    const video = await addFile(project.id, { bytes: videoBytes, mime: "video/mp4", version: null });
    await makePreview(ctx.deps, video.id);
    const image = await addFile(project.id, { bytes: await png(100, 100), mime: "image/png" });
    const other = await addFile(project.id, {
      bytes: Buffer.from("%PDF-1.4 notes"),
      mime: "application/pdf",
    });
    const drawing = [
      { tool: "arrow", points: [0.1, 0.2, 0.4, 0.5] },
      { tool: "box", points: [0.5, 0.5, 0.9, 0.8] },
      { tool: "pen", points: [0, 0, 0.2, 0.1, 0.3, 0.3, 1, 1] },
    ];

    const onFrame = await post(people.editor2, `/files/${video.id}/comments`, {
      body: "this corner",
      atMs: 1000,
      drawing,
    });
    expect(onFrame.status, await onFrame.clone().text()).toBe(201);
    expect(await onFrame.json()).toMatchObject({ atMs: 1000, drawing });
    const onImage = await post(people.creator, `/files/${image.id}/comments`, { body: "here", drawing });
    expect(onImage.status).toBe(201);
    const [row] = await ctx.deps.db
      .select({ drawing: fileComments.drawing })
      .from(fileComments)
      .where(eq(fileComments.fileId, image.id));
    expect(row?.drawing).toEqual(drawing);
    const listed = await (await get(people.creator, `/files/${video.id}/comments`)).json();
    expect(listed.items[0].drawing).toEqual(drawing);

    const pen = (n: number) => ({ tool: "pen", points: Array.from({ length: n * 2 }, () => 0.5) });
    const refused = [
      [video.id, { body: "no moment", drawing }],
      [other.id, { body: "a pdf", drawing }],
      [image.id, { body: "empty", drawing: [] }],
      [image.id, { body: "three-point box", drawing: [{ tool: "box", points: [0, 0, 1, 1, 0.5, 0.5] }] }],
      [image.id, { body: "half a point", drawing: [{ tool: "pen", points: [0, 0, 1, 1, 0.5] }] }],
      [image.id, { body: "off the picture", drawing: [{ tool: "arrow", points: [0, 0, 1.2, 1] }] }],
      [image.id, { body: "a circle", drawing: [{ tool: "circle", points: [0, 0, 1, 1] }] }],
      [image.id, { body: "too long a stroke", drawing: [pen(301)] }],
      [image.id, { body: "too many shapes", drawing: Array.from({ length: 13 }, () => drawing[0]) }],
    ] as const;
    for (const [fileId, body] of refused) {
      const res = await post(people.creator, `/files/${fileId}/comments`, body);
      expect(res.status, body.body).toBe(400);
    }
    expect(await ctx.deps.db.$count(fileComments, eq(fileComments.projectId, project.id))).toBe(2);
  });

  it("lists a file's comments oldest first and numbered across pages; resolves and reopens", async () => {
    const project = await acceptedProject();
    const image = await addFile(project.id, { bytes: await png(100, 100), mime: "image/png" });
    for (const body of ["one", "two", "three"])
      expect(
        (await post(people.creator, `/files/${image.id}/comments`, { body, x: 0.1, y: 0.1 })).status,
      ).toBe(201);
    const page = await (await get(people.editor, `/files/${image.id}/comments?page=2&pageSize=2`)).json();
    expect(page).toMatchObject({ total: 3, page: 2, pageSize: 2, items: [{ body: "three", number: 3 }] });
    const first = await get(people.editor, `/files/${image.id}/comments`);
    expect(first.headers.get("etag")).toBeTruthy();
    const comments = (await first.json()).items as FileComment[];
    expect(comments.map((c) => [c.body, c.number])).toEqual([
      ["one", 1],
      ["two", 2],
      ["three", 3],
    ]);

    const resolved = await post(people.editor, `/file-comments/${comments[1]!.id}/resolve`);
    expect(resolved.status).toBe(200);
    expect(await resolved.json()).toMatchObject({ number: 2, resolvedBy: { id: people.editor.id } });
    expect((await post(people.editor, `/file-comments/${comments[1]!.id}/resolve`)).status).toBe(200);
    // the list is read afresh after the change
    const after = await call(ctx, `/api/files/${image.id}/comments`, {
      cookie: people.editor.cookie,
      headers: { "if-none-match": first.headers.get("etag")! },
    });
    expect(after.status).toBe(200);
    expect((await after.json()).items[1].resolvedAt).not.toBeNull();
    const reopened = await post(people.creator, `/file-comments/${comments[1]!.id}/reopen`);
    expect(await reopened.json()).toMatchObject({ resolvedAt: null, resolvedBy: null });
    expect((await post(people.other, `/file-comments/${comments[1]!.id}/resolve`)).status).toBe(404);
  });

  it("reads a page of a project's files afresh, the access check too (ADR 025), and answers 304 while it is the same", async () => {
    const project = await acceptedProject();
    await addFile(project.id, { bytes: await png(10, 10), mime: "image/png" });
    const url = `/api/editing-projects/${project.id}/files`;
    const read = async (who: Who, tag?: string) =>
      call(ctx, url, { cookie: who.cookie, headers: tag ? { "if-none-match": tag } : {} });
    const first = await read(people.creator);
    expect(first.status).toBe(200);
    const statements: string[] = [];
    const again = await loggingStatements(statements, () => read(people.creator, first.headers.get("etag")!));
    expect(again.status).toBe(304);
    // the session's, the access check's and the page's: nothing is taken from a cache
    expect(statements.some((s) => s.includes("project_files"))).toBe(true);
    expect(statements.length).toBeGreaterThan(1);
    // another creator is refused, every time
    expect((await read(people.other)).status).toBe(404);
    expect((await read(people.other)).status).toBe(404);
    // a deleted project is gone for its creator at once
    await ctx.deps.db.delete(projects).where(eq(projects.id, project.id));
    const gone = await read(people.creator);
    expect(gone.status).toBe(404);
    expect(await gone.json()).toMatchObject({ error: "No such project." });
  });

  it("tells the other side of a new comment", async () => {
    const project = await acceptedProject();
    const image = await addFile(project.id, { bytes: await png(100, 100), mime: "image/png", version: 1 });
    await post(people.creator, `/files/${image.id}/comments`, { body: "a bigger logo", x: 0.5, y: 0.5 });
    const told = await ctx.deps.db
      .select()
      .from(notifications)
      .where(and(eq(notifications.subjectId, project.id), eq(notifications.userId, people.editor.id)));
    expect(told).toMatchObject([{ kind: "project_message", body: "a bigger logo" }]);
    expect(told[0]!.title).toMatch(/commented on v1 of 'My vlog'/);
  });
});

describe("finding files", () => {
  it("searches a project's files by name and orders them by name, age or size, page by page", async () => {
    const project = await acceptedProject();
    const raw = (name: string, size: number) =>
      addFile(project.id, { bytes: new Uint8Array(size), mime: "video/mp4", name, version: null });
    await raw("B-cut.mp4", 30);
    await raw("a-raw.mov", 10);
    await raw("c-cut.mp4", 20);
    await raw("d_100%.png", 40);
    const names = async (query: string) => {
      const res = await get(people.creator, `/editing-projects/${project.id}/files?role=input&${query}`);
      expect(res.status, await res.clone().text()).toBe(200);
      const page = (await res.json()) as { items: { name: string }[]; total: number };
      return [page.total, page.items.map((file) => file.name)];
    };
    expect(await names("search=CUT&sort=name")).toEqual([2, ["B-cut.mp4", "c-cut.mp4"]]);
    expect(await names("sort=name")).toEqual([4, ["a-raw.mov", "B-cut.mp4", "c-cut.mp4", "d_100%.png"]]);
    expect(await names("sort=largest&pageSize=2&page=2")).toEqual([4, ["c-cut.mp4", "a-raw.mov"]]);
    expect(await names("sort=oldest&pageSize=1")).toEqual([4, ["B-cut.mp4"]]);
    // % and _ are letters of a name, not patterns
    expect(await names("search=_100%25")).toEqual([1, ["d_100%.png"]]);
    expect(await names("search=x%25y")).toEqual([0, []]);
    expect((await get(people.creator, `/editing-projects/${project.id}/files?sort=biggest`)).status).toBe(
      400,
    );
  });
});

describe("review", () => {
  const history = async (id: string) =>
    (await ctx.deps.db.select().from(statusChanges).where(eq(statusChanges.subjectId, id))).map((r) => [
      `${r.fromStatus}→${r.toStatus}`,
      r.note,
    ]);

  it("requests changes with the open comments, takes a new version back In Progress, and approves it", async () => {
    const project = await acceptedProject();
    const v1 = await addFile(project.id, {
      bytes: videoBytes,
      mime: "video/mp4",
      version: 1,
      name: "cut-1.mp4",
    });
    await makePreview(ctx.deps, v1.id);
    await post(people.creator, `/files/${v1.id}/comments`, { body: "make the intro shorter", atMs: 1000 });
    const done = await (
      await post(people.creator, `/files/${v1.id}/comments`, { body: "fixed already" })
    ).json();
    await post(people.creator, `/file-comments/${done.id}/resolve`);
    await post(people.creator, `/files/${v1.id}/comments`, { body: "louder\nmusic" });

    // the creator reviews (or a manager for them, below); the editor is told who can; another creator
    // does not find it
    const byEditor = await post(people.editor, `/editing-projects/${project.id}/request-changes`, {
      fileId: v1.id,
    });
    expect(byEditor.status).toBe(403);
    expect(await byEditor.json()).toMatchObject({ error: WHO_REVIEWS });
    expect(
      (await post(people.other, `/editing-projects/${project.id}/approve`, { fileId: v1.id })).status,
    ).toBe(404);

    const sent = await post(people.creator, `/editing-projects/${project.id}/request-changes`, {
      fileId: v1.id,
    });
    expect(sent.status, await sent.clone().text()).toBe(200);
    expect(await sent.json()).toMatchObject({
      status: "Pending",
      assignee: { id: people.editor.id },
      approvedFile: null,
    });
    const note = "Changes requested on v1: 0:01 — make the intro shorter; louder music";
    expect(await history(project.id)).toEqual([["In Progress→Pending", note]]);
    const told = await ctx.deps.db
      .select()
      .from(notifications)
      .where(and(eq(notifications.subjectId, project.id), eq(notifications.userId, people.editor.id)));
    expect(told.some((n) => n.kind === "status_change" && n.body === note)).toBe(true);
    // twice: the project is already back with its assignee
    const again = await post(people.creator, `/editing-projects/${project.id}/request-changes`, {
      fileId: v1.id,
    });
    expect(again.status).toBe(409);

    // the assignee's new version takes the work up again; nobody else's does
    const v2 = await addFile(project.id, {
      bytes: await png(64, 48),
      mime: "image/png",
      version: 2,
      name: "cut-2.png",
    });
    const [row] = await ctx.deps.db.select().from(projects).where(eq(projects.id, project.id));
    expect(
      await ctx.deps.db.transaction((tx) =>
        resumeOnNewVersion(tx, row!, { id: people.editor2.id, name: "x" }),
      ),
    ).toBe(false);
    expect(
      await ctx.deps.db.transaction((tx) =>
        resumeOnNewVersion(tx, row!, { id: people.editor.id, name: "Editor" }, 2),
      ),
    ).toBe(true);
    expect((await history(project.id)).at(-1)).toEqual(["Pending→In Progress", "Uploaded v2"]);

    // an input or another project's file is no version of this project
    const input = await addFile(project.id, { bytes: await png(8, 8), mime: "image/png", version: null });
    expect(
      (await post(people.creator, `/editing-projects/${project.id}/approve`, { fileId: input.id })).status,
    ).toBe(400);
    const elsewhere = await addFile((await acceptedProject()).id, {
      bytes: await png(8, 8),
      mime: "image/png",
    });
    expect(
      (await post(people.creator, `/editing-projects/${project.id}/approve`, { fileId: elsewhere.id }))
        .status,
    ).toBe(404);

    const approved = await post(people.creator, `/editing-projects/${project.id}/approve`, { fileId: v2.id });
    expect(approved.status, await approved.clone().text()).toBe(200);
    const body = (await approved.json()) as Project;
    expect(body).toMatchObject({
      status: "Completed",
      approvedFile: { id: v2.id, version: 2, name: "cut-2.png" },
    });
    expect((await history(project.id)).at(-1)).toEqual(["In Progress→Completed", "Approved v2"]);
    // the lists name the approved version too
    const list = await (await get(people.creator, "/editing-projects?scope=mine&pageSize=100")).json();
    expect(list.items.find((p: Project) => p.id === project.id).approvedFile).toMatchObject({ version: 2 });
    // an illegal move: approving a Completed project
    const twice = await post(people.creator, `/editing-projects/${project.id}/approve`, { fileId: v2.id });
    expect(twice.status).toBe(409);
    // changes requested after completion withdraw the approval
    const reopened = await post(people.creator, `/editing-projects/${project.id}/request-changes`, {
      fileId: v2.id,
    });
    expect(await reopened.json()).toMatchObject({ status: "Pending", approvedFile: null });
    expect((await history(project.id)).at(-1)).toEqual(["Completed→Pending", "Changes requested on v2."]);
  });

  it("lets a manager approve on the creator's behalf, and the history says so", async () => {
    const project = await acceptedProject();
    const v1 = await addFile(project.id, { bytes: await png(8, 8), mime: "image/png", version: 1 });
    const sent = await post(people.manager, `/editing-projects/${project.id}/request-changes`, {
      fileId: v1.id,
    });
    expect(sent.status, await sent.clone().text()).toBe(200);
    const v2 = await addFile(project.id, { bytes: await png(8, 8), mime: "image/png", version: 2 });
    const approved = await post(people.manager, `/editing-projects/${project.id}/approve`, { fileId: v2.id });
    expect(approved.status, await approved.clone().text()).toBe(200);
    expect(await approved.json()).toMatchObject({ status: "Completed", approvedFile: { id: v2.id } });
    const [creator] = await ctx.deps.db.select().from(user).where(eq(user.id, people.creator.id));
    const rows = await ctx.deps.db
      .select()
      .from(statusChanges)
      .where(eq(statusChanges.subjectId, project.id));
    expect(rows.map((r) => [r.actorId, r.note])).toEqual([
      [people.manager.id, `Changes requested on v1 on behalf of ${creator!.name}.`],
      [people.manager.id, `Approved v2 on behalf of ${creator!.name}`],
    ]);
  });

  it("approves a design sent back for changes, not a request nobody accepted; of two moves at once one wins", async () => {
    const design = await acceptedProject(people.creator, "design");
    const v1 = await addFile(design.id, { bytes: await png(8, 8), mime: "image/png", version: 1 });
    expect(
      (await post(people.creator, `/design-projects/${design.id}/request-changes`, { fileId: v1.id })).status,
    ).toBe(200);
    expect(
      (await post(people.creator, `/design-projects/${design.id}/approve`, { fileId: v1.id })).status,
    ).toBe(200);

    const [fresh] = await ctx.deps.db
      .insert(projects)
      .values({ kind: "editing", creatorId: people.creator.id, title: "Nobody's yet", status: "Pending" })
      .returning();
    const loose = await addFile(fresh!.id, { bytes: await png(8, 8), mime: "image/png", version: 1 });
    expect(
      (await post(people.creator, `/editing-projects/${fresh!.id}/approve`, { fileId: loose.id })).status,
    ).toBe(409);

    const race = await acceptedProject();
    const v = await addFile(race.id, { bytes: await png(8, 8), mime: "image/png", version: 1 });
    const answers = await Promise.all([
      post(people.creator, `/editing-projects/${race.id}/approve`, { fileId: v.id }),
      post(people.creator, `/editing-projects/${race.id}/request-changes`, { fileId: v.id }),
      post(people.editor, `/editing-projects/${race.id}/complete`, {
        completedFileUrl: "https://x.example/f",
      }),
    ]);
    const statuses = answers.map((res) => res.status);
    expect(statuses.filter((s) => s === 200).length).toBeGreaterThanOrEqual(1);
    expect(statuses.every((s) => s === 200 || s === 409)).toBe(true);
    // whatever won, the history holds exactly the moves that happened
    const moves = await history(race.id);
    expect(moves).toHaveLength(statuses.filter((s) => s === 200).length);
  });
});

describe("live", () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer(ctx);
  });
  afterAll(() => server.close());

  it("tells everyone on the project of a comment, a preview and a review", async () => {
    const project = await acceptedProject();
    const editorClient = testRealtimeClient(server, people.editor.cookie).client;
    const snoopClient = testRealtimeClient(server, people.other.cookie).client;
    const heard = record(editorClient, projectChatTopic("editing", project.id));
    const snoop = record(snoopClient, projectChatTopic("editing", project.id));
    await waitFor(() => snoop.denied, 5000, "the denial");
    const file = await addFile(project.id, { bytes: await png(10, 10), mime: "image/png", version: 1 });
    await makePreview(ctx.deps, file.id);
    await waitFor(
      () => heard.events.some((e) => e.file === file.id && e.fileAction === "previewed"),
      5000,
      "preview",
    );
    await post(people.creator, `/files/${file.id}/comments`, { body: "hi", x: 0.5, y: 0.5 });
    await waitFor(
      () => heard.events.some((e) => e.file === file.id && e.fileAction === "commented"),
      5000,
      "comment",
    );
    await post(people.creator, `/editing-projects/${project.id}/approve`, { fileId: file.id });
    await waitFor(
      () => heard.events.some((e) => e.id === project.id && e.status === "Completed"),
      5000,
      "review",
    );
    for (const client of [editorClient, snoopClient]) client.shutdown();
  });
});

describe("previews on S3", () => {
  let s3: TestS3Server;
  let onS3: TestContext;
  beforeAll(async () => {
    s3 = await startTestS3Server();
    onS3 = await createTestContext(s3.env);
  });
  afterAll(async () => {
    await onS3?.close();
    await s3?.close();
  });

  it("makes a video's poster from a temporary copy, and stores it in the bucket", async () => {
    const blobs = blobsOf(onS3.deps);
    expect(blobs.kind).toBe("s3");
    const owner = await signedInAs(onS3, "creator");
    const [project] = await onS3.deps.db
      .insert(projects)
      .values({ kind: "editing", creatorId: owner.id, title: "On S3", status: "Pending" })
      .returning();
    const storageKey = crypto.randomUUID().replaceAll("-", "");
    await blobs.put(storageKey, videoBytes, "video/mp4");
    const [file] = await onS3.deps.db
      .insert(projectFiles)
      .values({
        projectId: project!.id,
        role: "input",
        name: "raw.mp4",
        size: videoBytes.byteLength,
        mime: "video/mp4",
        storageKey,
      })
      .returning();
    expect(await makePreview(onS3.deps, file!.id)).toBe("ready");
    const [row] = await onS3.deps.db.select().from(projectFiles).where(eq(projectFiles.id, file!.id));
    expect(row).toMatchObject({ width: 160, height: 90 });
    expect(await blobs.stat(row!.previewKey!)).not.toBeNull();
    const res = await call(onS3, `/api/files/${file!.id}/preview`, { cookie: owner.cookie });
    expect(res.status).toBe(200);
    expect((await sharp(Buffer.from(await res.arrayBuffer())).metadata()).format).toBe("webp");
  });
});
