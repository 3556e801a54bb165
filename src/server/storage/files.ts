import { randomUUID } from "node:crypto";
import { mkdir, opendir, readFile, rename, rm, stat, writeFile } from "node:fs/promises";
import path from "node:path";
import { asc, eq, gt, sql } from "drizzle-orm";
import type { Database, Db } from "../db/client";
import { storedFiles } from "../db/schema";

/**
 * Files kept by the app, addressed by a key such as `avatars/<userId>.png`: in DATA_DIR/uploads with the
 * embedded database, in the database itself on a PostgreSQL server (see `storageFor`).
 */
export interface FileStorage {
  put(key: string, data: Uint8Array): Promise<void>;
  get(key: string): Promise<Buffer | null>;
  remove(key: string): Promise<void>;
  /** Every stored file, a page at a time: for the daily sweep of what no row names (ADR 069). */
  list(): AsyncIterable<StoredObject[]>;
}

/** An object of the store as its listing shows it. */
export interface StoredObject {
  key: string;
  size: number;
  modifiedAt: Date;
}

/** Objects a listing gives at once: S3's page size. */
export const LIST_PAGE = 1000;

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

/** Keys are relative paths of plain segments; leading, trailing and duplicate slashes are dropped. */
function normalizeKey(key: string): string {
  const segments = key.split("/").filter(Boolean);
  if (segments.length === 0 || segments.some((s) => s === "." || s === ".." || s.includes("\\"))) {
    throw new Error(`invalid storage key: ${key}`);
  }
  return segments.join("/");
}

/** Writes `data` to `file` through a temporary file renamed into place: a reader never sees half of it. */
export async function writeWhole(file: string, data: Uint8Array) {
  await mkdir(path.dirname(file), { recursive: true });
  const temp = `${file}.${randomUUID()}.tmp`;
  await writeFile(temp, data);
  await rename(temp, file);
}

/** Files under DATA_DIR/uploads, written to a temporary file renamed into place (never half a file). */
function localStorage(dataDir: string): FileStorage {
  const root = path.resolve(dataDir, "uploads");
  const fileOf = (key: string) => path.join(root, normalizeKey(key));
  return {
    put: (key, data) => writeWhole(fileOf(key), data),
    async get(key) {
      try {
        return await readFile(fileOf(key));
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code === "ENOENT") return null;
        throw error;
      }
    },
    async remove(key) {
      await rm(fileOf(key), { force: true });
    },
    list: () => walk(root),
  };
}

/**
 * Files in the database, for a PostgreSQL server shared by several instances: an upload through one
 * instance is served by every other. Writes replace the whole row, so a reader never sees half a file.
 */
function databaseStorage(db: Db): FileStorage {
  return {
    async put(key, data) {
      const normalized = normalizeKey(key);
      await db
        .insert(storedFiles)
        .values({ key: normalized, data, size: data.byteLength })
        .onConflictDoUpdate({
          target: storedFiles.key,
          set: { data, size: data.byteLength, updatedAt: sql`now()` },
        });
    },
    async get(key) {
      const [row] = await db
        .select({ data: storedFiles.data })
        .from(storedFiles)
        .where(eq(storedFiles.key, normalizeKey(key)));
      return row ? Buffer.from(row.data) : null;
    },
    async remove(key) {
      await db.delete(storedFiles).where(eq(storedFiles.key, normalizeKey(key)));
    },
    async *list() {
      // by key, a page at a time (never the bytes)
      let after = "";
      for (;;) {
        const page = await db
          .select({ key: storedFiles.key, size: storedFiles.size, modifiedAt: storedFiles.updatedAt })
          .from(storedFiles)
          .where(gt(storedFiles.key, after))
          .orderBy(asc(storedFiles.key))
          .limit(LIST_PAGE);
        if (page.length > 0) yield page;
        if (page.length < LIST_PAGE) return;
        after = page.at(-1)!.key;
      }
    },
  };
}

/**
 * The storage of a running app: the database's on a PostgreSQL server (several instances share it), the
 * local DATA_DIR/uploads folder with the embedded database (one process).
 */
export function storageFor(database: Database, dataDir: string): FileStorage {
  return database.kind === "postgres" ? databaseStorage(database.db) : localStorage(dataDir);
}
