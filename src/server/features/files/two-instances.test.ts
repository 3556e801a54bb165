import { mkdtempSync, readdirSync, rmSync, statSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { projectFiles, projects } from "../../db/schema";
import { call, signedInAs } from "../../testing/auth";
import { createTestContext, type TestContext } from "../../testing/context";
import { noRedis, redisEnv } from "../../testing/redis";
import { uploadLockerOf } from "./upload-lock";

/*
 * Issue 33: an upload goes on through whichever instance a request reaches. Two instances of the app on one
 * PostgreSQL database and one shared folder for the bytes (as on a shared volume): the upload's state is in
 * the store every instance reads, and its lock is PostgreSQL's (or, with REDIS_URL, Redis's: issue 39), so a
 * HEAD, PATCH or DELETE through the other instance finds it, and two PATCHes of one upload never write at once.
 */

type Who = { id: string; cookie: string };
const b64 = (value: string) => Buffer.from(value).toString("base64");
const TUS = { "tus-resumable": "1.0.0" };

const locks = [
  { lock: "postgres", skip: null },
  { lock: "redis", skip: noRedis },
] as const;

describe.skipIf(process.env.TEST_DB !== "postgres").each(locks)(
  "uploads on two instances, the lock in $lock",
  ({ lock, skip }) => {
    if (skip) {
      it.skip(skip, () => {});
      return;
    }
    const shared = mkdtempSync(path.join(os.tmpdir(), "creatordesk-shared-"));
    let a: TestContext;
    let b: TestContext;
    let creator: Who;

    beforeAll(async () => {
      const env = { DATA_DIR: shared, ...(lock === "redis" ? redisEnv() : {}) };
      a = await createTestContext(env);
      b = await createTestContext(env, { sameDatabaseAs: a });
      creator = await signedInAs(a, "creator");
    });
    afterAll(async () => {
      await b.close();
      await a.close();
      rmSync(shared, { recursive: true, force: true });
    });

    async function newUpload(size: number) {
      const [project] = await a.deps.db
        .insert(projects)
        .values({
          kind: "editing",
          creatorId: creator.id,
          title: "Two instances",
          submittedFileUrl: "https://x.example/a",
        })
        .returning();
      const res = await call(a, "/api/uploads", {
        method: "POST",
        cookie: creator.cookie,
        headers: {
          ...TUS,
          "upload-length": String(size),
          "upload-metadata": `filename ${b64("cut.mp4")},projectId ${b64(project!.id)},role ${b64("input")}`,
        },
      });
      expect(res.status, await res.clone().text()).toBe(201);
      return { location: res.headers.get("location")!, projectId: project!.id };
    }

    const patch = async (
      ctx: TestContext,
      location: string,
      offset: number,
      bytes: Uint8Array<ArrayBuffer>,
    ) =>
      call(ctx, location, {
        method: "PATCH",
        cookie: creator.cookie,
        headers: {
          ...TUS,
          "upload-offset": String(offset),
          "content-type": "application/offset+octet-stream",
        },
        body: bytes,
      });

    it("an upload begun on A is resumed on B: B knows its offset, takes the rest and registers the file", async () => {
      const { location, projectId } = await newUpload(10);
      expect((await patch(a, location, 0, new Uint8Array(4).fill(1))).status).toBe(204);

      const head = await call(b, location, { method: "HEAD", cookie: creator.cookie, headers: TUS });
      expect(head.status).toBe(200);
      expect(head.headers.get("upload-offset")).toBe("4");

      const rest = await patch(b, location, 4, new Uint8Array(6).fill(2));
      expect(rest.status, await rest.clone().text()).toBe(204);
      const files = await b.deps.db.select().from(projectFiles).where(eq(projectFiles.projectId, projectId));
      expect(files.map((f) => [f.name, f.size])).toEqual([["cut.mp4", 10]]);
    });

    it("an upload begun on A is cancelled through B: its row and its bytes are gone", async () => {
      const { location } = await newUpload(10);
      expect((await patch(a, location, 0, new Uint8Array(4).fill(1))).status).toBe(204);
      const id = location.split("/").pop()!;
      const stored = () => readdirSync(path.join(shared, "files")).filter((name) => name.startsWith(id));
      expect(stored().length).toBeGreaterThan(0);

      const deleted = await call(b, location, { method: "DELETE", cookie: creator.cookie, headers: TUS });
      expect(deleted.status, await deleted.clone().text()).toBe(204);
      expect(stored()).toEqual([]);
      const head = await call(a, location, { method: "HEAD", cookie: creator.cookie, headers: TUS });
      expect(head.status).toBe(404);
    });

    it("while instance A holds an upload's lock, a PATCH through B waits, then writes once A lets go", async () => {
      const { location } = await newUpload(10);
      const id = location.split("/").pop()!;
      const held = uploadLockerOf(a.deps).newLock(id);
      await held.lock(new AbortController().signal, () => {});
      // with Redis, the lock is a key there (held by A), not a session of PostgreSQL
      const redis = a.deps.database.redis;
      if (lock === "redis") expect(await redis!.client.exists(redis!.key(`tus-upload:${id}`))).toBe(1);

      let answered = false;
      const writing = patch(b, location, 0, new Uint8Array(4).fill(3)).then((res) => {
        answered = true;
        return res;
      });
      // meanwhile B takes a whole PATCH of another upload, begun after it: B has neither answered the first
      // nor written a byte of it
      const other = await newUpload(10);
      expect((await patch(b, other.location, 0, new Uint8Array(4).fill(4))).status).toBe(204);
      expect(statSync(path.join(shared, "files", id)).size).toBe(0);
      expect(answered).toBe(false);

      await held.unlock();
      expect((await writing).status).toBe(204);
      const head = await call(a, location, { method: "HEAD", cookie: creator.cookie, headers: TUS });
      expect(head.headers.get("upload-offset")).toBe("4");
    });
  },
);
