import { createRoute, z } from "@hono/zod-openapi";
import { todayUtc } from "~/domain/clock";
import {
  keepsMediaKit,
  kitParamsSchema,
  mediaKitInputSchema,
  mediaKitSchema,
  publicKitSchema,
} from "~/domain/media-kit";
import { requireUser, withRole } from "../../auth/guards";
import { AppError } from "../../lib/app-error";
import { cachedContent, errorResponse, jsonBody, jsonContent, security } from "../../lib/openapi";
import { freshJson } from "../../lib/page-cache";
import { createRouter } from "../../lib/router";
import { blobsOf } from "../../storage/blobs";
import { avatarHeaders, findAvatar } from "../avatars";
import { kitOwner, previewOwnKit, readOwnKit, readPublicKit, saveOwnKit } from "./service";

const tags = ["Media kit"];
const creators = withRole(keepsMediaKit);
const creatorErrors = {
  401: errorResponse("Not signed in"),
  403: errorResponse("Not a creator: only creators keep a media kit"),
};
const noSuchKit = { 404: errorResponse("No published media kit at this address") };

const getOwnRoute = createRoute({
  method: "get",
  path: "/media-kit",
  operationId: "getMyMediaKit",
  summary: "The caller's media kit, or what a new one starts as (unpublished, a slug from the name)",
  tags,
  security: security.session,
  middleware: [creators] as const,
  responses: { 200: jsonContent(mediaKitSchema, "The kit"), ...creatorErrors },
});

const putOwnRoute = createRoute({
  method: "put",
  path: "/media-kit",
  operationId: "saveMyMediaKit",
  summary: "Save the caller's media kit; a new slug retires the old address at once",
  tags,
  security: security.session,
  middleware: [creators] as const,
  request: { body: jsonBody(mediaKitInputSchema) },
  responses: {
    200: jsonContent(mediaKitSchema, "The saved kit"),
    400: errorResponse("Invalid kit: each problem under its field"),
    ...creatorErrors,
    409: errorResponse("The slug is another creator's"),
  },
});

const previewRoute = createRoute({
  method: "get",
  path: "/media-kit/preview",
  operationId: "previewMyMediaKit",
  summary: "The caller's saved media kit as brands will see it, published or not",
  tags,
  security: security.session,
  middleware: [creators] as const,
  responses: {
    200: jsonContent(publicKitSchema, "The kit as brands see it"),
    ...creatorErrors,
    404: errorResponse("No kit saved yet"),
  },
});

const publicRoute = createRoute({
  method: "get",
  path: "/kits/{slug}",
  operationId: "getPublicMediaKit",
  summary: "A published media kit, as brands see it (no account needed; public fields only)",
  tags,
  security: security.none,
  request: { params: kitParamsSchema },
  responses: { ...cachedContent(publicKitSchema, "The kit"), ...noSuchKit },
});

const photoRoute = createRoute({
  method: "get",
  path: "/kits/{slug}/photo",
  operationId: "getPublicMediaKitPhoto",
  summary: "The photo of a published media kit",
  tags,
  security: security.none,
  request: { params: kitParamsSchema, query: z.object({ v: z.string().max(40).optional() }) },
  responses: {
    200: { description: "The image, with its content type", content: { "image/*": { schema: z.any() } } },
    404: errorResponse("No published media kit at this address, or no photo"),
  },
});

export const mediaKitRoutes = createRouter()
  .openapi(getOwnRoute, async (c) => c.json(await readOwnKit(c.var.deps.db, requireUser(c)), 200))
  .openapi(putOwnRoute, async (c) =>
    c.json(await saveOwnKit(c.var.deps.db, requireUser(c), c.req.valid("json")), 200),
  )
  .openapi(previewRoute, async (c) => c.json(await previewOwnKit(c.var.deps.db, requireUser(c)), 200))
  .openapi(publicRoute, async (c) => {
    const [slug, today] = [c.req.valid("param").slug.toLowerCase(), todayUtc()];
    return freshJson(c, () => readPublicKit(c.var.deps.db, slug, today));
  })
  .openapi(photoRoute, async (c) => {
    const owner = await kitOwner(c.var.deps.db, c.req.valid("param").slug);
    const avatar = await findAvatar(blobsOf(c.var.deps), owner);
    if (!avatar) throw AppError.notFound("This media kit has no photo.");
    // short: an unpublished kit's photo must stop answering soon; a new picture is a new URL (?v=)
    return c.body(new Uint8Array(avatar.data), 200, avatarHeaders(avatar.type, "public, max-age=300"));
  });
