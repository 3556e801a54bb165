import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { fileUploads, projects } from "../../db/schema";
import { call, signedInAs } from "../../testing/auth";
import { createTestContext, type TestContext } from "../../testing/context";

/*
 * Issue 31: the tus protocol as the upload endpoint speaks it. Discovery (OPTIONS), the extensions it does not
 * speak refused with the API's 400 (a concatenation once answered 500), and an upload's right checked on
 * every PATCH, not only at its creation.
 */

type Who = { id: string; cookie: string };
const b64 = (value: string) => Buffer.from(value).toString("base64");
const TUS = { "tus-resumable": "1.0.0" };

let ctx: TestContext;
let creator: Who;
let otherCreator: Who;
let editor: Who;

beforeAll(async () => {
  ctx = await createTestContext();
  [creator, otherCreator, editor] = await Promise.all([
    signedInAs(ctx, "creator"),
    signedInAs(ctx, "creator"),
    signedInAs(ctx, "editor"),
  ]);
});
afterAll(() => ctx.close());

async function newProject(assignee?: Who) {
  const [row] = await ctx.deps.db
    .insert(projects)
    .values({
      kind: "editing",
      creatorId: creator.id,
      title: "A project",
      submittedFileUrl: "https://x.example/a",
      status: assignee ? "In Progress" : "Pending",
      assigneeId: assignee?.id,
    })
    .returning();
  return row!;
}

/** A created upload of 10 bytes: its address. */
async function created(who: Who, projectId: string, role: "input" | "version") {
  const res = await call(ctx, "/api/uploads", {
    method: "POST",
    cookie: who.cookie,
    headers: {
      ...TUS,
      "upload-length": "10",
      "upload-metadata": `filename ${b64("cut.mp4")},projectId ${b64(projectId)},role ${b64(role)}`,
    },
  });
  expect(res.status, await res.clone().text()).toBe(201);
  return res.headers.get("location")!;
}

const patch = (who: Who, location: string, headers: Record<string, string> = {}) =>
  call(ctx, location, {
    method: "PATCH",
    cookie: who.cookie,
    headers: { ...TUS, "upload-offset": "0", "content-type": "application/offset+octet-stream", ...headers },
    body: new Uint8Array(4).fill(7),
  });

/** How many bytes the server holds of the upload (HEAD). */
async function offsetOf(who: Who, location: string) {
  const res = await call(ctx, location, { method: "HEAD", cookie: who.cookie, headers: TUS });
  expect(res.status).toBe(200);
  return res.headers.get("upload-offset");
}

describe("tus discovery", () => {
  it("OPTIONS /api/uploads answers the version, the extensions spoken and the largest upload", async () => {
    const res = await call(ctx, "/api/uploads", { method: "OPTIONS", cookie: creator.cookie });
    expect(res.status).toBe(204);
    expect(res.headers.get("tus-version")).toBe("1.0.0");
    expect(res.headers.get("tus-extension")).toBe("creation,creation-with-upload,termination");
    expect(res.headers.get("tus-max-size")).toBe(String(ctx.deps.env.FILES_MAX_BYTES));
    expect((await call(ctx, "/api/uploads", { method: "OPTIONS" })).status).toBe(401);
  });
});

describe("tus extensions not spoken", () => {
  it("refuses a concatenation (partial or final) with 400 and the API's error; nothing is made", async () => {
    const project = await newProject();
    const partial = await call(ctx, "/api/uploads", {
      method: "POST",
      cookie: creator.cookie,
      headers: {
        ...TUS,
        "upload-concat": "partial",
        "upload-length": "10",
        "upload-metadata": `filename ${b64("a.bin")},projectId ${b64(project.id)},role ${b64("input")}`,
      },
    });
    expect(partial.status).toBe(400);
    expect(await partial.json()).toMatchObject({
      code: "tus_extension_unsupported",
      error: expect.stringContaining("concatenation extension (Upload-Concat)"),
    });
    const final = await call(ctx, "/api/uploads", {
      method: "POST",
      cookie: creator.cookie,
      headers: { ...TUS, "upload-concat": "final;/api/uploads/a /api/uploads/b" },
    });
    expect(final.status).toBe(400);
    expect(await final.json()).toMatchObject({ code: "tus_extension_unsupported" });
    const rows = await ctx.deps.db.select().from(fileUploads).where(eq(fileUploads.projectId, project.id));
    expect(rows).toEqual([]);
  });

  it("refuses a deferred length and a checksum with 400; no byte is stored", async () => {
    const project = await newProject();
    const deferred = await call(ctx, "/api/uploads", {
      method: "POST",
      cookie: creator.cookie,
      headers: {
        ...TUS,
        "upload-defer-length": "1",
        "upload-metadata": `filename ${b64("a.bin")},projectId ${b64(project.id)},role ${b64("input")}`,
      },
    });
    expect(deferred.status).toBe(400);
    expect(await deferred.json()).toMatchObject({ code: "tus_extension_unsupported" });

    const location = await created(creator, project.id, "input");
    const checked = await patch(creator, location, { "upload-checksum": `sha1 ${b64("not checked")}` });
    expect(checked.status).toBe(400);
    expect(await checked.json()).toMatchObject({
      code: "tus_extension_unsupported",
      error: expect.stringContaining("checksum"),
    });
    expect(await offsetOf(creator, location)).toBe("0");
  });
});

describe("an upload's right, on every PATCH", () => {
  it("an editor unassigned mid-upload: the version's next PATCH is 403, no byte appended", async () => {
    const project = await newProject(editor);
    const location = await created(editor, project.id, "version");
    expect((await patch(editor, location)).status).toBe(204);
    await ctx.deps.db.update(projects).set({ assigneeId: null }).where(eq(projects.id, project.id));
    const res = await patch(editor, location, { "upload-offset": "4" });
    expect(res.status).toBe(403);
    expect(await res.json()).toMatchObject({ code: "forbidden" });
    expect(await offsetOf(editor, location)).toBe("4");
  });

  it("a project given to another creator: its former creator's next PATCH is 404, no byte stored", async () => {
    const project = await newProject();
    const location = await created(creator, project.id, "input");
    await ctx.deps.db.update(projects).set({ creatorId: otherCreator.id }).where(eq(projects.id, project.id));
    const res = await patch(creator, location);
    expect(res.status).toBe(404);
    expect(await offsetOf(creator, location)).toBe("0");
  });

  it("a project deleted: the next PATCH is 404 and makes no file", async () => {
    const project = await newProject();
    const location = await created(creator, project.id, "input");
    await ctx.deps.db.delete(projects).where(eq(projects.id, project.id));
    const res = await patch(creator, location, {});
    expect(res.status).toBe(404);
    const rows = await ctx.deps.db.select().from(fileUploads).where(eq(fileUploads.projectId, project.id));
    expect(rows).toEqual([]);
  });
});
