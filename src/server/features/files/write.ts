import { eq } from "drizzle-orm";
import { fileMessages } from "~/domain/files";
import { normalizeRole } from "~/domain/roles";
import type { SessionUser } from "../../auth/session";
import type { AppDeps } from "../../context";
import { projectFiles, projects } from "../../db/schema";
import { AppError } from "../../lib/app-error";
import { blobsOf } from "../../storage/blobs";
import { announceFiles } from "./previews";
import { findVisibleFile } from "./read";

/**
 * Deletes a file: by its uploader or a manager, unless it is the project's approved version. Its row goes in
 * one transaction (with its comments), its bytes and preview after the commit: a failure in between leaves
 * unreachable bytes, never a listed file without them.
 */
export async function deleteProjectFile(deps: AppDeps, fileId: string, caller: SessionUser) {
  const keys = await deps.db.transaction(async (tx) => {
    const file = await findVisibleFile(tx, fileId, caller);
    if (file.uploaderId !== caller.id && normalizeRole(caller.role) !== "manager")
      throw AppError.forbidden(fileMessages.mayNotDelete);
    // the project's row is locked: an approval of this version cannot slip in between
    const [project] = await tx
      .select({ approvedFileId: projects.approvedFileId })
      .from(projects)
      .where(eq(projects.id, file.projectId))
      .for("update");
    if (project?.approvedFileId === file.id)
      throw AppError.conflict("approved_file", fileMessages.approvedFile);
    await tx.delete(projectFiles).where(eq(projectFiles.id, file.id));
    await announceFiles(tx, file.project, file.id, "deleted");
    return [file.storageKey, file.previewKey];
  });
  const blobs = blobsOf(deps);
  for (const key of keys)
    if (key)
      await blobs
        .remove(key)
        .catch((err) => deps.logger.warn({ err, key }, "removing a file's bytes failed"));
}
