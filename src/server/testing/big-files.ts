import { createHash, randomBytes } from "node:crypto";
import { once } from "node:events";
import { createReadStream, createWriteStream } from "node:fs";
import { open } from "node:fs/promises";
import * as tus from "tus-js-client";

/*
 * Big files for the upload tests and `npm run bench:files` (issue 22): random bytes written to disk as they are
 * hashed, a tus upload of a file from disk as a Node client makes one (tus-js-client, one PATCH per chunk, the
 * file streamed, never read whole), and the SHA-256 of a download as it streams.
 */

const MB = 1024 * 1024;

/** Writes `size` random bytes to `file` (1 MB at a time), and answers their SHA-256 (hex). */
export async function writeRandomFile(file: string, size: number): Promise<string> {
  const hash = createHash("sha256");
  const out = createWriteStream(file);
  for (let written = 0; written < size; ) {
    const chunk = randomBytes(Math.min(MB, size - written));
    hash.update(chunk);
    written += chunk.length;
    if (!out.write(chunk)) await once(out, "drain");
  }
  out.end();
  await once(out, "finish");
  return hash.digest("hex");
}

/** The bytes `start..end` (inclusive) of a file on disk. */
export async function bytesOf(file: string, start: number, end: number): Promise<Buffer> {
  const handle = await open(file, "r");
  try {
    const buffer = Buffer.alloc(end - start + 1);
    await handle.read(buffer, 0, buffer.length, start);
    return buffer;
  } finally {
    await handle.close();
  }
}

/** The SHA-256 (hex) and length of a response's body, read as it streams. */
export async function sha256OfBody(res: Response): Promise<{ sha256: string; size: number }> {
  const hash = createHash("sha256");
  let size = 0;
  for await (const chunk of res.body as unknown as AsyncIterable<Uint8Array>) {
    hash.update(chunk);
    size += chunk.byteLength;
  }
  return { sha256: hash.digest("hex"), size };
}

export interface TusUploadOptions {
  /** The server: http://127.0.0.1:<port> */
  server: string;
  cookie: string;
  file: string;
  metadata: Record<string, string>;
  /** One PATCH per chunk (default: 16 MB). */
  chunkSize?: number;
  /** Resume this upload (its URL, from an earlier attempt) instead of creating one. */
  uploadUrl?: string;
  /** Bytes sent so far (written to the socket, not yet acknowledged). */
  onProgress?: (sent: number, total: number) => void;
  /**
   * Called before each PATCH with the offset the server has acknowledged so far; the PATCH waits for it (to
   * kill the server at a known point: after N chunks, never on timing).
   */
  beforePatch?: (acknowledged: number) => Promise<void> | void;
}

export interface TusUpload {
  /** Settles when the upload ends: with the file's id (the final PATCH's Upload-File-Id), or the error. */
  done: Promise<{ fileId: string | null }>;
  /** The upload's URL, once the server made it (to resume it). */
  url(): string | null;
  /** The highest offset the server acknowledged (its answer to a PATCH). */
  acknowledged(): number;
}

/**
 * Uploads a file from disk through tus, as the browser's client does but from Node: no retries (an error,
 * such as the server killed, ends it; resume it with `uploadUrl`).
 */
export function tusUpload(options: TusUploadOptions): TusUpload {
  let acknowledged = 0;
  let fileId: string | null = null;
  let upload!: tus.Upload;
  const done = new Promise<{ fileId: string | null }>((resolve, reject) => {
    upload = new tus.Upload(createReadStream(options.file), {
      endpoint: `${options.server}/api/uploads`,
      uploadUrl: options.uploadUrl ?? null,
      chunkSize: options.chunkSize ?? 16 * MB,
      retryDelays: null,
      metadata: options.metadata,
      headers: { cookie: options.cookie, origin: options.server },
      onProgress: (sent, total) => options.onProgress?.(sent, total),
      onBeforeRequest: async (req) => {
        if (req.getMethod() === "PATCH") await options.beforePatch?.(acknowledged);
      },
      onChunkComplete: (_chunk, accepted) => {
        acknowledged = Math.max(acknowledged, accepted);
      },
      onAfterResponse: (_req, res) => {
        fileId = res.getHeader("Upload-File-Id") ?? fileId;
      },
      onSuccess: () => resolve({ fileId }),
      onError: reject,
    });
    upload.start();
  });
  return { done, url: () => upload.url, acknowledged: () => acknowledged };
}
