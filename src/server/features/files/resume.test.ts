import { execFileSync } from "node:child_process";
import { mkdirSync, mkdtempSync, rmSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import { bytesOf, sha256OfBody, tusUpload, writeRandomFile } from "../../testing/big-files";
import { copyOfTemplateDatabase } from "../../testing/context";
import { startTestS3Server, type TestS3Server } from "../../testing/s3-server";
import {
  editingProjectOn,
  freePort,
  type ServerProcess,
  signedInUserOn,
  startServerProcess,
} from "../../testing/server-process";

/*
 * Issue 22's crash test: an upload through tus to the real server in a child process, SIGKILLed half-way (after
 * the server has acknowledged KILL_AFTER chunks, before the next is sent), started again on the same data,
 * resumed from where the server says it stands, and downloaded whole: the same SHA-256. Nothing acknowledged is
 * lost and no file is registered half-way. Then a range request. On the disk store and on an S3 test server
 * (s3rver). The file is small (issue 32): a few megabytes prove a resume; `npm run bench:files` has the figures
 * of a 1 GB upload.
 *
 * It runs once a run: on PostgreSQL when the run has it (a copy of the template database), otherwise on the
 * embedded database in the server's DATA_DIR (seeded from the run's template, then killed with the server).
 */
const runsHere = process.env.TEST_DB === "postgres" || !process.env.TEST_DATABASE_URL;

const MB = 1024 * 1024;
/*
 * 12 MB in 1 MB chunks, the server killed after 6 of them. The size is S3's: the store cuts an upload into 8 MB
 * parts (@tus/s3-store's part size; S3 wants every part but the last of at least 5 MB) and keeps what is short
 * of a part as an "incomplete part" between PATCHes. Past 8 MB the upload has three parts: at the kill the
 * store holds a finished 5 MB part and a 1 MB incomplete one, and the resume must join both.
 */
const SIZE = 12 * MB;
const CHUNK = MB;
const KILL_AFTER = 6;

/**
 * The database of a server process: its own copy of the run's migrated template (PostgreSQL; or PGlite's
 * data directory, unpacked into DATA_DIR/pglite where the server opens it).
 */
async function databaseFor(dataDir: string): Promise<Record<string, string>> {
  if (process.env.TEST_DB === "postgres") return { DATABASE_URL: await copyOfTemplateDatabase() };
  mkdirSync(path.join(dataDir, "pglite"));
  execFileSync("tar", ["-xf", inject("pgliteTemplate"), "-C", path.join(dataDir, "pglite")], {
    stdio: "pipe",
  });
  return {};
}

describe.skipIf(!runsHere)("an upload survives the server killed in the middle of it", () => {
  let dir: string;
  let file: string;
  let sha256: string;
  let s3: TestS3Server;

  beforeAll(async () => {
    dir = mkdtempSync(path.join(os.tmpdir(), "creatordesk-resume-"));
    file = path.join(dir, "raw-footage.bin");
    sha256 = await writeRandomFile(file, SIZE);
    s3 = await startTestS3Server();
  });
  afterAll(async () => {
    await s3?.close();
    rmSync(dir, { recursive: true, force: true });
  });

  for (const store of ["disk", "s3"] as const) {
    it(`an upload killed after 6 of its 12 chunks, resumed after a restart, downloads with the same SHA-256 (${store})`, async () => {
      const dataDir = mkdtempSync(path.join(dir, `data-${store}-`));
      const env = {
        DATA_DIR: dataDir,
        ...(await databaseFor(dataDir)),
        ...(store === "s3" ? s3.env : {}),
      };
      const port = await freePort();
      let server: ServerProcess = await startServerProcess(port, env);
      try {
        const creator = await signedInUserOn(server, "creator");
        const headers = { cookie: creator.cookie, origin: server.url };
        const projectId = await editingProjectOn(server, creator.cookie, "Resumed footage");
        const metadata = {
          filename: "raw footage.bin",
          filetype: "application/octet-stream",
          projectId,
          role: "input",
        };
        const files = async () =>
          (await (
            await fetch(`${server.url}/api/editing-projects/${projectId}/files?role=input`, { headers })
          ).json()) as { items: { id: string; size: number }[] };

        // the first attempt: once the server has acknowledged KILL_AFTER chunks, it is killed (no shutdown)
        // before the next PATCH leaves, which then finds no server
        const first = tusUpload({
          server: server.url,
          cookie: creator.cookie,
          file,
          metadata,
          chunkSize: CHUNK,
          beforePatch: async (acknowledged) => {
            if (acknowledged >= KILL_AFTER * CHUNK) await server.kill("SIGKILL");
          },
        });
        await expect(first.done).rejects.toThrow();
        const uploadUrl = first.url();
        expect(uploadUrl).toBeTruthy();
        expect(first.acknowledged()).toBe(KILL_AFTER * CHUNK);

        server = await startServerProcess(port, env);
        // where the server says it stands: nothing acknowledged lost, not finished, nothing registered
        const head = await fetch(uploadUrl!, {
          method: "HEAD",
          headers: { ...headers, "tus-resumable": "1.0.0" },
        });
        expect(head.status).toBe(200);
        const offset = Number(head.headers.get("upload-offset"));
        expect(offset).toBeGreaterThanOrEqual(first.acknowledged());
        expect(offset).toBe(KILL_AFTER * CHUNK);
        expect(offset).toBeLessThan(SIZE);
        expect((await files()).items).toEqual([]);

        // resumed: tus-js-client asks for the offset itself and sends the rest
        let resentFrom = Number.NaN;
        const second = tusUpload({
          server: server.url,
          cookie: creator.cookie,
          file,
          metadata,
          chunkSize: CHUNK,
          uploadUrl: uploadUrl!,
          onProgress: (sent) => {
            if (Number.isNaN(resentFrom)) resentFrom = sent;
          },
        });
        const { fileId } = await second.done;
        expect(resentFrom).toBeGreaterThanOrEqual(offset);
        expect(fileId).toBeTruthy();
        expect((await files()).items.map((f) => [f.id, f.size])).toEqual([[fileId, SIZE]]);

        const content = `${server.url}/api/files/${fileId}/content`;
        const download = await fetch(content, { headers });
        expect(download.status).toBe(200);
        expect(await sha256OfBody(download)).toEqual({ sha256, size: SIZE });

        // a range in the middle, one across the point of the kill, and the last bytes
        for (const [start, end] of [
          [1_000, 1_999],
          [offset - 500, offset + 499],
          [SIZE - 100, SIZE - 1],
        ] as const) {
          const res = await fetch(content, { headers: { ...headers, range: `bytes=${start}-${end}` } });
          expect(res.status).toBe(206);
          expect(res.headers.get("content-range")).toBe(`bytes ${start}-${end}/${SIZE}`);
          expect(Buffer.from(await res.arrayBuffer()).equals(await bytesOf(file, start, end))).toBe(true);
        }
        const suffix = await fetch(content, { headers: { ...headers, range: "bytes=-10" } });
        expect(suffix.status).toBe(206);
        expect(suffix.headers.get("content-range")).toBe(`bytes ${SIZE - 10}-${SIZE - 1}/${SIZE}`);
        expect(Buffer.from(await suffix.arrayBuffer()).equals(await bytesOf(file, SIZE - 10, SIZE - 1))).toBe(
          true,
        );
        const beyond = await fetch(content, { headers: { ...headers, range: `bytes=${SIZE}-` } });
        expect(beyond.status).toBe(416);
        await beyond.arrayBuffer();
      } finally {
        await server.stop();
        rmSync(dataDir, { recursive: true, force: true });
      }
      // the test starts the real server in a child process twice (tsx, its database, listening: 3-4 s each,
      // more on a busy machine) and signs in on it; the upload itself takes under a second: 8-10 s in all
    }, 30_000);
  }
});
