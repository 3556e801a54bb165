import { randomUUID } from "node:crypto";
import { existsSync } from "node:fs";
import { mkdir, writeFile } from "node:fs/promises";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createApp } from "../app";
import { startRuntime } from "../bootstrap";
import { dealDocuments, storedFiles } from "../db/schema";
import { blobsOf, readWhole } from "../storage/blobs";
import { moveOldFiles } from "../storage/old-files";
import { signedInAs } from "../testing/auth";
import { createTestContext, type TestContext } from "../testing/context";
import { createTestDeal } from "../testing/deals";
import { tinyPng } from "../testing/images";

/*
 * Issue 33 (ADR 074): one byte store. The avatars and deal documents of the old store (DATA_DIR/uploads with
 * the embedded database, `stored_files` on a PostgreSQL server) move into the blob store at start-up, under
 * the same keys: served from there, gone from the old store, and moving again is nothing.
 */
export function oldFilesSuite() {
  describe(`the old store's files move into the blob store at start-up (${process.env.TEST_DB ?? "pglite"})`, () => {
    let ctx: TestContext;
    beforeAll(async () => {
      ctx = await createTestContext();
    });
    afterAll(() => ctx.close());

    const uploads = () => path.join(ctx.deps.env.DATA_DIR, "uploads");
    /** Writes `data` under `key` where the previous release kept it, on this database's kind. */
    async function putOld(key: string, data: Uint8Array) {
      if (ctx.deps.database.kind === "postgres") {
        await ctx.deps.db.insert(storedFiles).values({ key, data, size: data.byteLength });
      } else {
        const file = path.join(uploads(), key);
        await mkdir(path.dirname(file), { recursive: true });
        await writeFile(file, data);
      }
    }
    /** What the old store still holds. */
    async function oldKeys() {
      if (ctx.deps.database.kind === "postgres")
        return (await ctx.deps.db.select({ key: storedFiles.key }).from(storedFiles)).map((r) => r.key);
      return existsSync(uploads()) ? ["(DATA_DIR/uploads is still there)"] : [];
    }

    it("serves an avatar and a deal document of the old store after start-up, and empties the old store", async () => {
      const creator = await signedInAs(ctx, "creator");
      const manager = await signedInAs(ctx, "manager");
      const png = tinyPng(3, 3);
      await putOld(`avatars/${creator.id}.png`, png);
      const deal = await createTestDeal(ctx.deps.db, { creatorId: creator.id });
      const pdf = Buffer.from("%PDF-1.4\n%%EOF\n");
      const storageKey = `deals/${deal.id}/${randomUUID()}`;
      await putOld(storageKey, pdf);
      const [document] = await ctx.deps.db
        .insert(dealDocuments)
        .values({
          dealId: deal.id,
          kind: "contract",
          fileName: "contract.pdf",
          contentType: "application/pdf",
          size: pdf.byteLength,
          storageKey,
          uploadedBy: manager.id,
        })
        .returning();
      if (ctx.deps.database.kind === "pglite") {
        // half a file a crash left (a whole write's temporary file): removed, never moved
        await writeFile(path.join(uploads(), `avatars/${creator.id}.png.${randomUUID()}.tmp`), "half");
      }
      // before the move the app reads only the blob store: the avatar is not there yet
      expect((await ctx.app.request(`/api/avatars/${creator.id}`)).status).toBe(404);

      // a start-up of the server over this database and DATA_DIR (its own close keeps the test's database open)
      const runtime = await startRuntime(ctx.deps.env, ctx.deps.logger, {
        ...ctx.deps.database,
        close: async () => {},
      });
      try {
        const app = createApp({ ...runtime.deps, passwordHasher: ctx.deps.passwordHasher });
        const avatar = await app.request(`/api/avatars/${creator.id}`);
        expect(avatar.status).toBe(200);
        expect(avatar.headers.get("content-type")).toBe("image/png");
        expect(Buffer.from(await avatar.arrayBuffer())).toEqual(png);
        const download = await app.request(`/api/deals/${deal.id}/documents/${document!.id}/download`, {
          headers: { cookie: manager.cookie },
        });
        expect(download.status).toBe(200);
        expect(download.headers.get("content-length")).toBe(String(pdf.byteLength));
        expect(Buffer.from(await download.arrayBuffer())).toEqual(pdf);
      } finally {
        await runtime.close();
      }
      expect(await oldKeys()).toEqual([]);
      const keys: string[] = [];
      for await (const page of blobsOf(ctx.deps).list()) keys.push(...page.map((o) => o.key));
      expect(keys.sort()).toEqual([`avatars/${creator.id}.png`, storageKey].sort());

      // every start moves again: nothing is left, nothing changes
      expect(await moveOldFiles(ctx.deps)).toEqual({ moved: 0, failed: 0 });
      expect(await readWhole(blobsOf(ctx.deps), `avatars/${creator.id}.png`)).toEqual(png);
    });

    it("two instances moving at once move each file once, and leave the old store empty", async () => {
      const files = Array.from({ length: 6 }, (_, i) => ({
        key: `avatars/someone-${i}.png`,
        data: new Uint8Array(tinyPng(i + 1, 1)),
      }));
      for (const { key, data } of files) await putOld(key, data);
      const [a, b] = await Promise.all([moveOldFiles(ctx.deps), moveOldFiles(ctx.deps)]);
      expect(a.failed + b.failed).toBe(0);
      // on the embedded database one process reads DATA_DIR: a file both passes read is copied twice, the same bytes
      expect(a.moved + b.moved).toBeGreaterThanOrEqual(files.length);
      if (ctx.deps.database.kind === "postgres") expect(a.moved + b.moved).toBe(files.length);
      expect(await oldKeys()).toEqual([]);
      for (const { key, data } of files)
        expect(await readWhole(blobsOf(ctx.deps), key)).toEqual(Buffer.from(data));
    });
  });
}
