import { and, desc, eq, getTableColumns, ilike, type SQL, sql } from "drizzle-orm";
import { alias } from "drizzle-orm/pg-core";
import { offsetOf } from "~/domain/paging";
import { seesAllProjects } from "~/domain/policy";
import type { ListProjectsQuery, Project, ProjectKind, ProjectsPage } from "~/domain/projects";
import type { SessionUser } from "../../auth/session";
import type { Db } from "../../db/client";
import { projectFiles, projects, user, type VersionedSource } from "../../db/schema";
import { AppError } from "../../lib/app-error";
import { containsPattern } from "../../lib/sql-text";

export type ProjectRow = typeof projects.$inferSelect;
const creator = alias(user, "creator");
const assignee = alias(user, "assignee");
const approved = alias(projectFiles, "approved");

// the people and the approved version come joined: their ids are not selected again
const {
  creatorId: _creatorId,
  assigneeId: _assigneeId,
  approvedFileId: _approvedFileId,
  ...shown
} = getTableColumns(projects);
const selection = {
  project: shown,
  creator: { id: creator.id, name: creator.name, email: creator.email },
  assignee: { id: assignee.id, name: assignee.name, email: assignee.email },
  approvedFile: { id: approved.id, version: approved.version, name: approved.name },
};
type Person = { id: string; name: string; email: string } | null;
type Joined = {
  project: Omit<ProjectRow, "creatorId" | "assigneeId" | "approvedFileId">;
  creator: Person;
  assignee: Person;
  approvedFile: { id: string; version: number | null; name: string } | null;
};

