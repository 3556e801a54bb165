import { randomUUID } from "node:crypto";
import { createReadStream } from "node:fs";
import { mkdir, open, opendir, rename, rm, stat, writeFile } from "node:fs/promises";
import { createRequire } from "node:module";
import path from "node:path";
import { Readable } from "node:stream";
import type * as S3Sdk from "@aws-sdk/client-s3";
import type { S3ClientConfig } from "@aws-sdk/client-s3";
import { FileStore } from "@tus/file-store";
import type * as TusS3Store from "@tus/s3-store";
import type * as TusServer from "@tus/server";
import type { DataStore } from "@tus/server";
import type { SharedRedis } from "../db/redis";
import type { Env } from "../env";

/**
 * The one store of the app's bytes (issue 22, issue 33: ADR 074): the projects' uploads and their previews
 * (an upload's key is its tus upload id), the avatars (`avatars/<userId>.<ext>`) and the deals' documents
 * (`deals/<dealId>/<uuid>`). On disk under DATA_DIR/files, or in an S3-compatible bucket when S3_BUCKET is
 * set, so that several instances share them. Everything streams: no method holds a whole file in memory
 * (`put` takes a small buffer: a preview, an avatar, a document; `readWhole` reads one back).
 *
 * The tus data store writes the uploads into the same place (`tus`), and a finished upload's bytes stay
 * where tus left them: registering a 5 GB file copies nothing.
 */
export interface BlobStore {
  readonly kind: "disk" | "s3";
  /** The tus data store of the uploads, over the same directory or bucket. */
  readonly tus: DataStore;
  /** The size of a stored blob, or null when there is none. */
  stat(key: string): Promise<{ size: number } | null>;
  /**
   * The bytes of `key` (or of the inclusive byte range `start..end`) as a web stream, or null when there is
   * no such blob.
   */
  read(key: string, range?: { start: number; end: number }): Promise<ReadableStream<Uint8Array> | null>;
  /** At most the first `length` bytes of `key` (to tell its type), or null when there is no such blob. */
  head(key: string, length: number): Promise<Uint8Array | null>;
  /** Stores a small blob (a preview, an avatar, a document) whole: readers never see half of it. */
  put(key: string, data: Uint8Array, contentType?: string): Promise<void>;
  /** Removes a blob and whatever tus kept beside it (its info, an unfinished part); no error when absent. */
  remove(key: string): Promise<void>;
  /**
   * Every stored object, tus's files beside the blobs included (`<key>.json` on disk, `<key>.info` and
   * `<key>.part` on S3), a page at a time (a directory walk, or ListObjectsV2): for the sweep of orphans.
   */
  list(): AsyncIterable<StoredObject[]>;
  /**
   * The blob's path on this machine (the disk store only), for programs that read files themselves: ffprobe
   * and ffmpeg seek in a video (issue 22's previews). Absent on S3.
   */
  localPath?(key: string): string;
}

/** An object of the store as its listing shows it. */
export interface StoredObject {
  key: string;
  size: number;
  modifiedAt: Date;
}

/** Objects a listing gives at once: S3's page size. */
const LIST_PAGE = 1000;

/** The files under `root`, as keys relative to it, a page at a time. */
export async function* walk(root: string): AsyncGenerator<StoredObject[]> {
  let page: StoredObject[] = [];
  const pending = [root];
  while (pending.length > 0) {
    const dir = pending.pop()!;
    let entries: Awaited<ReturnType<typeof opendir>>;
    try {
      entries = await opendir(dir);
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code === "ENOENT") continue;
      throw error;
    }
    for await (const entry of entries) {
      const file = path.join(dir, entry.name);
      if (entry.isDirectory()) pending.push(file);
      else if (entry.isFile()) {
        const info = await stat(file).catch(() => null);
        if (!info) continue; // removed meanwhile
        page.push({
          key: path.relative(root, file).split(path.sep).join("/"),
          size: info.size,
          modifiedAt: info.mtime,
        });
        if (page.length >= LIST_PAGE) {
          yield page;
          page = [];
        }
      }
    }
  }
  if (page.length > 0) yield page;
}

