import { createRoute, z } from "@hono/zod-openapi";
import {
  contentQuerySchema,
  fileParamsSchema,
  listFilesQuerySchema,
  projectFileSchema,
  projectFilesPageSchema,
  UPLOAD_FILE_ID_HEADER,
  uploadParamsSchema,
} from "~/domain/files";
import { KIND_PATH, type ProjectKind, projectParamsSchema } from "~/domain/projects";
import { requireUser, signedIn } from "../../auth/guards";
import { cachedContent, errorResponse, jsonContent, security, signedInErrors } from "../../lib/openapi";
import { freshJson } from "../../lib/page-cache";
import { createRouter } from "../../lib/router";
import { findVisibleProject } from "../production";
import { serveFileContent } from "./content";
import { findVisibleFile, listProjectFiles, readProjectFile } from "./read";
import { handleTus, tusOptions } from "./uploads";
import { deleteProjectFile } from "./write";

const tags = ["Files"];
const fileNotFound = { 404: errorResponse("No such file, or on a project the caller does not see") };
const header = (description: string) => ({ description, schema: { type: "string" as const } });
const tusHeaders = {
  "Tus-Resumable": header("1.0.0"),
};

/* The tus endpoint: documented here, spoken by @tus/server (features/files/uploads.ts). */

const tusRequestHeaders = z.object({
  "tus-resumable": z.string().optional().meta({ description: "1.0.0 (required by tus: 412 without it)" }),
});
const uploadNotFound = { 404: errorResponse("No such upload, or another user's") };

const createUploadRoute = createRoute({
  method: "post",
  path: "/uploads",
  operationId: "createUpload",
  summary:
    "Start a resumable upload: a project's file, the caller's avatar or a deal's document (tus 1.0.0 creation)",
  description: `The tus protocol's creation (creation-with-upload too): \`Upload-Length\` (bytes) and \`Upload-Metadata\` with \`purpose\` (\`file\` when absent, \`avatar\` or \`deal-document\`), \`filename\`, and \`filetype\` (ignored: the type is told by the bytes). Refused before any byte is stored, with FILES_MAX_CONCURRENT_UPLOADS uploads under way (429), and by purpose:

- \`file\`: \`projectId\`, \`role\` (\`input\` or \`version\`), optional \`note\`. Inputs: the project's creator, the kind's staff, managers; versions: the staff member assigned to the project. Over FILES_MAX_BYTES or the quota: 413. The last PATCH registers the file.
- \`avatar\`: the caller's own picture, at most 10 MB (413; empty: 400). The last PATCH sets it: a PNG, JPEG, GIF, WebP or AVIF image by its bytes, or 415.
- \`deal-document\`: \`dealId\`, \`kind\` (\`contract\`, \`brief\`, \`invoice\` or \`other\`), optional \`creatorVisible\` (\`true\` or \`false\`, default \`true\`). Managers only (the deal's creator 403, anyone else 404), at most 20 MB (413). The last PATCH stores the document: a PDF or a PNG, JPEG, WebP or GIF image by its bytes, or 415.

The bytes then go with \`PATCH /api/uploads/{id}\`.`,
  tags,
  security: security.session,
  middleware: [signedIn] as const,
  request: {
    headers: tusRequestHeaders.extend({
      "upload-length": z.string().optional().meta({ description: "The file's size in bytes" }),
      "upload-metadata": z
        .string()
        .optional()
        .meta({ description: "tus metadata: `key base64(value)` pairs, comma separated" }),
    }),
  },
  responses: {
    201: {
      description: "Created: `Location` is the upload's address",
      headers: { ...tusHeaders, Location: header("/api/uploads/{id}") },
    },
    400: errorResponse(
      "No Upload-Length, an unknown purpose, metadata without what its purpose needs, an empty avatar or document, or a header of a tus extension not spoken",
    ),
    ...signedInErrors,
    403: errorResponse("Not allowed to post this role of file to the project, or a document to the deal"),
    404: errorResponse("No such project or deal, or one the caller does not see"),
    412: errorResponse("No Tus-Resumable header"),
    413: errorResponse(
      "Larger than FILES_MAX_BYTES (an avatar: 10 MB, a document: 20 MB), or over the caller's storage quota",
    ),
    429: errorResponse("Too many uploads under way"),
  },
});

