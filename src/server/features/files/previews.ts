import { execFile } from "node:child_process";
import { createWriteStream } from "node:fs";
import { mkdtemp, rm } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { Readable } from "node:stream";
import { pipeline } from "node:stream/promises";
import { promisify } from "node:util";
import { and, asc, eq, lt, sql } from "drizzle-orm";
import type { ChangedEvent } from "~/domain/activity";
import { type ProjectKind, projectChatTopic, SUBJECT_OF_KIND } from "~/domain/projects";
import type { AppDeps } from "../../context";
import type { CpuTask, ThumbnailOutcome } from "../../cpu-tasks";
import type { Db } from "../../db/client";
import { projectFiles, projects } from "../../db/schema";
import { runPeriodically } from "../../events/jobs";
import { cpuPool } from "../../lib/cpu-pool";
import { publish } from "../../realtime/publish";
import { type BlobStore, blobsOf } from "../../storage/blobs";

/*
 * Previews of the files of a project (issue 22, ADR 063): an image's thumbnail, a video's poster frame, its
 * duration and dimensions. Made after the file is registered, in the background: a thumbnail in the CPU
 * pool (sharp never runs on the event loop), a video through ffprobe and ffmpeg as child processes. The row
 * says how it went (`preview_status`); a row left `pending` by a restart is taken up again by the sweep.
 */

type Tx = Parameters<Parameters<Db["transaction"]>[0]>[0];
export type PreviewDeps = Pick<AppDeps, "db" | "env" | "logger"> & Partial<Pick<AppDeps, "availability">>;
type PreviewStatus = (typeof projectFiles.$inferSelect)["previewStatus"];

/** The width of thumbnails and posters (the grid shows them at most this wide, twice that on no screen). */
const PREVIEW_WIDTH = 480;
/** Larger images get no thumbnail: their bytes would be read whole into memory. */
const IMAGE_PREVIEW_MAX_BYTES = 50 * 1024 * 1024;
const PROBE_TIMEOUT_MS = 30_000;
const POSTER_TIMEOUT_MS = 60_000;
/** Previews made at once by this process (each may run ffmpeg or take a pool thread). */
const CONCURRENCY = 2;

/** The types told by the bytes (file-type) that get a preview. */
const IMAGE_TYPES = new Set([
  "image/png",
  "image/jpeg",
  "image/webp",
  "image/gif",
  "image/avif",
  "image/tiff",
]);
const VIDEO_TYPES = new Set([
  "video/mp4",
  "video/webm",
  "video/quicktime",
  "video/x-matroska",
  "video/x-m4v",
]);

/** The blob store's key of a file's preview. */
const previewKeyOf = (storageKey: string) => `${storageKey}.preview.webp`;

/**
 * Tells everyone on the project (its topic: the creator, the kind's staff, managers) that one of its files
 * changed: registered, previewed, commented on (a comment added, resolved or reopened), deleted. Delivered
 * when `tx` commits; a page refetches what it shows of that file.
 */
export async function announceFiles(
  tx: Tx | Db,
  project: { id: string; kind: ProjectKind },
  fileId: string,
  what: "created" | "deleted" | "previewed" | "commented",
) {
  const event: ChangedEvent = {
    type: "changed",
    subject: SUBJECT_OF_KIND[project.kind],
    id: project.id,
    action: "updated",
    file: fileId,
    fileAction: what,
  };
  await publish(tx as Db, projectChatTopic(project.kind, project.id), event);
}

/* The work queue: at most CONCURRENCY previews at once; a file already queued is not queued twice. */
const queued = new Map<string, Promise<PreviewStatus | null>>();
let active = 0;
const waiting: (() => void)[] = [];

async function slot<T>(work: () => Promise<T>): Promise<T> {
  if (active >= CONCURRENCY) await new Promise<void>((resolve) => waiting.push(resolve));
  active++;
  try {
    return await work();
  } finally {
    active--;
    waiting.shift()?.();
  }
}

/**
 * Makes the preview of file `fileId` if it is still pending, and returns its status afterwards (null: no
 * such file). Never throws for the file's own faults: a file that cannot be previewed is `failed`.
 */
