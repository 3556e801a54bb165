import { and, eq, sql } from "drizzle-orm";
import { fileTypeFromBuffer } from "file-type";
import { fileMessages } from "~/domain/files";
import type { AppDeps } from "../../context";
import type { Db } from "../../db/client";
import { fileUploads, projectFiles, projects, user } from "../../db/schema";
import { AppError } from "../../lib/app-error";
import { isUniqueViolation } from "../../lib/sql-text";
import { blobsOf } from "../../storage/blobs";
import { announceFiles, startPreview } from "./previews";
import { resumeOnNewVersion } from "./review";

/** file-type reads at most this much of a file's start to tell its type. */
const SNIFF_BYTES = 4100;
/** Tries at a version number when two versions of a project are registered at once. */
const VERSION_TRIES = 5;

/** The type the first bytes of `key` tell (never its name's or the browser's), octet-stream when unknown. */
async function sniffType(deps: Pick<AppDeps, "env">, key: string): Promise<string> {
  const start = await blobsOf(deps).head(key, SNIFF_BYTES);
  if (!start?.byteLength) return "application/octet-stream";
  return (await fileTypeFromBuffer(start))?.mime ?? "application/octet-stream";
}

/** The file an upload became, if it was registered. */
async function registeredFile(db: Db, uploadId: string) {
  const [row] = await db
    .select({ id: projectFiles.id, uploaderId: projectFiles.uploaderId })
    .from(projectFiles)
    .where(eq(projectFiles.storageKey, uploadId));
  return row ?? null;
}

/**
 * Makes a finished upload a file of its project: its type told by its bytes, its row inserted and the
 * upload's row deleted in one transaction (a version takes the project's next number), everyone on the
 * project told, its preview started. Idempotent: a finished upload registered before gives the same file
 * (a client retrying the last step). A failure leaves the upload's row, to be retried or cleaned up.
 */
export async function registerUpload(deps: AppDeps, uploadId: string): Promise<string> {
  const known = await registeredFile(deps.db, uploadId);
  if (known) return known.id;
  const mime = await sniffType(deps, uploadId);
  const size = (await blobsOf(deps).stat(uploadId))?.size;
  if (size === undefined) throw AppError.notFound(fileMessages.noUpload);
  for (let attempt = 1; ; attempt++) {
    try {
      const fileId = await deps.db.transaction(async (tx) => {
        // the upload's row is taken first: a second registration of the same upload waits here, then finds
        // it gone and answers with the file the first one made
        const [taken] = await tx
          .delete(fileUploads)
          .where(and(eq(fileUploads.id, uploadId), eq(fileUploads.purpose, "file")))
          .returning();
        if (!taken) return null;
        const { projectId, role } = taken;
        // the purpose's check: a project's file has both
        if (!projectId || !role) throw AppError.notFound(fileMessages.noUpload);
        const upload = { ...taken, projectId, role };
        const [project] = await tx
          .select({ id: projects.id, kind: projects.kind })
          .from(projects)
          .where(eq(projects.id, upload.projectId));
        if (!project) throw AppError.notFound(fileMessages.noProject);
        const version =
          upload.role === "version"
            ? sql<number>`(select coalesce(max(${projectFiles.version}), 0) + 1 from ${projectFiles}
                where ${projectFiles.projectId} = ${upload.projectId})`
            : null;
        const [row] = await tx
          .insert(projectFiles)
          .values({
            projectId: upload.projectId,
            uploaderId: upload.userId,
            role: upload.role,
            version,
            note: upload.note,
            name: upload.name,
            size,
            mime,
            storageKey: uploadId,
          })
          .returning({ id: projectFiles.id, version: projectFiles.version });
        await announceFiles(tx, project, row!.id, "created");
        // the assignee's new version after a request for changes takes the work back: In Progress again
        if (upload.role === "version") {
          const [uploader] = await tx
            .select({ id: user.id, name: user.name })
            .from(user)
            .where(eq(user.id, upload.userId));
          if (uploader) await resumeOnNewVersion(tx, project, uploader, row!.version ?? undefined);
        }
        return row!.id;
      });
      if (fileId === null) {
        const made = await registeredFile(deps.db, uploadId);
        if (!made) throw AppError.notFound(fileMessages.noUpload);
        return made.id;
      }
      startPreview(deps, fileId);
      return fileId;
    } catch (error) {
      if (attempt < VERSION_TRIES && isUniqueViolation(error)) continue;
      throw error;
    }
  }
}

/** Who may reach an upload: its creator while it runs, its uploader once it is a file. */
export async function uploadAccess(
  db: Db,
  uploadId: string,
  userId: string,
): Promise<{ state: "running" } | { state: "registered"; fileId: string } | null> {
  const [running] = await db
    .select({ id: fileUploads.id })
    .from(fileUploads)
    .where(and(eq(fileUploads.id, uploadId), eq(fileUploads.userId, userId)));
  if (running) return { state: "running" };
  const file = await registeredFile(db, uploadId);
  return file && file.uploaderId === userId ? { state: "registered", fileId: file.id } : null;
}
