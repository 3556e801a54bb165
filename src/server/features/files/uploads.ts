import { randomBytes } from "node:crypto";
import type { Upload } from "@tus/server";
import { Server } from "@tus/server";
import { and, eq, inArray, sql } from "drizzle-orm";
import type { Context } from "hono";
import {
  type FileRole,
  fileMessages,
  fileNoteSchema,
  UPLOAD_FILE_ID_HEADER,
  UPLOADS_PATH,
} from "~/domain/files";
import { can, seesAllProjects } from "~/domain/policy";
import type { ProjectKind } from "~/domain/projects";
import { requireUser } from "../../auth/guards";
import type { SessionUser } from "../../auth/session";
import type { AppDeps, AppEnv } from "../../context";
import type { Db } from "../../db/client";
import { fileUploads, projectFiles, projects } from "../../db/schema";
import { AppError } from "../../lib/app-error";
import { errorResponse } from "../../lib/error-response";
import { cleanFileName } from "../../lib/file-names";
import { blobsOf } from "../../storage/blobs";
import { bytesAwaitingRemoval, removeDeletedBytes } from "../../storage/deletions";
import { handOver, purposeOf } from "./purposes";
import { registerUpload, uploadAccess } from "./register";
import { uploadLockerOf } from "./upload-lock";

/*
 * The tus endpoint (issue 22, ADR 062): `POST /api/uploads` creates an upload of a project's file, `HEAD`,
 * `PATCH` and `DELETE /api/uploads/{id}` resume, continue and cancel it. @tus/server speaks the protocol and
 * writes the bytes into the blob store; this module decides who may upload what (before any byte is stored),
 * keeps the `file_uploads` row that quota, concurrency and the cleanup count, and registers the finished
 * upload as a file. Every refusal is the API's JSON error.
 */

interface Call {
  deps: AppDeps;
  caller: SessionUser;
  /** the error behind a refusal, answered as the API's error */
  error?: unknown;
  /** the upload whose row the creation inserted */
  created?: string;
  /** set when its bytes are all there: a failure from then on keeps the row (the last step is retried) */
  finishing?: boolean;
}
/** The request tus is handling → who sent it (tus hands its hooks the very request it was given). */
const calls = new WeakMap<Request, Call>();
const callOf = (req: Request) => {
  const call = calls.get(req);
  if (!call) throw new Error("tus request without its caller");
  return call;
};

/** Tus's own refusals (a status and a line of text) as the API's error codes. */
const TUS_CODES: Record<number, string> = {
  400: "bad_request",
  403: "forbidden",
  404: "not_found",
  409: "upload_offset_mismatch",
  410: "upload_gone",
  412: "tus_version_required",
  413: "file_too_large",
  415: "unsupported_media_type",
  460: "checksum_mismatch",
};

/**
 * The tus extensions this endpoint speaks (OPTIONS lists them): creation (with the first bytes too) and
 * termination. Not creation-defer-length (an upload declares its length: the limits and the quota are checked
 * at its creation), concatenation or checksum (the stores have neither), whatever the data store advertises.
 */
const TUS_EXTENSIONS = ["creation", "creation-with-upload", "termination"] as const;
/** The request headers of the extensions it does not speak: refused with a 400, never ignored or a 500. */
const UNSUPPORTED_TUS_HEADERS: Record<string, string> = {
  "Upload-Concat": "concatenation",
  "Upload-Defer-Length": "creation-defer-length",
  "Upload-Checksum": "checksum",
};

function unsupportedExtension(extension: string, header: string) {
  return new AppError(
    400,
    "tus_extension_unsupported",
    fileMessages.unsupportedTusExtension(extension, header, TUS_EXTENSIONS),
  );
}

/** `OPTIONS /api/uploads`: the protocol's version, the extensions spoken and the largest upload (tus 1.0.0). */
export function tusOptions(c: Context<AppEnv>): Response {
  requireUser(c);
  return new Response(null, {
    status: 204,
    headers: {
      "Tus-Version": "1.0.0",
      "Tus-Extension": TUS_EXTENSIONS.join(","),
      "Tus-Max-Size": String(c.var.deps.env.FILES_MAX_BYTES),
    },
  });
}

