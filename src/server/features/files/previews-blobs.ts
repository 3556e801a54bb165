import { createReadStream } from "node:fs";
import { mkdir, rename, rm, stat, writeFile } from "node:fs/promises";
import path from "node:path";
import type { Readable } from "node:stream";
import type { AppDeps } from "../../context";

/*
 * INTERIM (helper F2, issue 22): the blob store as the previews use it, until F1's `storage/blobs.ts` is
 * merged; then `blobStoreOf` gives F1's store and this file goes. Disk only, under DATA_DIR/files.
 */

export interface PreviewBlobStore {
  read(key: string, range?: { start: number; end: number }): Promise<{ stream: Readable; size: number }>;
  put(key: string, bytes: Uint8Array, contentType: string): Promise<void>;
  remove(key: string): Promise<void>;
  /** The blob's path on this machine's disk, or null when it lives elsewhere (S3). */
  localPath?(key: string): string | null;
}

function diskStore(root: string): PreviewBlobStore {
  const fileOf = (key: string) => {
    const segments = key.split("/").filter(Boolean);
    if (!segments.length || segments.some((s) => s === "." || s === ".." || s.includes("\\")))
      throw new Error(`invalid blob key: ${key}`);
    return path.join(root, ...segments);
  };
  return {
    async read(key, range) {
      const file = fileOf(key);
      const { size } = await stat(file);
      return { stream: createReadStream(file, range), size };
    },
    async put(key, bytes) {
      const file = fileOf(key);
      await mkdir(path.dirname(file), { recursive: true });
      const temp = `${file}.${process.pid}.${Date.now()}.tmp`;
      await writeFile(temp, bytes);
      await rename(temp, file);
    },
    async remove(key) {
      await rm(fileOf(key), { force: true });
    },
    localPath: (key) => fileOf(key),
  };
}

const stores = new WeakMap<object, PreviewBlobStore>();

/** The app's blob store (interim: DATA_DIR/files on disk). */
export function blobStoreOf(deps: Pick<AppDeps, "env">): PreviewBlobStore {
  let store = stores.get(deps.env);
  if (!store) {
    store = diskStore(path.resolve(deps.env.DATA_DIR, "files"));
    stores.set(deps.env, store);
  }
  return store;
}
