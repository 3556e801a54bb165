import { randomUUID } from "node:crypto";
import { mkdir, readFile, rename, rm, writeFile } from "node:fs/promises";
import path from "node:path";
import { eq, sql } from "drizzle-orm";
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
  };
}

/**
 * The storage of a running app: the database's on a PostgreSQL server (several instances share it), the
 * local DATA_DIR/uploads folder with the embedded database (one process).
 */
export function storageFor(database: Database, dataDir: string): FileStorage {
  return database.kind === "postgres" ? databaseStorage(database.db) : localStorage(dataDir);
}