type Metadata = Upload["metadata"];
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** What a project file's `Upload-Metadata` says, checked (400 when it names no project, role or file). */
function metadataOf(metadata: Metadata) {
  const projectId = metadata?.projectId ?? "";
  const role = metadata?.role ?? "";
  const filename = metadata?.filename ?? "";
  if (!UUID.test(projectId) || (role !== "input" && role !== "version") || !filename.trim())
    throw AppError.badRequest(fileMessages.badMetadata);
  const note = fileNoteSchema.safeParse(metadata?.note ?? "");
  if (!note.success) throw AppError.badRequest(note.error.issues[0]?.message ?? fileMessages.badMetadata);
  return { projectId, role: role as FileRole, name: cleanFileName(filename, "file"), note: note.data };
}

/**
 * Whether `caller` may post `role` files to project `projectId`: inputs by whoever sees the project (its
 * creator, the kind's staff, managers), versions by the staff member it is assigned to. 404 for a project the
 * caller does not see (or a campaign: campaigns have no files), 403 for one they see but may not post to.
 */
async function checkPoster(db: Db, projectId: string, role: FileRole, caller: SessionUser) {
  const [project] = await db
    .select({ kind: projects.kind, creatorId: projects.creatorId, assigneeId: projects.assigneeId })
    .from(projects)
    .where(and(eq(projects.id, projectId), inArray(projects.kind, ["editing", "design"])));
  if (!project || (project.creatorId !== caller.id && !seesAllProjects(caller.role, project.kind)))
    throw AppError.notFound(fileMessages.noProject);
  if (!can.uploadFile(caller.role, role, project, caller.id))
    throw AppError.forbidden(fileMessages.mayNotUploadVersion);
  return project as typeof project & { kind: ProjectKind };
}

/**
 * An upload's right, checked again before each PATCH stores its bytes: the project may have been deleted or
 * given to another creator, or the staff member unassigned from it, since the upload was created (404, 403).
 */
async function checkStillPoster(db: Db, uploadId: string, caller: SessionUser) {
  const [upload] = await db
    .select({
      purpose: fileUploads.purpose,
      details: fileUploads.details,
      projectId: fileUploads.projectId,
      role: fileUploads.role,
    })
    .from(fileUploads)
    .where(eq(fileUploads.id, uploadId));
  if (!upload) throw AppError.notFound(fileMessages.noUpload);
  if (upload.projectId && upload.role) await checkPoster(db, upload.projectId, upload.role, caller);
  else await purposeOf(upload.purpose).recheck?.(db, caller, upload.details);
}

/**
 * The caller's uploads under way and the bytes counted against their quota (their files, their project
 * uploads under way, their deleted bytes not yet removed), under a per-user lock taken in `tx`: two uploads
 * started at once cannot both take the last slot or the last of the quota. An upload of any purpose takes a
 * slot (429 when none is free); only a project's file counts against the quota.
 */
