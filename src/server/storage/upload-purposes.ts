import type { SessionUser } from "../auth/session";
import type { Db } from "../db/client";
import type { BlobStore } from "./blobs";

/*
 * One upload path (issue 33, ADR 075): the browser sends every file through the tus endpoint
 * (features/files/uploads.ts). A project's file is the endpoint's own purpose; any other (an avatar, a deal's
 * document) is a use case of another feature, which says here what it accepts before a byte is stored and
 * takes the bytes once they are all there. The features define their purposes; subjects.ts registers them.
 */

/** An upload's `Upload-Metadata`, as tus read it. */
type UploadMetadata = Record<string, string | null | undefined>;

export interface UploadPurpose {
  /**
   * Before any byte is stored: who may upload this, and whether its declared size is one the use case takes
   * (refusals are the use case's AppErrors and messages). Returns what `finish` needs besides the bytes,
   * kept as JSON with the upload.
   */
  accept(
    db: Db,
    caller: SessionUser,
    upload: { metadata: UploadMetadata; size: number },
  ): Promise<Record<string, unknown>>;
  /** Before each further PATCH stores bytes: whether the caller may still (the deal may be gone). */
  recheck?(db: Db, caller: SessionUser, details: unknown): Promise<void>;
  /**
   * The whole file to the use case, which checks its content and stores it. `db` is the transaction that
   * takes the upload's row: the use case's row and the upload's end commit together, or neither.
   */
  finish(
    deps: { db: Db; blobs: BlobStore },
    caller: SessionUser,
    details: unknown,
    file: File,
  ): Promise<void>;
}

const purposes = new Map<string, UploadPurpose>();

/** Adds a purpose the tus endpoint accepts (`purpose` in an upload's metadata). */
export function registerUploadPurpose(name: string, purpose: UploadPurpose) {
  purposes.set(name, purpose);
}

/** The purpose of that name, or undefined. */
export const uploadPurposeOf = (name: string) => purposes.get(name);
