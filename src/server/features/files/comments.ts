import { and, asc, count, eq, isNotNull, isNull, type SQL, sql } from "drizzle-orm";
import { alias } from "drizzle-orm/pg-core";
import type { CreateFileCommentInput, FileComment, FileCommentsPage } from "~/domain/file-comments";
import { fileKindOf } from "~/domain/files";
import { offsetOf, type PageQuery } from "~/domain/paging";
import type { SessionUser } from "../../auth/session";
import type { AppDeps } from "../../context";
import type { Db } from "../../db/client";
import { fileComments, projects, user } from "../../db/schema";
import { emit } from "../../events/events";
import { AppError } from "../../lib/app-error";
import { thingOf } from "../production";
import { announceFiles } from "./previews";
import { type FileRow, findVisibleFile } from "./read";

/*
 * Review comments on a project's files (issue 22, ADR 063). Whoever may see the project may comment: its
 * creator, the kind's staff and managers (the production read rule); anyone else is told "not found".
 */

type Tx = Parameters<Parameters<Db["transaction"]>[0]>[0];

/** The file and its project (for the notices) as `caller` may see them, else 404. */
async function findFileAndProject(tx: Tx, fileId: string, caller: SessionUser) {
  const file = await findVisibleFile(tx as unknown as Db, fileId, caller);
  const [project] = await tx.select().from(projects).where(eq(projects.id, file.projectId));
  return { file, project: project! };
}

const author = alias(user, "author");
const resolver = alias(user, "resolver");

/** A comment's number on its file (1 = the file's first), counted (a page numbers its rows by its offset). */
const numberOnFile = sql<number>`(select count(*) from ${fileComments} earlier
  where earlier.file_id = ${fileComments.fileId}
  and (earlier.created_at, earlier.id) <= (${fileComments.createdAt}, ${fileComments.id}))`.mapWith(Number);

/** The comments of `where`, with their people (and their numbers). */
function commentsQuery(db: Db | Tx, where: SQL | undefined) {
  return db
    .select({
      comment: fileComments,
      author: { id: author.id, name: author.name },
      resolvedBy: { id: resolver.id, name: resolver.name },
      number: numberOnFile,
    })
    .from(fileComments)
    .leftJoin(author, eq(author.id, fileComments.authorId))
    .leftJoin(resolver, eq(resolver.id, fileComments.resolvedBy))
    .where(where);
}

type Joined = Awaited<ReturnType<typeof commentsQuery>>[number];

function toComment({ comment, author, resolvedBy, number }: Joined): FileComment {
  return {
    id: comment.id,
    fileId: comment.fileId,
    body: comment.body,
    atMs: comment.atMs,
    x: comment.x,
    y: comment.y,
    drawing: comment.drawing ?? null,
    author,
    visibility: comment.visibility,
    guestName: comment.guestName,
    createdAt: comment.createdAt.toISOString(),
    resolvedAt: comment.resolvedAt?.toISOString() ?? null,
    resolvedBy: comment.resolvedAt ? resolvedBy : null,
    number,
  };
}

async function readComment(db: Db, id: string): Promise<FileComment> {
  const [row] = await commentsQuery(db, eq(fileComments.id, id));
  if (!row) throw AppError.notFound("No such comment.");
  return toComment(row);
}

/**
 * A page of a file's comments, oldest first. `number` is the place among all the file's comments, so a page
 * numbers on from the one before it. The caller's right to see the file is checked before (not cached).
 */
