import { createRoute, z } from "@hono/zod-openapi";
import { messages } from "~/domain/messages";
import { requireUser, signedIn } from "../../auth/guards";
import { AppError } from "../../lib/app-error";
import { errorResponse, jsonContent, signedInErrors } from "../../lib/openapi";
import { createRouter } from "../../lib/router";
import { blobsOf } from "../../storage/blobs";
import { avatarHeaders, findAvatar } from "./avatar-files";
import { uploadAvatar } from "./upload-avatar";

const uploadRoute = createRoute({
  method: "post",
  path: "/me/avatar",
  operationId: "uploadAvatar",
  summary: "Upload the signed-in user's avatar (an image of at most 10 MB)",
  tags: ["Profile"],
  // the body's cap (10 MB and the multipart envelope) is lib/api-middleware.ts's, checked before it is read
  middleware: [signedIn] as const,
  request: {
    body: {
      required: true,
      content: {
        "multipart/form-data": {
          schema: z.object({
            file: z
              .instanceof(Blob, { message: messages.profile.selectImage })
              .openapi({ type: "string", format: "binary" }),
          }),
        },
      },
    },
  },
  responses: {
    200: jsonContent(z.object({ image: z.string() }), "Stored; the profile's new image URL"),
    400: errorResponse("No file"),
    ...signedInErrors,
    413: errorResponse("Larger than 10 MB"),
    415: errorResponse("Not a PNG, JPEG, GIF, WebP or AVIF image"),
  },
});

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

export const avatarRoutes = createRouter()
  .openapi(uploadRoute, async (c) => {
    const me = requireUser(c);
    const { file } = c.req.valid("form");
    const { deps } = c.var;
    return c.json(await uploadAvatar({ db: deps.db, blobs: blobsOf(deps) }, me.id, file), 200);
  })
  .openapi(getRoute, async (c) => {
    const avatar = await findAvatar(blobsOf(c.var.deps), c.req.valid("param").userId);
    if (!avatar) throw AppError.notFound("No avatar.");
    // the URL carries a version (?v=), so a new upload is a new URL
    return c.body(new Uint8Array(avatar.data), 200, avatarHeaders(avatar.type, "public, max-age=3600"));
  });
