/**
 * `npm run bench:files`: uploads of big files (issue 22). A 1 GB file of random bytes, made once in a temporary
 * directory, is uploaded through tus (tus-js-client from Node, as the browser's client does: BENCH_CHUNK_MB per
 * PATCH) to the real server in a child process, on the disk store and on an S3 test server (s3rver, in a
 * process of its own), then downloaded and checked (SHA-256). Beside it, in the same run and on the same disk,
 * a plain `cp` of the same file: each upload's throughput is printed as a ratio of cp's. Then, on each store, the
 * crash test at size: the same file again, the server SIGKILLed once 40 % is sent (on timing, as a crash comes:
 * wherever the PATCH in flight stands, or a part on its way to S3), started again, the upload resumed from the
 * offset HEAD answers, the download hashed.
 *
 * The big figures live here, not in `npm test` (issue 32): the tests prove the same things on a few megabytes
 * (resume.test.ts: 12 MB killed after 6 acknowledged chunks; bytes-follow-rows.test.ts: files of 4 MB).
 *
 * The server's RSS (VmRSS of /proc/<pid>/status) is sampled every 100 ms, idle before the upload and during the
 * upload and the download. Target: the server streams, it does not buffer: RSS under 200 MB during the upload.
 * The server process is already about 230 MB when idle (its code, tsx, the pools: see bench:chat and ADR 064),
 * so the target is judged on what the upload adds to it (peak minus idle); the absolute peak is printed beside.
 * The server runs on PostgreSQL (a scratch database), so its RSS is its own, not an embedded database's.
 *
 * Knobs: BENCH_FILE_MB (1024), BENCH_CHUNK_MB (8, as the browser's client sends), BENCH_STORES (disk,s3), BENCH_PORT (4330),
 * BENCH_DIR (where the file, the copy and the stores go; default the system's temporary directory),
 * BENCH_DATABASE_URL (a PostgreSQL server to make a scratch database on; default postgres://postgres@127.0.0.1:5432/postgres).
 */
import { spawn } from "node:child_process";
import { createReadStream, mkdtempSync, rmSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { DeleteObjectCommand, PutObjectCommand, S3Client } from "@aws-sdk/client-s3";
import { sha256OfBody, tusUpload, writeRandomFile } from "../src/server/testing/big-files";
import {
  editingProjectOn,
  type ServerProcess,
  signedInUserOn,
  startServerProcess,
} from "../src/server/testing/server-process";
import { scratchDatabase } from "./lib";

const MB = 1024 * 1024;
const FILE_MB = Number(process.env.BENCH_FILE_MB ?? 1024);
const CHUNK_MB = Number(process.env.BENCH_CHUNK_MB ?? 8);
const STORES = (process.env.BENCH_STORES ?? "disk,s3").split(",") as ("disk" | "s3")[];
const PORT = Number(process.env.BENCH_PORT ?? 4330);
const PG_SERVER = process.env.BENCH_DATABASE_URL ?? "postgres://postgres@127.0.0.1:5432/postgres";
const TARGET = { rssGrowthMb: 200 };
const SIZE = FILE_MB * MB;

const mb = (bytes: number) => bytes / MB;
const seconds = (ms: number) => ms / 1000;

/** Runs a command; resolves with how long it took (ms), rejects when it fails. */
function timed(command: string, args: string[]): Promise<number> {
  const started = performance.now();
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, { stdio: "inherit" });
    child.on("exit", (code) =>
      code === 0 ? resolve(performance.now() - started) : reject(new Error(`${command} exited ${code}`)),
    );
  });
}

/**
 * The S3 test server (testing/s3-server.ts) in a process of its own, as a real store would be: the S3_*
 * variables it prints, and how to stop it.
 */
