import { eq } from "drizzle-orm";
import { fileMessages } from "~/domain/files";
import type { SessionUser } from "../../auth/session";
import type { AppDeps } from "../../context";
import { fileUploads } from "../../db/schema";
import { AppError } from "../../lib/app-error";
import { blobsOf, readWhole } from "../../storage/blobs";
import { removeDeletedBytes } from "../../storage/deletions";
import { uploadPurposeOf } from "../../storage/upload-purposes";

/** An upload's row as the hand-over reads it. */
export interface PurposeUpload {
  id: string;
  purpose: string;
  details: unknown;
  name: string;
}

/** The registered purpose of that name (a project's file is the endpoint's own), or 400. */
export function purposeOf(name: string) {
  const purpose = uploadPurposeOf(name);
  if (!purpose) throw AppError.badRequest(fileMessages.unknownPurpose);
  return purpose;
}

/**
 * A finished upload of another purpose than a project's file (an avatar, a deal's document: ADR 075) goes
 * to its use case: the upload's row is taken and the use case writes its own in one transaction, so a
 * second hand-over (a HEAD retrying the last step) finds nothing to do. The upload's bytes are a copy's
 * source only: its row's deletion queues them (ADR 069), removed after the commit. A refusal at the end (the
 * content is not of a type the use case takes, the deal is gone) or a failure removes the upload with its
 * bytes and leaves no row of the use case: the client starts again.
 */
export async function handOver(deps: AppDeps, caller: SessionUser, upload: PurposeUpload) {
  const blobs = blobsOf(deps);
  try {
    const purpose = purposeOf(upload.purpose);
    const data = await readWhole(blobs, upload.id);
    if (!data) throw AppError.notFound(fileMessages.noUpload);
    const file = new File([new Uint8Array(data)], upload.name);
    await deps.db.transaction(async (tx) => {
      const [taken] = await tx
        .delete(fileUploads)
        .where(eq(fileUploads.id, upload.id))
        .returning({ id: fileUploads.id });
      if (!taken) throw AppError.notFound(fileMessages.noUpload);
      await purpose.finish({ db: tx, blobs }, caller, upload.details, file);
    });
  } catch (error) {
    await deps.db
      .delete(fileUploads)
      .where(eq(fileUploads.id, upload.id))
      .catch((err) => deps.logger.warn({ err, upload: upload.id }, "removing a refused upload failed"));
    await removeDeletedBytes(deps);
    throw error;
  }
  await removeDeletedBytes(deps);
}
