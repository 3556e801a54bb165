import { createRoute, z } from "@hono/zod-openapi";
import {
  brandCommentInputSchema,
  brandReviewFileParamsSchema,
  brandReviewSchema,
  brandTokenParamsSchema,
  brandVerdictInputSchema,
  brandVerdictSchema,
} from "~/domain/brand-links";
import { fileCommentSchema } from "~/domain/file-comments";
import { errorResponse, jsonBody, jsonContent } from "../../lib/openapi";
import { createRouter } from "../../lib/router";
import { serveFileContent, servePreview } from "../files";
import { addBrandComment, fileOfLink, giveBrandVerdict, listBrandComments, readBrandReview } from "./review";
import { liveBrandLink } from "./tokens";

/*
 * A brand's review link (issue 36), no account: the token in the path is the key. An unknown, expired or
 * revoked token, or a file that is not the link's deliverable's, is the same 404; a session cookie changes
 * nothing. Headers and rate limits: guard.ts (mounted in app.ts).
 */

const tags = ["Brand review"];
const gone = { 404: errorResponse("No such link (unknown, expired or revoked), or not this link's file") };
const limited = { 429: errorResponse("Too many requests on this link or from this client") };

const readRoute = createRoute({
  method: "get",
  path: "/review/{token}",
  operationId: "readBrandReview",
  summary: "What a review link shows its brand: the deal, the deliverable, its versions, the verdicts so far",
  tags,
  request: { params: brandTokenParamsSchema },
  responses: { 200: jsonContent(brandReviewSchema, "The review"), ...gone, ...limited },
});

const contentRoute = createRoute({
  method: "get",
  path: "/review/{token}/files/{fileId}/content",
  operationId: "readBrandReviewFile",
  summary: "A version's bytes through the link: inline for a video or an image (ranges for a video)",
  tags,
  request: { params: brandReviewFileParamsSchema },
  responses: {
    200: {
      description: "The file",
      content: { "application/octet-stream": { schema: z.string().openapi({ format: "binary" }) } },
    },
    206: { description: "A range of the file" },
    416: errorResponse("A range past the end"),
    ...gone,
    ...limited,
  },
});

const previewRoute = createRoute({
  method: "get",
  path: "/review/{token}/files/{fileId}/preview",
  operationId: "readBrandReviewPreview",
  summary: "A version's preview through the link: a video's poster frame, an image's thumbnail (WebP)",
  tags,
  request: { params: brandReviewFileParamsSchema },
  responses: {
    200: {
      description: "The preview",
      content: { "image/webp": { schema: z.string().openapi({ format: "binary" }) } },
    },
    304: { description: "Not Modified (no body)" },
    ...gone,
    ...limited,
  },
});

const commentsRoute = createRoute({
  method: "get",
  path: "/review/{token}/files/{fileId}/comments",
  operationId: "listBrandReviewComments",
  summary: "A version's comments shared with the brand, oldest first, numbered among themselves",
  tags,
  request: { params: brandReviewFileParamsSchema },
  responses: {
    200: jsonContent(z.object({ items: z.array(fileCommentSchema) }), "The shared comments"),
    ...gone,
    ...limited,
  },
});

const commentRoute = createRoute({
  method: "post",
  path: "/review/{token}/files/{fileId}/comments",
  operationId: "createBrandReviewComment",
  summary: "The brand's comment on a version, pinned to a moment or a spot or neither, with who they are",
  tags,
  request: { params: brandReviewFileParamsSchema, body: jsonBody(brandCommentInputSchema) },
  responses: {
    201: jsonContent(fileCommentSchema, "The comment"),
    400: errorResponse("A field is missing or malformed, or a pin this file cannot have"),
    ...gone,
    ...limited,
  },
});

const verdictRoute = createRoute({
  method: "post",
  path: "/review/{token}/verdict",
  operationId: "giveBrandVerdict",
  summary: "The brand approves a version, or asks for changes with a note",
  tags,
  request: { params: brandTokenParamsSchema, body: jsonBody(brandVerdictInputSchema) },
  responses: {
    201: jsonContent(brandVerdictSchema, "The verdict, kept"),
    400: errorResponse("A field is missing or malformed (a request for changes needs a note)"),
    ...gone,
    409: errorResponse("The deliverable is already published"),
    ...limited,
  },
});

export const brandReviewRoutes = createRouter()
  .openapi(readRoute, async (c) => {
    const { token } = c.req.valid("param");
    const link = await liveBrandLink(c.var.deps.db, token, "review");
    return c.json(await readBrandReview(c.var.deps.db, link, token), 200);
  })
  .openapi(contentRoute, async (c) => {
    const { token, fileId } = c.req.valid("param");
    const link = await liveBrandLink(c.var.deps.db, token, "review");
    const file = await fileOfLink(c.var.deps.db, link, fileId);
    return serveFileContent(c, file, true) as never;
  })
  .openapi(previewRoute, async (c) => {
    const { token, fileId } = c.req.valid("param");
    const link = await liveBrandLink(c.var.deps.db, token, "review");
    return servePreview(c, await fileOfLink(c.var.deps.db, link, fileId)) as never;
  })
  .openapi(commentsRoute, async (c) => {
    const { token, fileId } = c.req.valid("param");
    const link = await liveBrandLink(c.var.deps.db, token, "review");
    return c.json(await listBrandComments(c.var.deps.db, link, fileId), 200);
  })
  .openapi(commentRoute, async (c) => {
    const { token, fileId } = c.req.valid("param");
    const link = await liveBrandLink(c.var.deps.db, token, "review");
    return c.json(await addBrandComment(c.var.deps.db, link, fileId, c.req.valid("json")), 201);
  })
  .openapi(verdictRoute, async (c) => {
    const { token } = c.req.valid("param");
    const link = await liveBrandLink(c.var.deps.db, token, "review");
    return c.json(await giveBrandVerdict(c.var.deps, link, c.req.valid("json")), 201);
  });