function toProject({ project: row, creator, assignee, approvedFile }: Joined): Project {
  return {
    id: row.id,
    kind: row.kind,
    title: row.title,
    status: row.status as Project["status"],
    description: row.description,
    creator,
    assignee,
    submittedFileUrl: row.submittedFileUrl,
    completedFileUrl: row.completedFileUrl,
    designType: row.designType,
    requestDetails: row.requestDetails,
    assetsUrl: row.assetsUrl,
    brandColors: row.brandColors,
    creatorNotes: row.creatorNotes,
    campaignType: row.campaignType,
    approvedFile: approvedFile ? { ...approvedFile, version: approvedFile.version ?? 0 } : null,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

function joined(db: Db) {
  return db
    .select(selection)
    .from(projects)
    .innerJoin(creator, eq(creator.id, projects.creatorId))
    .leftJoin(assignee, eq(assignee.id, projects.assigneeId))
    .leftJoin(approved, eq(approved.id, projects.approvedFileId));
}

/** One project with its people. */
export async function readProject(db: Db, id: string): Promise<Project> {
  const [row] = await joined(db).where(eq(projects.id, id));
  if (!row) throw AppError.notFound("No such project.");
  return toProject(row);
}

/**
 * The project `id` of `kind` as `caller` may see it: staff of the kind and managers see every one, anyone
 * else only their own (another creator's project is "not found", never "forbidden").
 */
export async function findVisibleProject(
  db: Db,
  kind: ProjectKind,
  id: string,
  caller: SessionUser,
  lock = false,
): Promise<ProjectRow> {
  const query = db
    .select()
    .from(projects)
    .where(and(eq(projects.id, id), eq(projects.kind, kind)));
  const [row] = lock ? await query.for("update") : await query;
  if (!row || (row.creatorId !== caller.id && !seesAllProjects(caller.role, kind)))
    throw AppError.notFound("No such project.");
  return row;
}

type ListShape = { mine: boolean; status: boolean; search: boolean };

/**
 * The page query of one shape of filters, prepared once per database (the lists are the busiest reads):
 * the values travel as parameters, and the total comes with the page in the same round trip.
 */
function prepareList(db: Db, shape: ListShape) {
  const conditions: SQL[] = [eq(projects.kind, sql.placeholder("kind"))];
  if (shape.mine) conditions.push(eq(projects.creatorId, sql.placeholder("creatorId")));
  if (shape.status) conditions.push(eq(projects.status, sql.placeholder("status")));
  if (shape.search) conditions.push(ilike(projects.title, sql.placeholder("search")));
  const where = and(...conditions);
  const total = sql<number>`(select count(*) from ${projects} where ${where})`.mapWith(Number);
  const name = `projects_list_${Number(shape.mine)}${Number(shape.status)}${Number(shape.search)}`;
  return {
    page: db
      .select({ ...selection, total })
      .from(projects)
      .innerJoin(creator, eq(creator.id, projects.creatorId))
      .leftJoin(assignee, eq(assignee.id, projects.assigneeId))
      .leftJoin(approved, eq(approved.id, projects.approvedFileId))
      .where(where)
      .orderBy(desc(projects.createdAt), desc(projects.id))
      .limit(sql.placeholder("limit"))
      .offset(sql.placeholder("offset"))
      .prepare(name),
    // past the last page no row carries the total
    count: db
      .select({ total: sql<number>`count(*)`.mapWith(Number) })
      .from(projects)
      .where(where)
      .prepare(`${name}_count`),
  };
}
const prepared = new WeakMap<Db, Map<string, ReturnType<typeof prepareList>>>();
function listQueries(db: Db, shape: ListShape) {
  const byShape = prepared.get(db) ?? new Map<string, ReturnType<typeof prepareList>>();
  prepared.set(db, byShape);
  const key = JSON.stringify(shape);
  const queries = byShape.get(key) ?? prepareList(db, shape);
  byShape.set(key, queries);
  return queries;
}

type ListQuery = ListProjectsQuery & { page: number; pageSize: number };

function listOf(kind: ProjectKind, caller: SessionUser, query: ListQuery) {
  const shape = {
    mine: query.scope === "mine" || !seesAllProjects(caller.role, kind),
    status: Boolean(query.status),
    search: Boolean(query.search),
  };
  const values = {
    kind,
    creatorId: shape.mine ? caller.id : undefined,
    status: query.status,
    search: query.search ? containsPattern(query.search) : undefined,
    limit: query.pageSize,
    offset: offsetOf(query),
  };
  return { shape, values };
}

/**
 * What a page of `listProjects` depends on besides the projects and users tables (its page-cache key): the
 * caller only through `mine`, so the staff of a kind share their pages.
 */
export const projectListKey = (kind: ProjectKind, caller: SessionUser, query: ListQuery) => [
  "projects",
  listOf(kind, caller, query).values,
];

/**
 * What a page of `listProjects` reads: the caller's own projects (counted per creator, so another creator's
 * request leaves the page be), or every project of the kind; and the people it names.
 */
export const projectListSources = (
  kind: ProjectKind,
  caller: SessionUser,
  query: ListQuery,
): VersionedSource[] => [
  listOf(kind, caller, query).shape.mine ? "own:projects" : `projects:${kind}`,
  "people",
  // the approved version's number and name (issue 22)
  "project_files",
];

/**
 * A page of projects of `kind`, newest first: every project for its staff and managers, the caller's own
 * for everyone else (and for anyone asking `scope=mine`). Optional status filter and title search.
 */
export async function listProjects(
  db: Db,
  kind: ProjectKind,
  caller: SessionUser,
  query: ListQuery,
): Promise<ProjectsPage> {
  const { shape, values } = listOf(kind, caller, query);
  const queries = listQueries(db, shape);
  const rows = await queries.page.execute(values);
  // an empty first page: no project
  const total =
    rows[0]?.total ?? (query.page > 1 ? ((await queries.count.execute(values))[0]?.total ?? 0) : 0);
  return { items: rows.map(toProject), total, page: query.page, pageSize: query.pageSize };
}

/** The creator home's live counts: their Active campaigns and their Pending or In Progress projects. */
export async function productionCounts(db: Db, creatorId: string) {
  const [row] = await db
    .select({
      activePromotions:
        sql<number>`count(*) filter (where ${projects.kind} = 'promotion' and ${projects.status} = 'Active')`.mapWith(
          Number,
        ),
      editingQueue:
        sql<number>`count(*) filter (where ${projects.kind} = 'editing' and ${projects.status} in ('Pending', 'In Progress'))`.mapWith(
          Number,
        ),
      designRequests:
        sql<number>`count(*) filter (where ${projects.kind} = 'design' and ${projects.status} in ('Pending', 'In Progress'))`.mapWith(
          Number,
        ),
    })
    .from(projects)
    .where(eq(projects.creatorId, creatorId));
  return {
    activePromotions: row?.activePromotions ?? 0,
    editingQueue: row?.editingQueue ?? 0,
    designRequests: row?.designRequests ?? 0,
  };
}