async function s3Process(dir: string) {
  const code = `
    const { startTestS3Server } = await import(${JSON.stringify(path.resolve("src/server/testing/s3-server.ts"))});
    const s3 = await startTestS3Server();
    process.stdout.write(JSON.stringify(s3.env) + "\\n");
    process.on("SIGTERM", async () => { await s3.close(); process.exit(0); });
  `;
  const child = spawn(process.execPath, ["--import", "tsx", "--input-type=module", "-e", code], {
    stdio: ["ignore", "pipe", "inherit"],
    env: { ...process.env, TMPDIR: dir },
  });
  const env = await new Promise<Record<string, string>>((resolve, reject) => {
    let out = "";
    child.stdout.on("data", (chunk: Buffer) => {
      out += chunk.toString();
      if (out.includes("\n")) resolve(JSON.parse(out));
    });
    child.once("exit", (code) => reject(new Error(`the S3 test server exited (${code})`)));
  });
  return {
    env,
    stop: () =>
      new Promise<void>((resolve) => {
        child.once("exit", () => resolve());
        child.kill("SIGTERM");
      }),
  };
}

/**
 * The S3 test server alone, as the reference of what the server's S3 upload can reach on this machine: the
 * file sent to the bucket in one PUT by the SDK from the benchmark's process, then removed. Its time in ms.
 */
async function putStraightToS3(env: Record<string, string>, file: string): Promise<number> {
  const client = new S3Client({
    region: env.S3_REGION,
    endpoint: env.S3_ENDPOINT,
    forcePathStyle: true,
    credentials: { accessKeyId: env.S3_ACCESS_KEY_ID!, secretAccessKey: env.S3_SECRET_ACCESS_KEY! },
    requestChecksumCalculation: "WHEN_REQUIRED",
  });
  const started = performance.now();
  await client.send(
    new PutObjectCommand({
      Bucket: env.S3_BUCKET,
      Key: "straight.bin",
      Body: createReadStream(file),
      ContentLength: SIZE,
    }),
  );
  const took = performance.now() - started;
  await client.send(new DeleteObjectCommand({ Bucket: env.S3_BUCKET, Key: "straight.bin" }));
  client.destroy();
  return took;
}

interface Result {
  store: string;
  /** The crash at size: where the restarted server said the upload stood, and whether the download was whole. */
  crash: { resumedFrom: number; intact: boolean };
  /** S3: the same file PUT straight into the test server, without CreatorDesk. */
  storeAloneMs?: number;
  uploadMs: number;
  downloadMs: number;
  intact: boolean;
  idleRss: number;
  uploadPeakRss: number;
  downloadPeakRss: number;
}

/** Samples a process's RSS every 100 ms until stopped: the highest seen. */
function sampleRss(server: ServerProcess) {
  let peak = server.rss();
  const timer = setInterval(() => {
    peak = Math.max(peak, server.rss());
  }, 100);
  return {
    stop() {
      clearInterval(timer);
      return Math.max(peak, server.rss());
    },
  };
}

/**
 * The crash test at size: `file` uploaded again, the server SIGKILLed once 40 % is sent (timing decides which
 * bytes of the PATCH in flight had arrived, as in a real crash), started again on the same data, the upload resumed
 * from the offset HEAD answers (at least what was acknowledged), and the download hashed. The server started
 * again, to stop after.
 */
async function killAndResume(
  server: ServerProcess,
  cookie: string,
  projectId: string,
  file: string,
  sha256: string,
): Promise<{ server: ServerProcess; resumedFrom: number; intact: boolean }> {
  const metadata = { filename: "crash.bin", filetype: "application/octet-stream", projectId, role: "input" };
  let killed: Promise<void> | undefined;
  const first = tusUpload({
    server: server.url,
    cookie,
    file,
    metadata,
    chunkSize: CHUNK_MB * MB,
    onProgress: (sent) => {
      if (sent > SIZE * 0.4) killed ??= server.kill("SIGKILL");
    },
  });
  const ended = await first.done.then(
    () => true,
    () => false,
  );
  if (ended || !killed) throw new Error("the upload ended before the kill");
  await killed;
  const uploadUrl = first.url();
  if (!uploadUrl) throw new Error("the upload had no URL before the kill");
  const restarted = await startServerProcess(PORT, server.env);
  const headers = { cookie, origin: restarted.url };
  const head = await fetch(uploadUrl, { method: "HEAD", headers: { ...headers, "tus-resumable": "1.0.0" } });
  const resumedFrom = Number(head.headers.get("upload-offset"));
  console.log(
    `  killed at 40 % sent; ${mb(first.acknowledged()).toFixed(0)} MB acknowledged, HEAD after the restart: ${head.status}, offset ${mb(resumedFrom).toFixed(1)} MB`,
  );
  if (head.status !== 200 || resumedFrom < first.acknowledged() || resumedFrom >= SIZE) {
    return { server: restarted, resumedFrom, intact: false };
  }
  const { fileId } = await tusUpload({
    server: restarted.url,
    cookie,
    file,
    metadata,
    chunkSize: CHUNK_MB * MB,
    uploadUrl,
  }).done;
  const download = await fetch(`${restarted.url}/api/files/${fileId}/content`, { headers });
  const got = download.status === 200 ? await sha256OfBody(download) : null;
  return { server: restarted, resumedFrom, intact: got?.sha256 === sha256 && got.size === SIZE };
}