const uploadOptionsRoute = createRoute({
  method: "options",
  path: "/uploads",
  operationId: "getUploadCapabilities",
  summary: "What the upload endpoint supports (tus 1.0.0 OPTIONS)",
  description:
    "The tus protocol's discovery. A request with a header of another extension (`Upload-Concat`, `Upload-Defer-Length`, `Upload-Checksum`) is refused with 400 `tus_extension_unsupported`.",
  tags,
  security: security.session,
  middleware: [signedIn] as const,
  responses: {
    204: {
      description: "The protocol's version, the extensions spoken and the largest upload",
      headers: {
        "Tus-Version": header("1.0.0"),
        "Tus-Extension": header("creation,creation-with-upload,termination"),
        "Tus-Max-Size": header("FILES_MAX_BYTES: the largest upload in bytes"),
      },
    },
    ...signedInErrors,
  },
});

type Answer = { description: string; headers: Record<string, ReturnType<typeof header>> };
type UploadMethod = "head" | "patch" | "delete";
const uploadRoute = (method: UploadMethod) => {
  const described: Record<
    UploadMethod,
    { operationId: string; summary: string; description: string; ok: Record<number, Answer> }
  > = {
    head: {
      operationId: "getUploadOffset",
      summary: "How much of an upload the server has (tus 1.0.0 HEAD)",
      description: `\`Upload-Offset\` and \`Upload-Length\`. A finished upload carries \`${UPLOAD_FILE_ID_HEADER}\`, the file it became (registered now if the last step failed).`,
      ok: {
        200: {
          description: "The upload's offset",
          headers: { ...tusHeaders, "Upload-Offset": header("bytes stored") },
        },
      },
    },
    patch: {
      operationId: "continueUpload",
      summary: "Send the next bytes of an upload (tus 1.0.0 PATCH)",
      description: `Body: \`application/offset+octet-stream\` from \`Upload-Offset\`. Each PATCH checks the right of the upload's creation again before it stores a byte: a project deleted or given to another creator is 404, a version's uploader unassigned from it 403. The last PATCH finishes the upload: a project's file is registered (its type told by its bytes; a version takes the project's next number) and answers \`${UPLOAD_FILE_ID_HEADER}\`; an avatar or a deal's document goes to its use case, which refuses a type it does not take (415) and leaves nothing of the upload behind.`,
      ok: {
        204: {
          description: "Stored",
          headers: {
            ...tusHeaders,
            "Upload-Offset": header("bytes stored"),
            [UPLOAD_FILE_ID_HEADER]: header("on the last PATCH: the registered file's id"),
          },
        },
      },
    },
    delete: {
      operationId: "cancelUpload",
      summary: "Cancel an upload under way and remove its bytes (tus 1.0.0 termination)",
      description: "Only the user who started it.",
      ok: { 204: { description: "Removed", headers: tusHeaders } },
    },
  };
  const what = described[method];
  return createRoute({
    method,
    path: "/uploads/{id}",
    operationId: what.operationId,
    summary: what.summary,
    description: what.description,
    tags,
    security: security.session,
    middleware: [signedIn] as const,
    request: {
      params: uploadParamsSchema,
      headers:
        method === "patch"
          ? tusRequestHeaders.extend({
              "upload-offset": z.string().optional().meta({ description: "Where these bytes start" }),
            })
          : tusRequestHeaders,
      ...(method === "patch"
        ? {
            body: {
              content: {
                "application/offset+octet-stream": { schema: z.string().meta({ format: "binary" }) },
              },
            },
          }
        : {}),
    },
    responses: {
      ...what.ok,
      400: errorResponse("Malformed tus headers, or a header of a tus extension not spoken"),
      ...signedInErrors,
      ...uploadNotFound,
      ...(method === "patch"
        ? {
            403: errorResponse("No longer allowed to post this role of file to the project (unassigned)"),
            409: errorResponse("Upload-Offset is not the upload's offset"),
            413: errorResponse("More bytes than the upload's length"),
            415: errorResponse(
              "Not application/offset+octet-stream, or (the last PATCH) an avatar or document of a type its use case does not take",
            ),
          }
        : {}),
      ...(method === "delete" ? { 409: errorResponse("Already a file: delete the file instead") } : {}),
      412: errorResponse("No Tus-Resumable header"),
    },
  });
};

const tus = (c: Parameters<typeof handleTus>[0]) => handleTus(c) as never;

/* Files */

