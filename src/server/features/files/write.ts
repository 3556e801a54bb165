import { eq } from "drizzle-orm";
import { fileMessages } from "~/domain/files";
import { normalizeRole } from "~/domain/roles";
import type { SessionUser } from "../../auth/session";
import type { AppDeps } from "../../context";
import { projectFiles, projects } from "../../db/schema";
import { AppError } from "../../lib/app-error";
import { removeDeletedBytes } from "../../storage/deletions";
import { announceFiles } from "./previews";
import { findVisibleFile } from "./read";

/**
 * Deletes a file: by its uploader or a manager, unless it is the project's approved version. Its row goes in
 * one transaction (with its comments), which queues its bytes and preview (ADR 069); they are removed after
 * the commit, or by the queue's worker if that fails: never a listed file without them, nor bytes left.
 */
export async function deleteProjectFile(deps: AppDeps, fileId: string, caller: SessionUser) {
  await deps.db.transaction(async (tx) => {
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
  });
  await removeDeletedBytes(deps);
}
