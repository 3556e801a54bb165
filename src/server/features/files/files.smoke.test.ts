import { eq } from "drizzle-orm";
import { afterAll, beforeAll, expect, it } from "vitest";
import { UPLOAD_FILE_ID_HEADER } from "~/domain/files";
import { projectFiles, projects } from "../../db/schema";
import { call, signedInAs } from "../../testing/auth";
import { createTestContext, type TestContext } from "../../testing/context";

/* Smoke (PGlite lane): upload a file to a project (tus, in one chunk), read it and its bytes, list it, delete it. */

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext();
});
afterAll(() => ctx.close());

const b64 = (value: string) => Buffer.from(value).toString("base64");

it("uploads a file, serves it, lists it, and deletes it", async () => {
  const creator = await signedInAs(ctx, "creator");
  const [project] = await ctx.deps.db
    .insert(projects)
    .values({
      kind: "editing",
      creatorId: creator.id,
      title: "Smoke",
      submittedFileUrl: "https://x.example/a",
    })
    .returning();
  const tus = { "Tus-Resumable": "1.0.0" };
  const data = new Uint8Array(1000).map((_, i) => (i * 7 + 3) & 0xff);
  data[0] = 0x00;
  data[1] = 0x17;

  const created = await call(ctx, "/api/uploads", {
    method: "POST",
    cookie: creator.cookie,
    headers: {
      ...tus,
      "Upload-Length": String(data.byteLength),
      "Upload-Metadata": `filename ${b64("smoke.bin")},role ${b64("input")},projectId ${b64(project!.id)}`,
    },
  });
  expect(created.status).toBe(201);
  const done = await call(ctx, created.headers.get("location")!, {
    method: "PATCH",
    cookie: creator.cookie,
    body: data,
    headers: { ...tus, "Upload-Offset": "0", "Content-Type": "application/offset+octet-stream" },
  });
  expect(done.status).toBe(204);
  const fileId = done.headers.get(UPLOAD_FILE_ID_HEADER)!;

  const file = await (await call(ctx, `/api/files/${fileId}`, { cookie: creator.cookie })).json();
  expect(file).toMatchObject({ id: fileId, projectId: project!.id, name: "smoke.bin", size: 1000 });
  const bytes = await call(ctx, `/api/files/${fileId}/content`, { cookie: creator.cookie });
  expect(new Uint8Array(await bytes.arrayBuffer())).toEqual(data);
  const list = async () =>
    (
      await (await call(ctx, `/api/editing-projects/${project!.id}/files`, { cookie: creator.cookie })).json()
    ).items.map((f: { id: string }) => f.id);
  expect(await list()).toEqual([fileId]);

  expect((await call(ctx, `/api/files/${fileId}`, { method: "DELETE", cookie: creator.cookie })).status).toBe(
    204,
  );
  expect(await list()).toEqual([]);
  expect(await ctx.deps.db.select().from(projectFiles).where(eq(projectFiles.id, fileId))).toEqual([]);
});