/** Writes `data` to `file` through a temporary file renamed into place: a reader never sees half of it. */
async function writeWhole(file: string, data: Uint8Array) {
  await mkdir(path.dirname(file), { recursive: true });
  const temp = `${file}.${randomUUID()}.tmp`;
  await writeFile(temp, data);
  await rename(temp, file);
}

/** Keys are relative paths of plain segments (tus ids are hex; `avatars/<userId>.png`, `deals/<dealId>/<uuid>`). */
function checkKey(key: string): string {
  const segments = key.split("/");
  if (
    !key ||
    segments.some((s) => !s || s === "." || s === ".." || s.includes("\\") || s.includes("\0")) ||
    key.length > 300
  )
    throw new Error(`invalid blob key: ${key}`);
  return key;
}

async function readAll(stream: AsyncIterable<Uint8Array>, length: number): Promise<Uint8Array> {
  const chunks: Uint8Array[] = [];
  let total = 0;
  for await (const chunk of stream) {
    chunks.push(chunk);
    total += chunk.byteLength;
    if (total >= length) break;
  }
  return Buffer.concat(chunks).subarray(0, length);
}

function diskStore(root: string): BlobStore {
  const fileOf = (key: string) => path.join(root, checkKey(key));
  const tus = new FileStore({ directory: root });
  return {
    kind: "disk",
    tus,
    localPath: fileOf,
    async stat(key) {
      try {
        const info = await stat(fileOf(key));
        return info.isFile() ? { size: info.size } : null;
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code === "ENOENT") return null;
        throw error;
      }
    },
    async read(key, range) {
      // opened first, so that a missing file is null rather than a stream that fails later
      let handle: Awaited<ReturnType<typeof open>>;
      try {
        handle = await open(fileOf(key), "r");
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code === "ENOENT") return null;
        throw error;
      }
      // the handle closes itself when the stream ends or is destroyed
      const stream = handle.createReadStream(range ? { start: range.start, end: range.end } : {});
      return Readable.toWeb(stream) as ReadableStream<Uint8Array>;
    },
    async head(key, length) {
      try {
        const stream = createReadStream(fileOf(key), { start: 0, end: Math.max(0, length - 1) });
        return await readAll(stream, length);
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code === "ENOENT") return null;
        throw error;
      }
    },
    put: (key, data) => writeWhole(fileOf(key), data),
    async remove(key) {
      const file = fileOf(key);
      await Promise.all([rm(file, { force: true }), rm(`${file}.json`, { force: true })]);
    },
    list: () => walk(root),
  };
}

const isMissing = (error: unknown) => {
  const e = error as { name?: string; $metadata?: { httpStatusCode?: number } };
  return e.name === "NoSuchKey" || e.name === "NotFound" || e.$metadata?.httpStatusCode === 404;
};

/** The S3 client settings of `env` (S3_BUCKET set). */
function s3ConfigOf(env: Env): S3ClientConfig & { bucket: string } {
  return {
    bucket: env.S3_BUCKET!,
    region: env.S3_REGION,
    endpoint: env.S3_ENDPOINT,
    forcePathStyle: env.S3_FORCE_PATH_STYLE,
    credentials:
      env.S3_ACCESS_KEY_ID && env.S3_SECRET_ACCESS_KEY
        ? { accessKeyId: env.S3_ACCESS_KEY_ID, secretAccessKey: env.S3_SECRET_ACCESS_KEY }
        : undefined,
    // the SDK's default checksums need a buffered body or a trailer some S3-compatible stores refuse
    requestChecksumCalculation: "WHEN_REQUIRED",
    responseChecksumValidation: "WHEN_REQUIRED",
  };
}

/**
 * The S3 SDK and tus's S3 store, loaded when a store on S3 is made, not with the server: together they are
 * about 25 MB of its memory, which an installation on disk (the default) never needs.
 */
const require = createRequire(import.meta.url);

