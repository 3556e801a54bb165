import { createRoute, z } from "@hono/zod-openapi";
import { dealDocumentPageSchema, dealParamsSchema, documentParamsSchema } from "~/domain/deals";
import { pageQuerySchema } from "~/domain/paging";
import { requireUser, signedIn } from "../../auth/guards";
import { contentDisposition } from "../../lib/file-names";
import { errorResponse, jsonContent, security, signedInErrors } from "../../lib/openapi";
import { createRouter } from "../../lib/router";
import { blobsOf } from "../../storage/blobs";
import { deleteDocument, listDocuments, readDocumentFile } from "./documents";

const tags = ["Deals"];
const notFound = { 404: errorResponse("No such deal or document, or not the caller's to see") };

const listRoute = createRoute({
  method: "get",
  path: "/deals/{id}/documents",
  operationId: "listDealDocuments",
  summary: "A page of a deal's documents, newest first, with who uploaded them",
  description: "Managers see every one; the deal's creator those the agency lets them see; anyone else 404.",
  tags,
  security: security.session,
  middleware: [signedIn] as const,
  request: { params: dealParamsSchema, query: pageQuerySchema },
  responses: {
    200: jsonContent(dealDocumentPageSchema, "A page of documents"),
    400: errorResponse("Malformed id or query"),
    ...signedInErrors,
    ...notFound,
  },
});

const downloadRoute = createRoute({
  method: "get",
  path: "/deals/{id}/documents/{documentId}/download",
  operationId: "downloadDealDocument",
  summary: "Download a document (as an attachment, with the type told by its content)",
  description:
    "The same 404 for everyone who may not see it, the creator included for a document hidden from them.",
  tags,
  security: security.session,
  middleware: [signedIn] as const,
  request: { params: documentParamsSchema },
  responses: {
    200: {
      description: "The file",
      content: {
        "application/pdf": { schema: z.any() },
        "image/*": { schema: z.any() },
      },
    },
    400: errorResponse("Malformed id"),
    ...signedInErrors,
    ...notFound,
  },
});

const deleteRoute = createRoute({
  method: "delete",
  path: "/deals/{id}/documents/{documentId}",
  operationId: "deleteDealDocument",
  summary: "Delete a document and its file (managers)",
  tags,
  security: security.session,
  middleware: [signedIn] as const,
  request: { params: documentParamsSchema },
  responses: {
    204: { description: "Deleted" },
    400: errorResponse("Malformed id"),
    ...signedInErrors,
    403: errorResponse("Only managers delete documents"),
    ...notFound,
  },
});

export const documentRoutes = createRouter()
  .openapi(listRoute, async (c) =>
    c.json(
      await listDocuments(c.var.deps.db, requireUser(c), c.req.valid("param").id, c.req.valid("query")),
      200,
    ),
  )
  .openapi(downloadRoute, async (c) => {
    const { id, documentId } = c.req.valid("param");
    const { deps } = c.var;
    const { row, body } = await readDocumentFile(
      { db: deps.db, blobs: blobsOf(deps) },
      requireUser(c),
      id,
      documentId,
    );
    // streamed: written whole with its row, so the row's size is the stream's length
    return c.body(body, 200, {
      "Content-Type": row.contentType,
      "Content-Length": String(row.size),
      "Content-Disposition": contentDisposition(row.fileName),
      "X-Content-Type-Options": "nosniff",
      "Content-Security-Policy": "default-src 'none'; sandbox",
      "Cache-Control": "private, no-store",
    });
  })
  .openapi(deleteRoute, async (c) => {
    const { id, documentId } = c.req.valid("param");
    await deleteDocument(c.var.deps, requireUser(c), id, documentId);
    return c.body(null, 204);
  });