export async function listFileComments(db: Db, fileId: string, query: PageQuery): Promise<FileCommentsPage> {
  const offset = offsetOf(query);
  const [rows, [total]] = await Promise.all([
    db
      .select({
        comment: fileComments,
        author: { id: author.id, name: author.name },
        resolvedBy: { id: resolver.id, name: resolver.name },
      })
      .from(fileComments)
      .leftJoin(author, eq(author.id, fileComments.authorId))
      .leftJoin(resolver, eq(resolver.id, fileComments.resolvedBy))
      .where(eq(fileComments.fileId, fileId))
      .orderBy(asc(fileComments.createdAt), asc(fileComments.id))
      .limit(query.pageSize)
      .offset(offset),
    db.select({ total: count() }).from(fileComments).where(eq(fileComments.fileId, fileId)),
  ]);
  return {
    items: rows.map((row, i) => toComment({ ...row, number: offset + i + 1 })),
    total: total?.total ?? 0,
    page: query.page,
    pageSize: query.pageSize,
  };
}

/** What a file's pins may be: a moment of a video (within it), a spot of an image; else none. */
function checkPin(file: FileRow, input: CreateFileCommentInput) {
  const atMs = input.atMs ?? null;
  const spot = input.x != null;
  if (atMs !== null && fileKindOf(file.mime) !== "video")
    throw AppError.badRequest("Only a comment on a video can be pinned to a moment.", {
      atMs: "This file is not a video",
    });
  if (spot && fileKindOf(file.mime) !== "image")
    throw AppError.badRequest("Only a comment on an image can be pinned to a spot.", {
      x: "This file is not an image",
    });
  if (input.drawing && fileKindOf(file.mime) === "video" && atMs === null)
    throw AppError.badRequest("A drawing on a video belongs to a moment of it.", {
      atMs: "Give the moment the drawing is on",
    });
  if (input.drawing && fileKindOf(file.mime) === "other")
    throw AppError.badRequest("Only a video's frame or an image can be drawn on.", {
      drawing: "This file is not a video or an image",
    });
  if (atMs !== null && file.durationMs !== null && atMs > file.durationMs)
    throw AppError.badRequest("That moment is past the end of the video.", {
      atMs: "Past the end of the video",
    });
}

/** A comment on a file: the other side hears of it, and everyone on the project sees it live. */
export async function createFileComment(
  deps: Pick<AppDeps, "db">,
  fileId: string,
  caller: SessionUser,
  input: CreateFileCommentInput,
): Promise<FileComment> {
  const id = await deps.db.transaction(async (tx) => {
    const { file, project } = await findFileAndProject(tx, fileId, caller);
    checkPin(file, input);
    const [row] = await tx
      .insert(fileComments)
      .values({
        fileId,
        projectId: project.id,
        authorId: caller.id,
        body: input.body,
        atMs: input.atMs ?? null,
        x: input.x ?? null,
        y: input.y ?? null,
        drawing: input.drawing ?? null,
      })
      .returning({ id: fileComments.id, createdAt: fileComments.createdAt });
    await emit(tx, "work.file_commented", {
      actor: { id: caller.id, name: caller.name },
      thing: thingOf(project),
      file: file.version !== null ? `v${file.version}` : file.name,
      body: input.body,
      contact: { creatorId: project.creatorId, at: row!.createdAt.toISOString() },
    });
    await announceFiles(tx, project, fileId, "commented");
    return row!.id;
  });
  return readComment(deps.db, id);
}

/** Resolves (or reopens) a comment; doing it twice changes nothing more. */
export async function setCommentResolved(
  deps: Pick<AppDeps, "db">,
  commentId: string,
  caller: SessionUser,
  resolved: boolean,
): Promise<FileComment> {
  await deps.db.transaction(async (tx) => {
    const [row] = await tx
      .select({ fileId: fileComments.fileId })
      .from(fileComments)
      .where(eq(fileComments.id, commentId));
    if (!row) throw AppError.notFound("No such comment.");
    const { project } = await findVisibleFile(tx as unknown as Db, row.fileId, caller).catch(() => {
      throw AppError.notFound("No such comment.");
    });
    const [changed] = await tx
      .update(fileComments)
      .set(
        resolved ? { resolvedAt: sql`now()`, resolvedBy: caller.id } : { resolvedAt: null, resolvedBy: null },
      )
      .where(
        and(
          eq(fileComments.id, commentId),
          resolved ? isNull(fileComments.resolvedAt) : isNotNull(fileComments.resolvedAt),
        ),
      )
      .returning({ id: fileComments.id });
    if (changed) await announceFiles(tx, project, row.fileId, "commented");
  });
  return readComment(deps.db, commentId);
}