async function benchStore(store: "disk" | "s3", dir: string, file: string, sha256: string): Promise<Result> {
  console.log(`\n▶ ${store}: ${FILE_MB} MB through tus in ${CHUNK_MB} MB chunks`);
  const database = await scratchDatabase(PG_SERVER, `creatordesk_bench_files_${process.pid}`);
  const dataDir = mkdtempSync(path.join(dir, `data-${store}-`));
  const s3 = store === "s3" ? await s3Process(dataDir) : null;
  const env = { DATABASE_URL: database.url, DATA_DIR: dataDir, ...s3?.env };
  let server: ServerProcess | undefined;
  try {
    const storeAloneMs = s3 ? await putStraightToS3(s3.env, file) : undefined;
    // the first start migrates the scratch database; measure a server as it runs, started again
    await (await startServerProcess(PORT, env)).stop();
    server = await startServerProcess(PORT, env);
    const creator = await signedInUserOn(server, "creator");
    const headers = { cookie: creator.cookie, origin: server.url };
    const projectId = await editingProjectOn(server, creator.cookie, "Bench footage");
    await new Promise((r) => setTimeout(r, 1000));
    const idleRss = server.rss();

    let rss = sampleRss(server);
    let started = performance.now();
    let lastPrint = 0;
    const upload = tusUpload({
      server: server.url,
      cookie: creator.cookie,
      file,
      chunkSize: CHUNK_MB * MB,
      metadata: {
        filename: "bench.bin",
        filetype: "application/octet-stream",
        projectId,
        role: "input",
      },
      onProgress: (sent) => {
        const now = performance.now();
        if (now - lastPrint < 2000) return;
        lastPrint = now;
        console.log(
          `  ${mb(sent).toFixed(0)} MB sent, ${(mb(sent) / seconds(now - started)).toFixed(0)} MB/s, RSS ${mb(server!.rss()).toFixed(0)} MB`,
        );
      },
    });
    const { fileId } = await upload.done;
    const uploadMs = performance.now() - started;
    const uploadPeakRss = rss.stop();
    if (!fileId) throw new Error("the last PATCH named no file (Upload-File-Id)");

    rss = sampleRss(server);
    started = performance.now();
    const download = await fetch(`${server.url}/api/files/${fileId}/content`, { headers });
    if (download.status !== 200) throw new Error(`download: ${download.status}`);
    const got = await sha256OfBody(download);
    const downloadMs = performance.now() - started;
    const downloadPeakRss = rss.stop();

    console.log(`  the crash at size: ${FILE_MB} MB again, the server killed at 40 %, resumed`);
    const crashed = await killAndResume(server, creator.cookie, projectId, file, sha256);
    server = crashed.server;
    return {
      crash: { resumedFrom: crashed.resumedFrom, intact: crashed.intact },
      store: store === "disk" ? "disk (DATA_DIR/files)" : "S3 (s3rver)",
      storeAloneMs,
      uploadMs,
      downloadMs,
      intact: got.sha256 === sha256 && got.size === SIZE,
      idleRss,
      uploadPeakRss,
      downloadPeakRss,
    };
  } finally {
    await server?.stop();
    await s3?.stop();
    await database.drop();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

const dir = mkdtempSync(path.join(process.env.BENCH_DIR ?? os.tmpdir(), "creatordesk-bench-files-"));
const results: Result[] = [];
let cpMs = Number.NaN;
try {
  const file = path.join(dir, "footage.bin");
  const started = performance.now();
  const sha256 = await writeRandomFile(file, SIZE);
  console.log(
    `${FILE_MB} MB of random bytes written in ${seconds(performance.now() - started).toFixed(1)} s`,
  );
  // plain cp of the same file on the same disk (best of two; the copy removed after each)
  const copy = path.join(dir, "copy.bin");
  for (let i = 0; i < 2; i++) {
    cpMs = Math.min(Number.isNaN(cpMs) ? Infinity : cpMs, await timed("cp", [file, copy]));
    rmSync(copy, { force: true });
  }
  console.log(`cp: ${(FILE_MB / seconds(cpMs)).toFixed(0)} MB/s`);
  for (const store of STORES) results.push(await benchStore(store, dir, file, sha256));
} finally {
  rmSync(dir, { recursive: true, force: true });
}

const cpRate = FILE_MB / seconds(cpMs);
const header = [
  "store",
  "upload",
  "vs cp",
  "vs the store alone",
  "download",
  "SHA-256",
  "RSS idle",
  "RSS peak (upload / download)",
  "upload adds",
  "killed and resumed",
  "target",
];
const rows = results.map((r) => {
  const up = FILE_MB / seconds(r.uploadMs);
  const growth = mb(r.uploadPeakRss - r.idleRss);
  const missed = [
    growth >= TARGET.rssGrowthMb ? "RSS" : "",
    r.intact ? "" : "SHA-256",
    r.crash.intact ? "" : "resume",
  ].filter(Boolean);
  return [
    r.store,
    `${up.toFixed(0)} MB/s (${seconds(r.uploadMs).toFixed(1)} s)`,
    (up / cpRate).toFixed(2),
    r.storeAloneMs
      ? `${(up / (FILE_MB / seconds(r.storeAloneMs))).toFixed(2)} (one PUT: ${(FILE_MB / seconds(r.storeAloneMs)).toFixed(0)} MB/s)`
      : "",
    `${(FILE_MB / seconds(r.downloadMs)).toFixed(0)} MB/s`,
    r.intact ? "same" : "DIFFERENT",
    `${mb(r.idleRss).toFixed(0)} MB`,
    `${mb(r.uploadPeakRss).toFixed(0)} / ${mb(r.downloadPeakRss).toFixed(0)} MB`,
    `${growth.toFixed(0)} MB`,
    `${r.crash.intact ? "same SHA-256" : "LOST"} (from ${mb(r.crash.resumedFrom).toFixed(0)} MB)`,
    missed.length ? `missed: ${missed.join(", ")}` : "ok",
  ];
});
rows.unshift([
  "cp (same file, same disk)",
  `${cpRate.toFixed(0)} MB/s (${seconds(cpMs).toFixed(2)} s)`,
  "1.00",
  "",
  "",
  "",
  "",
  "",
  "",
  "",
  "",
]);
console.log("");
const widths = header.map((h, i) => Math.max(h.length, ...rows.map((r) => r[i]!.length)));
for (const row of [header, ...rows]) console.log(row.map((c, i) => c.padEnd(widths[i]!)).join("  "));
console.log(
  `\n${FILE_MB} MB of random bytes, tus in ${CHUNK_MB} MB chunks; upload: from the creation to the last PATCH's answer (the file checked and registered); download: GET /api/files/{id}/content, hashed as it streams`,
);
console.log(
  "vs the store alone (S3): the same file PUT straight into s3rver by the SDK, without CreatorDesk: what the test server itself takes",
);
console.log(
  "killed and resumed: the same file again, the server SIGKILLed at 40 % sent, started again, the upload resumed from HEAD's offset, the download hashed",
);
console.log(
  `target: the server streams: RSS during the upload stays under ${TARGET.rssGrowthMb} MB above the idle server's (RSS sampled every 100 ms)`,
);
process.exit(rows.slice(1).every((row) => row.at(-1) === "ok") ? 0 : 1);