function s3Store(env: Env, redis?: SharedRedis): BlobStore {
  const {
    DeleteObjectsCommand,
    GetObjectCommand,
    HeadObjectCommand,
    ListObjectsV2Command,
    PutObjectCommand,
    S3Client,
  } = require("@aws-sdk/client-s3") as typeof S3Sdk;
  const { S3Store } = require("@tus/s3-store") as typeof TusS3Store;
  const { IoRedisKvStore } = require("@tus/server") as typeof TusServer;
  const { bucket, ...config } = s3ConfigOf(env);
  const client = new S3Client(config);
  // no expiration tags: abandoned uploads are removed by the app (features/files/cleanup.ts); tus's cache of
  // an upload's metadata is in Redis when the instances share one (ADR 085), so that a chunk reaching another
  // instance reads the same, else in this process's memory
  const tus = new S3Store({
    s3ClientConfig: { bucket, ...config },
    useTags: false,
    ...(redis ? { cache: new IoRedisKvStore<never>(redis.client, redis.key("tus:")) } : {}),
  });
  async function get(key: string, range?: string) {
    try {
      const out = await client.send(
        new GetObjectCommand({ Bucket: bucket, Key: checkKey(key), Range: range }),
      );
      return out.Body ?? null;
    } catch (error) {
      if (isMissing(error)) return null;
      throw error;
    }
  }
  return {
    kind: "s3",
    tus,
    async stat(key) {
      try {
        const out = await client.send(new HeadObjectCommand({ Bucket: bucket, Key: checkKey(key) }));
        return { size: out.ContentLength ?? 0 };
      } catch (error) {
        if (isMissing(error)) return null;
        throw error;
      }
    },
    async read(key, range) {
      const body = await get(key, range ? `bytes=${range.start}-${range.end}` : undefined);
      return body ? (body.transformToWebStream() as ReadableStream<Uint8Array>) : null;
    },
    async head(key, length) {
      const body = await get(key, `bytes=0-${Math.max(0, length - 1)}`);
      return body ? readAll(body as unknown as AsyncIterable<Uint8Array>, length) : null;
    },
    async put(key, data, contentType) {
      await client.send(
        new PutObjectCommand({ Bucket: bucket, Key: checkKey(key), Body: data, ContentType: contentType }),
      );
    },
    async remove(key) {
      checkKey(key);
      // an unfinished upload: tus aborts its multipart upload (a finished one has none left to abort)
      await tus.remove(key).catch(() => {});
      await client.send(
        new DeleteObjectsCommand({
          Bucket: bucket,
          Delete: { Objects: [{ Key: key }, { Key: `${key}.info` }, { Key: `${key}.part` }], Quiet: true },
        }),
      );
    },
    async *list() {
      let token: string | undefined;
      do {
        const out = await client.send(
          new ListObjectsV2Command({ Bucket: bucket, MaxKeys: LIST_PAGE, ContinuationToken: token }),
        );
        const page = (out.Contents ?? []).flatMap((o) =>
          o.Key ? [{ key: o.Key, size: o.Size ?? 0, modifiedAt: o.LastModified ?? new Date() }] : [],
        );
        if (page.length > 0) yield page;
        token = out.IsTruncated ? out.NextContinuationToken : undefined;
      } while (token);
    },
  };
}

/**
 * The whole of a small blob (an avatar, a deal's document: a few megabytes at most), or null when there is
 * none. Big files stream with `read`.
 */
export async function readWhole(blobs: BlobStore, key: string): Promise<Buffer | null> {
  const stream = await blobs.read(key);
  if (!stream) return null;
  const chunks: Uint8Array[] = [];
  for await (const chunk of stream as unknown as AsyncIterable<Uint8Array>) chunks.push(chunk);
  return Buffer.concat(chunks);
}

/** The blob store `env` describes: S3 when S3_BUCKET is set, else DATA_DIR/files. */
function createBlobStore(env: Env, redis?: SharedRedis): BlobStore {
  return env.S3_BUCKET ? s3Store(env, redis) : diskStore(path.resolve(env.DATA_DIR, "files"));
}

const stores = new WeakMap<Env, BlobStore>();

/** The blob store of a running app (one per settings object: per process, or per test context). */
export function blobsOf(deps: { env: Env; database?: { redis?: SharedRedis } }): BlobStore {
  let store = stores.get(deps.env);
  if (!store) {
    store = createBlobStore(deps.env, deps.database?.redis);
    stores.set(deps.env, store);
  }
  return store;
}