export function makePreview(deps: PreviewDeps, fileId: string): Promise<PreviewStatus | null> {
  const running = queued.get(fileId);
  if (running) return running;
  const made = slot(() => previewOnce(deps, fileId)).finally(() => queued.delete(fileId));
  queued.set(fileId, made);
  return made;
}

/**
 * Starts the preview of a newly registered file and returns at once (called by the upload's registration,
 * after its transaction committed). A failure is logged and the row marked `failed`.
 */
export function startPreview(deps: PreviewDeps, fileId: string): void {
  makePreview(deps, fileId).catch((err) => {
    if (!deps.availability?.report(err)) deps.logger.error({ err, fileId }, "file preview failed");
  });
}

interface Made {
  status: Exclude<PreviewStatus, "pending">;
  previewKey?: string | null;
  width?: number | null;
  height?: number | null;
  durationMs?: number | null;
  frameRate?: number | null;
}

async function previewOnce(deps: PreviewDeps, fileId: string): Promise<PreviewStatus | null> {
  const [row] = await deps.db
    .select({ file: projectFiles, kind: projects.kind })
    .from(projectFiles)
    .innerJoin(projects, eq(projects.id, projectFiles.projectId))
    .where(eq(projectFiles.id, fileId));
  if (!row) return null;
  if (row.file.previewStatus !== "pending") return row.file.previewStatus;
  const blobs = blobsOf(deps);
  let made: Made;
  try {
    made = await previewOf(deps, blobs, row.file);
  } catch (err) {
    deps.logger.warn({ err, fileId }, "file preview failed");
    made = { status: "failed" };
  }
  const saved = await deps.db.transaction(async (tx) => {
    const [updated] = await tx
      .update(projectFiles)
      .set({
        previewStatus: made.status,
        previewKey: made.previewKey ?? null,
        width: made.width ?? null,
        height: made.height ?? null,
        durationMs: made.durationMs ?? null,
        frameRate: made.frameRate ?? null,
      })
      .where(and(eq(projectFiles.id, fileId), eq(projectFiles.previewStatus, "pending")))
      .returning({ id: projectFiles.id });
    if (updated) await announceFiles(tx, { kind: row.kind, id: row.file.projectId }, fileId, "previewed");
    return Boolean(updated);
  });
  // deleted (or previewed by another instance) meanwhile: this preview is nobody's
  if (!saved && made.previewKey) {
    const [still] = await deps.db
      .select({ key: projectFiles.previewKey })
      .from(projectFiles)
      .where(eq(projectFiles.id, fileId));
    if (!still) await blobs.remove(made.previewKey).catch(() => {});
    return still ? "ready" : null;
  }
  return made.status;
}

function previewOf(
  deps: PreviewDeps,
  blobs: BlobStore,
  file: typeof projectFiles.$inferSelect,
): Promise<Made> {
  if (IMAGE_TYPES.has(file.mime)) return imagePreview(blobs, file);
  if (VIDEO_TYPES.has(file.mime)) return videoPreview(deps, blobs, file);
  return Promise.resolve({ status: "none" });
}

/** The thumbnail task in the CPU pool; the bytes are moved to the thread, not copied. */
async function thumbnailOf(data: Uint8Array): Promise<ThumbnailOutcome> {
  const task: CpuTask = { name: "thumbnail", data, width: PREVIEW_WIDTH };
  return cpuPool().run(task, { transferList: [data.buffer as ArrayBuffer] });
}

/** The whole of a blob, when it is at most `max` bytes (else null), in a buffer of its own (to transfer). */
async function readAll(blobs: BlobStore, key: string, max: number): Promise<Uint8Array | null> {
  const stream = await blobs.read(key);
  if (!stream) throw new Error(`the bytes of ${key} are missing`);
  const chunks: Uint8Array[] = [];
  let total = 0;
  for await (const chunk of stream) {
    total += chunk.byteLength;
    // leaving the loop cancels the stream
    if (total > max) return null;
    chunks.push(chunk);
  }
  const data = new Uint8Array(total);
  let offset = 0;
  for (const chunk of chunks) {
    data.set(chunk, offset);
    offset += chunk.byteLength;
  }
  return data;
}