/** The open comments of a file, oldest first, with their numbers (the note of "Request changes"). */
export async function openComments(tx: Tx | Db, fileId: string): Promise<FileComment[]> {
  const rows = await commentsQuery(tx, and(eq(fileComments.fileId, fileId), isNull(fileComments.resolvedAt)))
    .orderBy(asc(fileComments.createdAt), asc(fileComments.id))
    .limit(200);
  return rows.map(toComment);
}

/** How many comments a brand's view of a file shows at most (a review has a handful). */
const SHARED_COMMENTS_MAX = 200;

/**
 * The comments a brand sees on a file (issue 36): the shared ones only, oldest first, numbered among
 * themselves (the internal ones leave no gap), with the authors' names and nothing else of theirs.
 */
export async function sharedComments(db: Db | Tx, fileId: string): Promise<FileComment[]> {
  const rows = await commentsQuery(
    db,
    and(eq(fileComments.fileId, fileId), eq(fileComments.visibility, "shared")),
  )
    .orderBy(asc(fileComments.createdAt), asc(fileComments.id))
    .limit(SHARED_COMMENTS_MAX);
  return rows.map((row, i) => ({ ...toComment(row), number: i + 1, resolvedBy: null }));
}

/**
 * A brand's comment through its review link (issue 36): shared, with the name and email they gave; the
 * project's people hear of it as of any comment. The file is the link's (checked by the caller).
 */
export async function createGuestComment(
  db: Db,
  file: FileRow,
  guest: { name: string; email: string },
  input: CreateFileCommentInput,
): Promise<FileComment> {
  const id = await db.transaction(async (tx) => {
    const [project] = await tx.select().from(projects).where(eq(projects.id, file.projectId));
    checkPin(file, input);
    const [row] = await tx
      .insert(fileComments)
      .values({
        fileId: file.id,
        projectId: file.projectId,
        authorId: null,
        guestName: guest.name,
        guestEmail: guest.email,
        visibility: "shared",
        body: input.body,
        atMs: input.atMs ?? null,
        x: input.x ?? null,
        y: input.y ?? null,
        drawing: input.drawing ?? null,
      })
      .returning({ id: fileComments.id });
    await emit(tx, "work.file_commented", {
      actor: { id: null, name: guest.name },
      thing: thingOf(project!),
      file: file.version !== null ? `v${file.version}` : file.name,
      body: input.body,
    });
    await announceFiles(tx, project!, file.id, "commented");
    return row!.id;
  });
  const shared = await sharedComments(db, file.id);
  return shared.find((comment) => comment.id === id)!;
}

/** Shares a comment with the brand, or makes it internal again (whoever sees the project). */
export async function setCommentShared(
  deps: Pick<AppDeps, "db">,
  commentId: string,
  caller: SessionUser,
  shared: boolean,
): Promise<FileComment> {
  await deps.db.transaction(async (tx) => {
    const [row] = await tx
      .select({ fileId: fileComments.fileId, guestName: fileComments.guestName })
      .from(fileComments)
      .where(eq(fileComments.id, commentId));
    if (!row) throw AppError.notFound("No such comment.");
    const { project } = await findVisibleFile(tx as unknown as Db, row.fileId, caller).catch(() => {
      throw AppError.notFound("No such comment.");
    });
    // a brand's own comment stays shared: it was written for them
    if (row.guestName !== null && !shared)
      throw AppError.conflict("brand_comment", "A brand's comment stays shared with the brand.");
    await tx
      .update(fileComments)
      .set({ visibility: shared ? "shared" : "internal" })
      .where(eq(fileComments.id, commentId));
    await announceFiles(tx, project, row.fileId, "commented");
  });
  return readComment(deps.db, commentId);
}
