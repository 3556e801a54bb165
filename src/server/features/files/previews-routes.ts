import { createRoute, z } from "@hono/zod-openapi";
import type { Context } from "hono";
import { fileParamsSchema } from "~/domain/files";
import { requireUser, signedIn } from "../../auth/guards";
import type { AppEnv } from "../../context";
import { AppError } from "../../lib/app-error";
import { errorResponse, security, signedInErrors } from "../../lib/openapi";
import { createRouter } from "../../lib/router";
import { blobsOf } from "../../storage/blobs";
import { type FileRow, findVisibleFile } from "./read";

/* A file's preview (issue 22): an image's thumbnail or a video's poster frame, a small WebP. */

const previewRoute = createRoute({
  method: "get",
  path: "/files/{fileId}/preview",
  operationId: "getFilePreview",
  summary: "A file's thumbnail (image) or poster frame (video), WebP at most 480 pixels wide",
  description:
    "Seen by whoever may see the file. A file's bytes never change, so neither does its preview: it may be kept (privately) and revalidated with its ETag.",
  tags: ["Files"],
  security: security.session,
  middleware: [signedIn] as const,
  request: { params: fileParamsSchema },
  responses: {
    200: {
      description: "The preview",
      headers: {
        ETag: { description: "The preview's tag, for If-None-Match", schema: { type: "string" as const } },
        "Cache-Control": { description: "private, max-age=86400", schema: { type: "string" as const } },
      },
      content: { "image/webp": { schema: z.string().openapi({ format: "binary" }) } },
    },
    304: { description: "Not Modified: the If-None-Match tag is still current (no body)" },
    400: errorResponse("Malformed id"),
    ...signedInErrors,
    404: errorResponse("No such file (or another creator's), or no preview (yet, or for this type)"),
  },
});

/** A file's preview (a small WebP), cached by the browser a day; 404 while it has none. */
export async function servePreview(
  c: Context<AppEnv>,
  file: Pick<FileRow, "id" | "previewStatus" | "previewKey">,
) {
  const previewKey = file.previewStatus === "ready" ? file.previewKey : null;
  if (!previewKey) throw AppError.notFound("This file has no preview.");
  const tag = `"preview-${file.id}"`;
  const headers = {
    ETag: tag,
    "Cache-Control": "private, max-age=86400",
    "X-Content-Type-Options": "nosniff",
  };
  if (
    c.req
      .header("if-none-match")
      ?.split(",")
      .some((t) => t.trim().replace(/^W\//, "") === tag)
  )
    return c.body(null, 304, headers);
  const stream = await blobsOf(c.var.deps).read(previewKey);
  if (!stream) throw AppError.notFound("This file has no preview.");
  return c.body(stream, 200, { ...headers, "Content-Type": "image/webp" });
}

export const filePreviewRoutes = createRouter().openapi(previewRoute, async (c) => {
  const { fileId } = c.req.valid("param");
  return servePreview(c, await findVisibleFile(c.var.deps.db, fileId, requireUser(c))) as never;
});