async function storePreview(blobs: BlobStore, storageKey: string, outcome: ThumbnailOutcome) {
  if (!outcome.ok) throw new Error(`no thumbnail: ${outcome.reason}`);
  const previewKey = previewKeyOf(storageKey);
  await blobs.put(previewKey, outcome.webp, "image/webp");
  return previewKey;
}

async function imagePreview(blobs: BlobStore, file: typeof projectFiles.$inferSelect): Promise<Made> {
  if (file.size > IMAGE_PREVIEW_MAX_BYTES) return { status: "none" };
  const data = await readAll(blobs, file.storageKey, IMAGE_PREVIEW_MAX_BYTES);
  if (!data) return { status: "none" };
  const outcome = await thumbnailOf(data);
  const previewKey = await storePreview(blobs, file.storageKey, outcome);
  return {
    status: "ready",
    previewKey,
    width: outcome.ok ? outcome.width : null,
    height: outcome.ok ? outcome.height : null,
  };
}

const run = promisify(execFile);

/** Whether a child process could not start because its program is not installed. */
const missingProgram = (error: unknown) => (error as NodeJS.ErrnoException | null)?.code === "ENOENT";

interface Probe {
  width: number | null;
  height: number | null;
  durationMs: number | null;
  /** frames a second (the review's frame-accurate timecodes and frame steps, issue 35) */
  frameRate: number | null;
}

/** "25/1", "30000/1001": ffprobe's frame rate as a number, or null when it has none. */
function rateOf(text: string | undefined): number | null {
  const [num, den] = (text ?? "").split("/").map(Number);
  const rate = den ? num! / den : Number.NaN;
  return Number.isFinite(rate) && rate > 0 && rate <= 240 ? Math.round(rate * 1000) / 1000 : null;
}

/** ffprobe's account of the first video stream: its display size (rotation applied), duration and rate. */
async function probe(ffprobe: string, input: string): Promise<Probe> {
  const { stdout } = await run(
    ffprobe,
    [
      "-v",
      "error",
      "-select_streams",
      "v:0",
      "-show_entries",
      "format=duration:stream=width,height,duration,r_frame_rate,avg_frame_rate:stream_side_data=rotation:stream_tags=rotate",
      "-print_format",
      "json",
      input,
    ],
    { timeout: PROBE_TIMEOUT_MS, maxBuffer: 1024 * 1024 },
  );
  const parsed = JSON.parse(stdout) as {
    streams?: {
      width?: number;
      height?: number;
      duration?: string;
      r_frame_rate?: string;
      avg_frame_rate?: string;
      side_data_list?: { rotation?: number }[];
      tags?: { rotate?: string };
    }[];
    format?: { duration?: string };
  };
  const stream = parsed.streams?.[0];
  const seconds = Number(parsed.format?.duration ?? stream?.duration);
  const rotation = Math.abs(
    Number(
      stream?.side_data_list?.find((d) => d.rotation !== undefined)?.rotation ?? stream?.tags?.rotate ?? 0,
    ),
  );
  const sideways = rotation % 180 === 90;
  const width = stream?.width ?? null;
  const height = stream?.height ?? null;
  return {
    width: sideways ? height : width,
    height: sideways ? width : height,
    durationMs: Number.isFinite(seconds) && seconds > 0 ? Math.round(seconds * 1000) : null,
    frameRate: rateOf(stream?.avg_frame_rate) ?? rateOf(stream?.r_frame_rate),
  };
}

/** One frame at `seconds` as PNG bytes (empty when the video has no frame there). */
async function frameAt(ffmpeg: string, input: string, seconds: number): Promise<Uint8Array> {
  const { stdout } = await run(
    ffmpeg,
    [
      "-v",
      "error",
      "-nostdin",
      "-ss",
      String(seconds),
      "-i",
      input,
      "-frames:v",
      "1",
      "-vf",
      `scale=w='min(${PREVIEW_WIDTH * 2},iw)':h=-2`,
      "-f",
      "image2pipe",
      "-c:v",
      "png",
      "pipe:1",
    ],
    { timeout: POSTER_TIMEOUT_MS, maxBuffer: 32 * 1024 * 1024, encoding: "buffer" },
  );
  return new Uint8Array(stdout);
}