async function takeSlot(tx: Db, env: AppDeps["env"], caller: SessionUser) {
  await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`file_uploads:${caller.id}`}))`);
  const [usage] = await tx
    .select({
      running:
        sql<number>`(select count(*) from ${fileUploads} where ${fileUploads.userId} = ${caller.id})`.mapWith(
          Number,
        ),
      used: sql<number>`(select coalesce(sum(${fileUploads.size}), 0) from ${fileUploads}
          where ${fileUploads.userId} = ${caller.id} and ${fileUploads.purpose} = 'file')
        + (select coalesce(sum(${projectFiles.size}), 0) from ${projectFiles} where ${projectFiles.uploaderId} = ${caller.id})
        + ${bytesAwaitingRemoval(caller.id)}`.mapWith(Number),
    })
    .from(sql`(select 1) one`);
  const { running = 0, used = 0 } = usage ?? {};
  if (running >= env.FILES_MAX_CONCURRENT_UPLOADS)
    throw new AppError(
      429,
      "too_many_uploads",
      fileMessages.tooManyUploads(env.FILES_MAX_CONCURRENT_UPLOADS),
    );
  return used;
}

/**
 * Before tus stores anything: what the upload is for and the caller's right to it (a project's file: the
 * project, its size and the quota; another purpose: its use case's own checks, ADR 075), a free upload slot;
 * then the upload's row.
 */
async function createUpload(call: Call, upload: Upload) {
  const { deps, caller } = call;
  const { env } = deps;
  if (upload.size === undefined) throw AppError.badRequest("The upload must declare its length.");
  const size = upload.size;
  const purposeName = upload.metadata?.purpose ?? "file";
  if (purposeName !== "file") {
    const details = await purposeOf(purposeName).accept(deps.db, caller, {
      metadata: upload.metadata ?? {},
      size,
    });
    const name = cleanFileName(upload.metadata?.filename ?? "", purposeName);
    await deps.db.transaction(async (tx) => {
      await takeSlot(tx, env, caller);
      await tx
        .insert(fileUploads)
        .values({ id: upload.id, userId: caller.id, purpose: purposeName, details, name, size });
    });
    call.created = upload.id;
    return;
  }
  const meta = metadataOf(upload.metadata);
  await checkPoster(deps.db, meta.projectId, meta.role, caller);
  if (size > env.FILES_MAX_BYTES)
    throw new AppError(413, "file_too_large", fileMessages.tooLarge(env.FILES_MAX_BYTES));
  await deps.db.transaction(async (tx) => {
    const used = await takeSlot(tx, env, caller);
    if (used + size > env.FILES_QUOTA_BYTES)
      throw new AppError(413, "over_quota", fileMessages.overQuota(env.FILES_QUOTA_BYTES, used));
    await tx.insert(fileUploads).values({
      id: upload.id,
      userId: caller.id,
      projectId: meta.projectId,
      role: meta.role,
      note: meta.note,
      name: meta.name,
      size,
    });
  });
  call.created = upload.id;
}

/**
 * The last step of a finished upload: a project's file is registered (its id returned), another purpose's
 * bytes go to their use case (null). Each is idempotent: a second call finds the file, or nothing to do.
 */
async function finishUpload(deps: AppDeps, caller: SessionUser, uploadId: string): Promise<string | null> {
  const [row] = await deps.db
    .select({
      id: fileUploads.id,
      purpose: fileUploads.purpose,
      details: fileUploads.details,
      name: fileUploads.name,
    })
    .from(fileUploads)
    .where(eq(fileUploads.id, uploadId));
  if (!row || row.purpose === "file") return registerUpload(deps, uploadId);
  await handOver(deps, caller, row);
  return null;
}

function createTusServer(deps: AppDeps) {
  return new Server({
    path: UPLOADS_PATH,
    datastore: blobsOf(deps).tus,
    locker: uploadLockerOf(deps),
    relativeLocation: true,
    maxSize: deps.env.FILES_MAX_BYTES,
    namingFunction: () => randomBytes(16).toString("hex"),
    exposedHeaders: [UPLOAD_FILE_ID_HEADER],
    // same origin only: the CSRF guard has already refused other sites' writes
    allowedOrigins: [],
    async onUploadCreate(req, upload) {
      await createUpload(callOf(req), upload);
      return {};
    },
    async onUploadFinish(req, upload) {
      const call = callOf(req);
      call.finishing = true;
      const fileId = await finishUpload(call.deps, call.caller, upload.id);
      return fileId ? { headers: { [UPLOAD_FILE_ID_HEADER]: fileId } } : {};
    },
    onResponseError(req, error) {
      const call = calls.get(req);
      // an error of ours (or of the database) is answered as the API answers it; tus's own as tus says
      if (call && !("status_code" in error)) call.error = error;
      return undefined;
    },
  });
}

const servers = new WeakMap<AppDeps, Server>();
function tusServerOf(deps: AppDeps) {
  let server = servers.get(deps);
  if (!server) {
    server = createTusServer(deps);
    servers.set(deps, server);
  }
  return server;
}

/** Tus's answer, with a refusal rewritten as the API's JSON error (tus's protocol headers kept). */
async function asApiAnswer(c: Context<AppEnv>, res: Response, call: Call): Promise<Response> {
  if (res.status < 400) return res;
  let answer: Response;
  if (call.error) answer = errorResponse(call.error, c);
  else if (res.status === 501) {
    // an extension tus does not speak with this store (the headers refused first should leave none)
    const text = (await res.text()).trim();
    answer = errorResponse(new AppError(400, "tus_extension_unsupported", text), c);
  } else {
    const text = (await res.text()).trim() || "The upload request was refused.";
    const status = res.status >= 500 ? 500 : res.status;
    if (status === 500)
      c.var.deps.logger.error({ status: res.status, text }, "tus refused an upload request");
    const error =
      res.status === 413
        ? new AppError(413, "file_too_large", fileMessages.tooLarge(c.var.deps.env.FILES_MAX_BYTES))
        : new AppError(
            status as 400,
            TUS_CODES[status] ?? "internal_error",
            status === 500 ? "The upload could not be stored. Please try again." : text,
          );
    answer = errorResponse(error, c);
  }
  for (const name of ["Tus-Resumable", "Connection", "Upload-Offset"]) {
    const value = res.headers.get(name);
    if (value) answer.headers.set(name, value);
  }
  return answer;
}

/**
 * Every tus request: the caller (401 signed out), no header of an extension it does not speak (400), and for
 * an existing upload its owner (anyone else: 404); a PATCH, the caller's right to the project still (403/404).
 * A PATCH that stored bytes marks the upload as active (the cleanup removes uploads idle for 24 hours; a
 * refused one changes nothing). A HEAD of a finished
 * upload that was not registered (the last step failed) registers it, and a HEAD of a registered one says
 * which file it became (`Upload-File-Id`), so a client can always finish the last step.
 */
export async function handleTus(c: Context<AppEnv>): Promise<Response> {
  const caller = requireUser(c);
  const { deps } = c.var;
  const method = c.req.method;
  const uploadId = c.req.param("id");
  for (const [header, extension] of Object.entries(UNSUPPORTED_TUS_HEADERS))
    if (c.req.raw.headers.has(header)) throw unsupportedExtension(extension, header);
  let access: Awaited<ReturnType<typeof uploadAccess>> = null;
  if (uploadId !== undefined) {
    access = await uploadAccess(deps.db, uploadId, caller.id);
    if (!access) throw AppError.notFound(fileMessages.noUpload);
    if (access.state === "registered" && method === "DELETE")
      throw AppError.conflict("upload_registered", fileMessages.alreadyRegistered);
    if (access.state === "running" && method === "PATCH") await checkStillPoster(deps.db, uploadId, caller);
  }
  const call: Call = { deps, caller };
  calls.set(c.req.raw, call);
  const res = await asApiAnswer(c, await tusServerOf(deps).handleWeb(c.req.raw), call);
  if (uploadId === undefined) {
    // a refused creation leaves no row behind (the hook may have inserted it before tus failed to store)
    if (method === "POST" && res.status >= 400 && call.created && !call.finishing)
      await deps.db.delete(fileUploads).where(eq(fileUploads.id, call.created));
    return res;
  }
  if (method === "DELETE" && (res.status === 204 || res.status === 404 || res.status === 410)) {
    // the row's deletion queues the bytes (ADR 069), removed now
    await deps.db
      .delete(fileUploads)
      .where(and(eq(fileUploads.id, uploadId), eq(fileUploads.userId, caller.id)));
    await removeDeletedBytes(deps);
    const done = new Response(null, { status: 204 });
    done.headers.set("Tus-Resumable", res.headers.get("Tus-Resumable") ?? "1.0.0");
    return done;
  }
  if (method === "HEAD" && res.status === 200) {
    const offset = res.headers.get("Upload-Offset");
    let fileId = access?.state === "registered" ? access.fileId : null;
    if (!fileId && offset !== null && offset === res.headers.get("Upload-Length"))
      fileId = await finishUpload(deps, caller, uploadId);
    if (fileId) res.headers.set(UPLOAD_FILE_ID_HEADER, fileId);
  }
  if (method === "PATCH" && res.status < 300 && !res.headers.has(UPLOAD_FILE_ID_HEADER))
    await deps.db.update(fileUploads).set({ updatedAt: sql`now()` }).where(eq(fileUploads.id, uploadId));
  return res;
}
