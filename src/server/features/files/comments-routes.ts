import { createRoute } from "@hono/zod-openapi";
import {
  createFileCommentSchema,
  fileCommentParamsSchema,
  fileCommentSchema,
  fileCommentsPageSchema,
  listFileCommentsQuerySchema,
} from "~/domain/file-comments";
import { fileParamsSchema } from "~/domain/files";
import { requireUser, signedIn } from "../../auth/guards";
import {
  cachedContent,
  errorResponse,
  jsonBody,
  jsonContent,
  security,
  signedInErrors,
} from "../../lib/openapi";
import { freshJson } from "../../lib/page-cache";
import { createRouter } from "../../lib/router";
import { createFileComment, listFileComments, setCommentResolved, setCommentShared } from "./comments";
import { findVisibleFile } from "./read";

/* Review comments on a project's files (issue 22): its creator, the kind's staff and managers. */

const tags = ["Files"];
const fileNotFound = { 404: errorResponse("No such file, or one of another creator's project") };

const listRoute = createRoute({
  method: "get",
  path: "/files/{fileId}/comments",
  operationId: "listFileComments",
  summary: "A page of a file's review comments, oldest first, numbered in that order",
  tags,
  security: security.session,
  middleware: [signedIn] as const,
  request: { params: fileParamsSchema, query: listFileCommentsQuerySchema },
  responses: {
    ...cachedContent(fileCommentsPageSchema, "A page of comments"),
    400: errorResponse("Malformed id or query"),
    ...signedInErrors,
    ...fileNotFound,
  },
});

const createCommentRoute = createRoute({
  method: "post",
  path: "/files/{fileId}/comments",
  operationId: "createFileComment",
  summary:
    "Comment on a file, pinned to a moment of a video (atMs) or a spot of an image (x, y) or to neither",
  tags,
  security: security.session,
  middleware: [signedIn] as const,
  request: { params: fileParamsSchema, body: jsonBody(createFileCommentSchema) },
  responses: {
    201: jsonContent(fileCommentSchema, "The comment"),
    400: errorResponse(
      "Blank or too long, or a pin this file cannot have (a moment of an image, past the end)",
    ),
    ...signedInErrors,
    ...fileNotFound,
  },
});

function shareRoute(action: "share" | "unshare") {
  return createRoute({
    method: "post",
    path: `/file-comments/{commentId}/${action}`,
    operationId: action === "share" ? "shareFileComment" : "unshareFileComment",
    summary:
      action === "share"
        ? "Share a comment with the brand (issue 36: it shows on the brand's review link)"
        : "Make a comment internal again (a brand's own comment stays shared: 409)",
    tags,
    security: security.session,
    middleware: [signedIn] as const,
    request: { params: fileCommentParamsSchema },
    responses: {
      200: jsonContent(fileCommentSchema, "The comment"),
      400: errorResponse("Malformed id"),
      ...signedInErrors,
      404: errorResponse("No such comment, or one of another creator's project"),
      ...(action === "unshare" ? { 409: errorResponse("A brand's own comment stays shared") } : {}),
    },
  });
}

function resolveRoute(action: "resolve" | "reopen") {
  return createRoute({
    method: "post",
    path: `/file-comments/{commentId}/${action}`,
    operationId: action === "resolve" ? "resolveFileComment" : "reopenFileComment",
    summary: action === "resolve" ? "Mark a comment as resolved" : "Open a resolved comment again",
    tags,
    security: security.session,
    middleware: [signedIn] as const,
    request: { params: fileCommentParamsSchema },
    responses: {
      200: jsonContent(fileCommentSchema, "The comment"),
      400: errorResponse("Malformed id"),
      ...signedInErrors,
      404: errorResponse("No such comment, or one of another creator's project"),
    },
  });
}

export const fileCommentRoutes = createRouter()
  .openapi(listRoute, async (c) => {
    const { fileId } = c.req.valid("param");
    const query = c.req.valid("query");
    await findVisibleFile(c.var.deps.db, fileId, requireUser(c));
    return freshJson(c, () => listFileComments(c.var.deps.db, fileId, query));
  })
  .openapi(createCommentRoute, async (c) => {
    const { fileId } = c.req.valid("param");
    return c.json(await createFileComment(c.var.deps, fileId, requireUser(c), c.req.valid("json")), 201);
  })
  .openapi(resolveRoute("resolve"), async (c) =>
    c.json(await setCommentResolved(c.var.deps, c.req.valid("param").commentId, requireUser(c), true), 200),
  )
  .openapi(shareRoute("share"), async (c) =>
    c.json(await setCommentShared(c.var.deps, c.req.valid("param").commentId, requireUser(c), true), 200),
  )
  .openapi(shareRoute("unshare"), async (c) =>
    c.json(await setCommentShared(c.var.deps, c.req.valid("param").commentId, requireUser(c), false), 200),
  )
  .openapi(resolveRoute("reopen"), async (c) =>
    c.json(await setCommentResolved(c.var.deps, c.req.valid("param").commentId, requireUser(c), false), 200),
  );
