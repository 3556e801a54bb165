import { randomUUID } from "node:crypto";
import { mkdir, readFile, rename, rm, writeFile } from "node:fs/promises";
import path from "node:path";

/**
 * Files kept by the app under DATA_DIR/uploads, addressed by a key such as `avatars/<userId>.png`.
 * Writes go to a temporary file renamed into place, so a reader never sees half a file.
 */
export interface FileStorage {
  put(key: string, data: Uint8Array): Promise<void>;
  get(key: string): Promise<Buffer | null>;
  remove(key: string): Promise<void>;
}

/** Keys are relative paths of plain segments; leading, trailing and duplicate slashes are dropped. */
export function normalizeKey(key: string): string {
  const segments = key.split("/").filter(Boolean);
  if (segments.length === 0 || segments.some((s) => s === "." || s === ".." || s.includes("\\"))) {
    throw new Error(`invalid storage key: ${key}`);
  }
  return segments.join("/");
}

export function localStorage(dataDir: string): FileStorage {
  const root = path.resolve(dataDir, "uploads");
  const fileOf = (key: string) => path.join(root, normalizeKey(key));
  return {
    async put(key, data) {
      const file = fileOf(key);
      await mkdir(path.dirname(file), { recursive: true });
      const temp = `${file}.${randomUUID()}.tmp`;
      await writeFile(temp, data);
      await rename(temp, file);
    },
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

/** The storage of a running app (files under DATA_DIR). */
export const storageFor = (env: { DATA_DIR: string }) => localStorage(env.DATA_DIR);
