import { and, asc, desc, eq, ilike, type SQL, sql } from "drizzle-orm";
import {
  type FileRole,
  fileKindOf,
  fileMessages,
  fileUrls,
  type ListFilesQuery,
  type ProjectFile,
  type ProjectFilesPage,
} from "~/domain/files";
import { offsetOf } from "~/domain/paging";
import { seesAllProjects } from "~/domain/policy";
import type { ProjectKind } from "~/domain/projects";
import type { SessionUser } from "../../auth/session";
import type { Db } from "../../db/client";
import { fileComments, projectFiles, projects, user } from "../../db/schema";
import { AppError } from "../../lib/app-error";
import { containsPattern } from "../../lib/sql-text";

export type FileRow = typeof projectFiles.$inferSelect;

const selection = {
  file: projectFiles,
  uploader: { id: user.id, name: user.name },
  openComments: sql<number>`(select count(*) from ${fileComments}
    where ${fileComments.fileId} = ${projectFiles.id} and ${fileComments.resolvedAt} is null)`.mapWith(
    Number,
  ),
  approved: sql<boolean>`coalesce(${projects.approvedFileId} = ${projectFiles.id}, false)`,
};
type Joined = {
  file: FileRow;
  uploader: { id: string; name: string } | null;
  openComments: number;
  approved: boolean;
};

function toProjectFile({ file, uploader, openComments, approved }: Joined): ProjectFile {
  return {
    id: file.id,
    projectId: file.projectId,
    role: file.role,
    version: file.version,
    note: file.note,
    name: file.name,
    size: file.size,
    mime: file.mime,
    kind: fileKindOf(file.mime),
    previewStatus: file.previewStatus,
    width: file.width,
    height: file.height,
    durationMs: file.durationMs,
    frameRate: file.frameRate,
    createdAt: file.createdAt.toISOString(),
    uploader: uploader ? { id: uploader.id, name: uploader.name.trim() || "User" } : null,
    openComments,
    approved: Boolean(approved),
    ...fileUrls(file.id, file.mime, file.previewStatus),
  };
}

function joined(db: Db, where: SQL | undefined) {
  return db
    .select(selection)
    .from(projectFiles)
    .innerJoin(projects, eq(projects.id, projectFiles.projectId))
    .leftJoin(user, eq(user.id, projectFiles.uploaderId))
    .where(where);
}

/** A page of a project's files (or of its inputs or versions), newest first. */
export async function listProjectFiles(
  db: Db,
  projectId: string,
  query: ListFilesQuery,
): Promise<ProjectFilesPage> {
  const where = and(
    eq(projectFiles.projectId, projectId),
    query.role ? eq(projectFiles.role, query.role as FileRole) : undefined,
    query.search ? ilike(projectFiles.name, containsPattern(query.search)) : undefined,
  );
  // each order ends on the id: pages never repeat or skip a file
  const order = {
    newest: [desc(projectFiles.createdAt), desc(projectFiles.id)],
    oldest: [asc(projectFiles.createdAt), asc(projectFiles.id)],
    name: [asc(sql`lower(${projectFiles.name})`), asc(projectFiles.id)],
    largest: [desc(projectFiles.size), desc(projectFiles.id)],
  }[query.sort ?? "newest"];
  // uncorrelated: counted once per page (a window count would compute every row's comments first)
  const total = sql<number>`(select count(*) from ${projectFiles} where ${where})`.mapWith(Number);
  const rows = await db
    .select({ ...selection, total })
    .from(projectFiles)
    .innerJoin(projects, eq(projects.id, projectFiles.projectId))
    .leftJoin(user, eq(user.id, projectFiles.uploaderId))
    .where(where)
    .orderBy(...order)
    .limit(query.pageSize)
    .offset(offsetOf(query));
  let count = rows[0]?.total ?? 0;
  if (!rows.length && query.page > 1) {
    const [row] = await db
      .select({ total: sql<number>`count(*)`.mapWith(Number) })
      .from(projectFiles)
      .where(where);
    count = row?.total ?? 0;
  }
  return { items: rows.map(toProjectFile), total: count, page: query.page, pageSize: query.pageSize };
}

export type VisibleFile = FileRow & {
  project: { id: string; kind: ProjectKind; creatorId: string; approvedFileId: string | null };
};

/**
 * The file `fileId` as `caller` may see it: on a project they see (its creator, the kind's staff,
 * managers); anyone else is told there is no such file.
 */
export async function findVisibleFile(db: Db, fileId: string, caller: SessionUser): Promise<VisibleFile> {
  const [row] = await db
    .select({
      file: projectFiles,
      project: {
        id: projects.id,
        kind: projects.kind,
        creatorId: projects.creatorId,
        approvedFileId: projects.approvedFileId,
      },
    })
    .from(projectFiles)
    .innerJoin(projects, eq(projects.id, projectFiles.projectId))
    .where(eq(projectFiles.id, fileId));
  if (!row || (row.project.creatorId !== caller.id && !seesAllProjects(caller.role, row.project.kind)))
    throw AppError.notFound(fileMessages.notFound);
  return { ...row.file, project: row.project };
}

/** One file as the list shows it (for the review screen), if `caller` may see it. */
export async function readProjectFile(db: Db, fileId: string, caller: SessionUser): Promise<ProjectFile> {
  await findVisibleFile(db, fileId, caller);
  const [row] = await joined(db, eq(projectFiles.id, fileId));
  if (!row) throw AppError.notFound(fileMessages.notFound);
  return toProjectFile(row);
}
