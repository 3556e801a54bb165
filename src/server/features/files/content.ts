import type { Context } from "hono";
import { fileMessages, isInlineType } from "~/domain/files";
import type { AppEnv } from "../../context";
import { AppError } from "../../lib/app-error";
import { contentDisposition } from "../../lib/file-names";
import { blobsOf } from "../../storage/blobs";
import type { VisibleFile } from "./read";

type Range = { start: number; end: number };

/**
 * The one byte range a `Range` header asks of `size` bytes: `{start, end}` (inclusive), "unsatisfiable", or
 * null to send the whole file (no header, another unit, several ranges or a malformed one, which a server
 * may ignore).
 */
export function parseRange(header: string | undefined, size: number): Range | "unsatisfiable" | null {
  const match = header?.trim().match(/^bytes=(\d*)-(\d*)$/);
  if (!match) return null;
  const [, from = "", to = ""] = match;
  if (!from && !to) return null;
  if (!from) {
    // the last `to` bytes
    const suffix = Number(to);
    if (suffix === 0 || size === 0) return "unsatisfiable";
    return { start: Math.max(0, size - suffix), end: size - 1 };
  }
  const start = Number(from);
  const end = to ? Math.min(Number(to), size - 1) : size - 1;
  if (to && Number(to) < start) return null;
  if (start >= size) return "unsatisfiable";
  return { start, end };
}

/**
 * A file's bytes, streamed: the whole file or one range (206; 416 when none of it exists), as an attachment
 * unless `inline` is asked for a type browsers show safely (images, video, audio; never HTML or SVG).
 */
export async function serveFileContent(
  c: Context<AppEnv>,
  file: Pick<VisibleFile, "size" | "mime" | "name" | "storageKey">,
  inline: boolean,
) {
  const blobs = blobsOf(c.var.deps);
  const size = file.size;
  const shown = inline && isInlineType(file.mime);
  const headers: Record<string, string> = {
    "Content-Type": file.mime,
    "Content-Disposition": contentDisposition(file.name, shown ? "inline" : "attachment"),
    "X-Content-Type-Options": "nosniff",
    "Content-Security-Policy": "default-src 'none'; media-src 'self'; img-src 'self'; sandbox",
    "Cache-Control": "private, no-store",
    "Accept-Ranges": "bytes",
  };
  const range = parseRange(c.req.header("range"), size);
  if (range === "unsatisfiable")
    throw new AppError(416, "range_not_satisfiable", "That part of the file does not exist.", undefined, {
      "Content-Range": `bytes */${size}`,
    });
  const length = range ? range.end - range.start + 1 : size;
  const status = range ? 206 : 200;
  if (range) headers["Content-Range"] = `bytes ${range.start}-${range.end}/${size}`;
  headers["Content-Length"] = String(length);
  // a HEAD (Hono answers it with the GET route) opens nothing
  if (c.req.method === "HEAD") return c.body(null, status, headers);
  const stream = await blobs.read(file.storageKey, range ?? undefined);
  if (!stream) throw AppError.notFound(fileMessages.notFound);
  return c.body(stream, status, headers);
}