function listRoute(kind: "editing" | "design") {
  const op = kind === "editing" ? "EditingProject" : "DesignProject";
  return createRoute({
    method: "get",
    path: `/${KIND_PATH[kind]}/{id}/files`,
    operationId: `list${op}Files`,
    summary: `A page of the ${kind} project's files (inputs and versions, or one role), newest first`,
    tags,
    security: security.session,
    middleware: [signedIn] as const,
    request: { params: projectParamsSchema, query: listFilesQuerySchema },
    responses: {
      ...cachedContent(projectFilesPageSchema, "A page of files"),
      400: errorResponse("Malformed id or query"),
      ...signedInErrors,
      404: errorResponse("No such project, or another creator's"),
    },
  });
}

const listRouter = (kind: "editing" | "design") =>
  createRouter().openapi(listRoute(kind), async (c) => {
    const { id } = c.req.valid("param");
    const query = c.req.valid("query");
    await findVisibleProject(c.var.deps.db, kind as ProjectKind, id, requireUser(c));
    return freshJson(c, () => listProjectFiles(c.var.deps.db, id, query));
  });

const readRoute = createRoute({
  method: "get",
  path: "/files/{fileId}",
  operationId: "getFile",
  summary: "One file of a project (its creator, the kind's staff, managers)",
  tags,
  security: security.session,
  middleware: [signedIn] as const,
  request: { params: fileParamsSchema },
  responses: {
    200: jsonContent(projectFileSchema, "The file"),
    400: errorResponse("Malformed id"),
    ...signedInErrors,
    ...fileNotFound,
  },
});

const contentRoute = createRoute({
  method: "get",
  path: "/files/{fileId}/content",
  operationId: "getFileContent",
  summary: "A file's bytes, streamed, with range requests (video seeks)",
  description:
    "`Range: bytes=a-b` answers 206 with `Content-Range`, 416 when none of it exists. An attachment unless `inline=1` for a type shown safely (PNG, JPEG, WebP, GIF, AVIF, MP4, WebM, QuickTime, audio); never HTML or SVG inline; `X-Content-Type-Options: nosniff`.",
  tags,
  security: security.session,
  middleware: [signedIn] as const,
  request: { params: fileParamsSchema, query: contentQuerySchema },
  responses: {
    200: {
      description: "The whole file",
      content: { "application/octet-stream": { schema: z.string().meta({ format: "binary" }) } },
      headers: {
        "Content-Disposition": header("attachment (or inline) with the file's name"),
        "Accept-Ranges": header("bytes"),
      },
    },
    206: {
      description: "The asked range",
      content: { "application/octet-stream": { schema: z.string().meta({ format: "binary" }) } },
      headers: { "Content-Range": header("bytes a-b/size") },
    },
    400: errorResponse("Malformed id or query"),
    ...signedInErrors,
    ...fileNotFound,
    416: errorResponse("The range starts past the end of the file"),
  },
});

const deleteRoute = createRoute({
  method: "delete",
  path: "/files/{fileId}",
  operationId: "deleteFile",
  summary: "Delete a file (its uploader or a manager; not the approved version)",
  tags,
  security: security.session,
  middleware: [signedIn] as const,
  request: { params: fileParamsSchema },
  responses: {
    204: { description: "Deleted, with its comments and preview" },
    400: errorResponse("Malformed id"),
    ...signedInErrors,
    403: errorResponse("Neither its uploader nor a manager"),
    ...fileNotFound,
    409: errorResponse("The project's approved version"),
  },
});

export const fileRoutes = createRouter();
// Hono answers a HEAD with the GET route of its path, and an upload has none: its HEAD is taken here (a
// middleware: HEAD is a method of its own for tus)
fileRoutes.use("/uploads/:id", async (c, next) => (c.req.raw.method === "HEAD" ? handleTus(c) : next()));
fileRoutes
  .openapi(createUploadRoute, tus)
  .openapi(uploadOptionsRoute, (c) => tusOptions(c) as never)
  .openapi(uploadRoute("head"), tus)
  .openapi(uploadRoute("patch"), tus)
  .openapi(uploadRoute("delete"), tus)
  .route("/", listRouter("editing"))
  .route("/", listRouter("design"))
  .openapi(readRoute, async (c) =>
    c.json(await readProjectFile(c.var.deps.db, c.req.valid("param").fileId, requireUser(c)), 200),
  )
  .openapi(contentRoute, async (c) => {
    const file = await findVisibleFile(c.var.deps.db, c.req.valid("param").fileId, requireUser(c));
    return serveFileContent(c, file, c.req.valid("query").inline === "1") as never;
  })
  .openapi(deleteRoute, async (c) => {
    await deleteProjectFile(c.var.deps, c.req.valid("param").fileId, requireUser(c));
    return c.body(null, 204);
  });