/**
 * The video on this machine's disk for ffprobe and ffmpeg: the blob itself on the disk store; from S3, a
 * temporary copy (ffprobe must seek: an MP4's index may be at its end), removed afterwards.
 */
async function withLocalCopy<T>(
  blobs: BlobStore,
  key: string,
  work: (file: string) => Promise<T>,
): Promise<T> {
  const local = blobs.localPath?.(key);
  if (local) return work(local);
  const dir = await mkdtemp(path.join(os.tmpdir(), "creatordesk-preview-"));
  try {
    const file = path.join(dir, "video");
    const stream = await blobs.read(key);
    if (!stream) throw new Error(`the bytes of ${key} are missing`);
    await pipeline(Readable.fromWeb(stream as never), createWriteStream(file));
    return await work(file);
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}

let warnedMissing = false;

async function videoPreview(
  deps: PreviewDeps,
  blobs: BlobStore,
  file: typeof projectFiles.$inferSelect,
): Promise<Made> {
  const { FFPROBE_PATH: ffprobe, FFMPEG_PATH: ffmpeg } = deps.env;
  return withLocalCopy(blobs, file.storageKey, async (input) => {
    let facts: Probe;
    try {
      facts = await probe(ffprobe, input);
    } catch (error) {
      if (!missingProgram(error)) throw error;
      if (!warnedMissing) deps.logger.warn({ ffprobe }, "ffprobe is not installed: videos get no preview");
      warnedMissing = true;
      return { status: "none" };
    }
    const known = {
      width: facts.width,
      height: facts.height,
      durationMs: facts.durationMs,
      frameRate: facts.frameRate,
    };
    // no picture (an audio-only file): nothing to show
    if (facts.width === null) return { status: "none", ...known };
    let frame: Uint8Array;
    try {
      // a second in (past a fade from black), or the first frame of a short video
      frame = await frameAt(ffmpeg, input, (facts.durationMs ?? 0) >= 2000 ? 1 : 0);
      if (!frame.byteLength) frame = await frameAt(ffmpeg, input, 0);
    } catch (error) {
      if (!missingProgram(error)) throw error;
      if (!warnedMissing) deps.logger.warn({ ffmpeg }, "ffmpeg is not installed: videos get no poster");
      warnedMissing = true;
      return { status: "none", ...known };
    }
    if (!frame.byteLength) return { status: "failed", ...known };
    const previewKey = await storePreview(blobs, file.storageKey, await thumbnailOf(frame));
    return { status: "ready", previewKey, ...known };
  });
}

/** How long a preview may stay pending before another instance's sweep takes it up. */
const STALE_AFTER_MS = 15 * 60_000;
const SWEEP_EVERY_MS = 10 * 60_000;

/**
 * Takes up the previews left pending (a restart in the middle of one), oldest first: at start-up every one
 * (`olderThanMs` 0), then those pending for longer than a preview takes (another instance stopped). Making a
 * preview twice is harmless: the same key is written, and the first to record it wins.
 */
export async function resumePendingPreviews(deps: PreviewDeps, olderThanMs = 0): Promise<number> {
  const rows = await deps.db
    .select({ id: projectFiles.id })
    .from(projectFiles)
    .where(
      and(
        eq(projectFiles.previewStatus, "pending"),
        lt(projectFiles.createdAt, sql`now() - make_interval(secs => ${olderThanMs / 1000})`),
      ),
    )
    .orderBy(asc(projectFiles.createdAt))
    .limit(500);
  for (const { id } of rows) startPreview(deps, id);
  return rows.length;
}

/** The start-up sweep, then a periodic one (a server's runtime; stopped at shutdown). */
export function startPreviewSweeper(deps: PreviewDeps) {
  resumePendingPreviews(deps).catch((err) => {
    if (!deps.availability?.report(err)) deps.logger.error({ err }, "resuming file previews failed");
  });
  return runPeriodically(deps, SWEEP_EVERY_MS, "resuming file previews", () =>
    resumePendingPreviews(deps, STALE_AFTER_MS),
  );
}
