import { and, desc, eq, type SQL, sql } from "drizzle-orm";
import { fileTypeFromBuffer } from "file-type";
import {
  type DealDocument,
  DOCUMENT_MISSING,
  DOCUMENT_TOO_LARGE,
  DOCUMENT_TYPES,
  DOCUMENT_WRONG_TYPE,
  type DocumentKind,
  dealParamsSchema,
  documentUploadFieldsSchema,
  MAX_DOCUMENT_BYTES,
  managesDeals,
} from "~/domain/deals";
import { offsetOf, type PageQuery } from "~/domain/paging";
import type { SessionUser } from "../../auth/session";
import type { AppDeps } from "../../context";
import type { Db } from "../../db/client";
import { dealDocuments, user } from "../../db/schema";
import { AppError } from "../../lib/app-error";
import { cleanFileName } from "../../lib/file-names";
import { validated } from "../../lib/validation";
import type { BlobStore } from "../../storage/blobs";
import { removeDeletedBytes } from "../../storage/deletions";
import type { UploadPurpose } from "../../storage/upload-purposes";
import { announceDeal, findVisibleDeal, requireDealManager } from "./access";
import { dealDocumentKey } from "./contracted";
import { pageOf } from "./paging";

const NOT_FOUND = "No such document, or not yours to see.";

/** Enough of a file's start for every signature of DOCUMENT_TYPES (file-type reads at most this much). */
const SNIFF_BYTES = 4100;

const isDocumentType = (mime: string): mime is (typeof DOCUMENT_TYPES)[number] =>
  (DOCUMENT_TYPES as readonly string[]).includes(mime);

/**
 * The type of an upload, told by its first bytes (magic numbers), never by its name or the type the browser
 * claims: a PDF or a PNG, JPEG, WebP or GIF image, or 415. Sniffing a few kilobytes is cheap enough for
 * the event loop (nothing is decoded), as for the avatars.
 */
async function sniffDocumentType(data: Uint8Array) {
  const detected = await fileTypeFromBuffer(data.subarray(0, SNIFF_BYTES));
  if (!detected || !isDocumentType(detected.mime))
    throw new AppError(415, "unsupported_document", DOCUMENT_WRONG_TYPE, { file: DOCUMENT_WRONG_TYPE });
  return detected.mime;
}

/** A file name safe to keep and show: no path, no control characters, at most 200 characters. */

const selection = {
  id: dealDocuments.id,
  dealId: dealDocuments.dealId,
  kind: dealDocuments.kind,
  fileName: dealDocuments.fileName,
  contentType: dealDocuments.contentType,
  size: dealDocuments.size,
  creatorVisible: dealDocuments.creatorVisible,
  createdAt: dealDocuments.createdAt,
  uploaderId: user.id,
  uploaderName: user.name,
};
type Row = {
  id: string;
  dealId: string;
  kind: string;
  fileName: string;
  contentType: string;
  size: number;
  creatorVisible: boolean;
  createdAt: Date;
  uploaderId: string | null;
  uploaderName: string | null;
};

const toDocument = (row: Row): DealDocument => ({
  id: row.id,
  dealId: row.dealId,
  kind: row.kind as DocumentKind,
  fileName: row.fileName,
  contentType: row.contentType,
  size: row.size,
  creatorVisible: row.creatorVisible,
  uploadedBy: row.uploaderId ? { id: row.uploaderId, name: row.uploaderName ?? "" } : null,
  createdAt: row.createdAt.toISOString(),
  downloadUrl: `/api/deals/${row.dealId}/documents/${row.id}/download`,
});

/** What of a deal's documents `caller` may see: all for managers, the creator-visible ones for its creator. */
const visibleTo = (caller: SessionUser, dealId: string): SQL =>
  managesDeals(caller.role)
    ? eq(dealDocuments.dealId, dealId)
    : and(eq(dealDocuments.dealId, dealId), eq(dealDocuments.creatorVisible, true))!;

/** A page of the deal's documents, newest first, with who uploaded them. */
export async function listDocuments(db: Db, caller: SessionUser, dealId: string, query: PageQuery) {
  await findVisibleDeal(db, caller, dealId);
  const where = visibleTo(caller, dealId);
  const total = sql<number>`(select count(*) from ${dealDocuments} where ${where})`.mapWith(Number);
  const rows = await db
    .select({ ...selection, total })
    .from(dealDocuments)
    .leftJoin(user, eq(user.id, dealDocuments.uploadedBy))
    .where(where)
    .orderBy(desc(dealDocuments.createdAt), desc(dealDocuments.id))
    .limit(query.pageSize)
    .offset(offsetOf(query));
  return pageOf(db, rows, query, { table: dealDocuments, where }, toDocument);
}

/**
 * Who may upload a document of `size` bytes to the deal, checked before its bytes are read (or, through
 * tus, sent): a manager (404 for a deal the caller does not see, 403 for its creator), a file neither empty
 * nor larger than 20 MB. Returns the deal.
 */
