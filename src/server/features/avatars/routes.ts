import { createRoute, z } from "@hono/zod-openapi";
import { AppError } from "../../lib/app-error";
import { errorResponse } from "../../lib/openapi";
import { createRouter } from "../../lib/router";
import { blobsOf } from "../../storage/blobs";
import { avatarHeaders, findAvatar } from "./avatar-files";

const getRoute = createRoute({
  method: "get",
  path: "/avatars/{userId}",
  operationId: "getAvatar",
  summary: "A user's avatar image",
  tags: ["Profile"],
  request: { params: z.object({ userId: z.string().regex(/^[A-Za-z0-9_-]{1,100}$/, "Unknown user") }) },
  responses: {
    200: { description: "The image, with its content type", content: { "image/*": { schema: z.any() } } },
    404: errorResponse("No avatar"),
  },
});

/**
 * The avatar is uploaded through the tus endpoint (`purpose: avatar`, ADR 075: one upload path, see
 * upload-avatar.ts); this serves it.
 */
export const avatarRoutes = createRouter().openapi(getRoute, async (c) => {
  const avatar = await findAvatar(blobsOf(c.var.deps), c.req.valid("param").userId);
  if (!avatar) throw AppError.notFound("No avatar.");
  // the URL carries a version (?v=), so a new upload is a new URL
  return c.body(new Uint8Array(avatar.data), 200, avatarHeaders(avatar.type, "public, max-age=3600"));
});