async function checkDocumentUpload(db: Db, caller: SessionUser, dealId: string, size: number) {
  const deal = await findVisibleDeal(db, caller, dealId);
  requireDealManager(caller);
  if (size === 0) throw AppError.badRequest(DOCUMENT_MISSING, { file: DOCUMENT_MISSING });
  if (size > MAX_DOCUMENT_BYTES)
    throw new AppError(413, "file_too_large", DOCUMENT_TOO_LARGE, { file: DOCUMENT_TOO_LARGE });
  return deal;
}

/**
 * A manager uploads a document: its type told by its content, the file stored under `deals/<dealId>/<uuid>`
 * (the blob store, storage/blobs.ts: every instance reads it), then its row. Both or neither: a row that cannot be written
 * removes the stored file; a file that cannot be stored leaves no row.
 */
export async function uploadDocument(
  deps: { db: Db; blobs: BlobStore },
  caller: SessionUser,
  dealId: string,
  upload: { file: Blob; kind: DocumentKind; creatorVisible: boolean },
) {
  const { file } = upload;
  const deal = await checkDocumentUpload(deps.db, caller, dealId, file.size);
  const data = new Uint8Array(await file.arrayBuffer());
  const contentType = await sniffDocumentType(data);
  const key = dealDocumentKey(deal.id);
  await deps.blobs.put(key, data, contentType);
  let id: string;
  try {
    id = await deps.db.transaction(async (tx) => {
      const [row] = await tx
        .insert(dealDocuments)
        .values({
          dealId: deal.id,
          kind: upload.kind,
          fileName: cleanFileName(file instanceof File ? file.name : "", "document"),
          contentType,
          size: data.byteLength,
          storageKey: key,
          creatorVisible: upload.creatorVisible,
          uploadedBy: caller.id,
        })
        .returning({ id: dealDocuments.id });
      await announceDeal(tx, deal, "updated");
      return row!.id;
    });
  } catch (error) {
    await deps.blobs.remove(key).catch(() => undefined);
    throw error;
  }
  const [row] = await deps.db
    .select(selection)
    .from(dealDocuments)
    .leftJoin(user, eq(user.id, dealDocuments.uploadedBy))
    .where(eq(dealDocuments.id, id));
  return toDocument(row!);
}

/** The document as `caller` may see it, or the same 404 for everyone who may not (a hidden one included). */
async function findVisibleDocument(db: Db, caller: SessionUser, dealId: string, id: string) {
  await findVisibleDeal(db, caller, dealId);
  const [row] = await db
    .select()
    .from(dealDocuments)
    .where(and(visibleTo(caller, dealId), eq(dealDocuments.id, id)));
  if (!row) throw AppError.notFound(NOT_FOUND);
  return row;
}

/** The stored file of a document, for its download: its row and its bytes as a stream. */
export async function readDocumentFile(
  deps: { db: Db; blobs: BlobStore },
  caller: SessionUser,
  dealId: string,
  id: string,
) {
  const row = await findVisibleDocument(deps.db, caller, dealId, id);
  const body = await deps.blobs.read(row.storageKey);
  if (!body) throw AppError.notFound(NOT_FOUND);
  return { row, body };
}

/**
 * A manager deletes a document: its row, which queues its file in the same transaction (ADR 069), then the
 * file after the commit (or by the queue's worker if that fails).
 */
export async function deleteDocument(deps: AppDeps, caller: SessionUser, dealId: string, id: string) {
  await deps.db.transaction(async (tx) => {
    const deal = await findVisibleDeal(tx, caller, dealId);
    requireDealManager(caller);
    const [row] = await tx
      .delete(dealDocuments)
      .where(and(eq(dealDocuments.id, id), eq(dealDocuments.dealId, dealId)))
      .returning({ id: dealDocuments.id });
    if (!row) throw AppError.notFound(NOT_FOUND);
    await announceDeal(tx, deal, "updated");
  });
  await removeDeletedBytes(deps);
}

/** A document's upload through tus (ADR 075): its deal, what it is and whether the creator sees it. */
const documentUploadDetailsSchema = documentUploadFieldsSchema.extend({ dealId: dealParamsSchema.shape.id });

/**
 * A deal's document through the one upload path (tus, ADR 075): the metadata names the deal, the kind and
 * whether the creator sees it (`dealId`, `kind`, `creatorVisible`); the caller's right and the size are
 * checked before a byte is sent, the right again before each further PATCH, and the finished file goes to
 * uploadDocument, which tells its type by its bytes and writes its row.
 */
export const documentUploadPurpose: UploadPurpose = {
  async accept(db, caller, { metadata, size }) {
    const details = validated(documentUploadDetailsSchema, {
      dealId: metadata.dealId ?? "",
      kind: metadata.kind ?? undefined,
      creatorVisible: metadata.creatorVisible ?? undefined,
    });
    await checkDocumentUpload(db, caller, details.dealId, size);
    return details;
  },
  async recheck(db, caller, details) {
    const { dealId } = documentUploadDetailsSchema.parse(details);
    await findVisibleDeal(db, caller, dealId);
    requireDealManager(caller);
  },
  async finish(deps, caller, details, file) {
    const { dealId, kind, creatorVisible } = documentUploadDetailsSchema.parse(details);
    await uploadDocument(deps, caller, dealId, { file, kind, creatorVisible: creatorVisible !== "false" });
  },
};
