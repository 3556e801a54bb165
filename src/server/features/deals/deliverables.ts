import { and, asc, eq, ilike, inArray, type SQL, sql } from "drizzle-orm";
import {
  CREATOR_SUBMITTABLE_FROM,
  DELIVERABLE_KIND_LABEL,
  type Deliverable,
  type DeliverableInput,
  type DeliverablePatch,
  type DeliverableStatus,
  deliverableInputSchema,
} from "~/domain/deals";
import { offsetOf, type PageQuery } from "~/domain/paging";
import type { SessionUser } from "../../auth/session";
import type { Db } from "../../db/client";
import { dealDeliverables, projects } from "../../db/schema";
import { emit } from "../../events/events";
import { AppError } from "../../lib/app-error";
import { containsPattern } from "../../lib/sql-text";
import { announceDeal, type DealRow, factsOf, findVisibleDeal, requireDealManager } from "./access";
import { pageOf } from "./paging";
import { isOverdue } from "./today";

type Tx = Parameters<Parameters<Db["transaction"]>[0]>[0];

const NOT_FOUND = "No such deliverable.";
export const WRONG_PROJECT = "Choose an editing project, design request or campaign of this deal's creator.";

/**
 * A deliverable's columns with its linked request (kind, title, live status) and whether it is overdue. The
 * request's columns are renamed: they are also read from a subquery (firstDeliverablesOf), whose columns
 * need names of their own.
 */
const deliverableSelection = {
  id: dealDeliverables.id,
  dealId: dealDeliverables.dealId,
  kind: dealDeliverables.kind,
  platform: dealDeliverables.platform,
  dueDate: dealDeliverables.dueDate,
  status: dealDeliverables.status,
  link: dealDeliverables.link,
  createdAt: dealDeliverables.createdAt,
  updatedAt: dealDeliverables.updatedAt,
  overdue: sql<boolean>`coalesce(${isOverdue}, false)`.as("overdue"),
  projectId: sql<string | null>`${projects.id}`.as("project_id"),
  projectKind: sql<"editing" | "design" | "promotion" | null>`${projects.kind}`.as("project_kind"),
  projectTitle: sql<string | null>`${projects.title}`.as("project_title"),
  projectStatus: sql<string | null>`${projects.status}`.as("project_status"),
};
interface Selected {
  id: string;
  dealId: string;
  kind: string;
  platform: string;
  dueDate: string | null;
  status: string;
  link: string;
  overdue: boolean | null;
  projectId: string | null;
  projectKind: "editing" | "design" | "promotion" | null;
  projectTitle: string | null;
  projectStatus: string | null;
  createdAt: Date | string;
  updatedAt: Date | string;
}

function toDeliverable(row: Selected): Deliverable {
  return {
    id: row.id,
    dealId: row.dealId,
    kind: row.kind as Deliverable["kind"],
    platform: row.platform,
    dueDate: row.dueDate,
    status: row.status as Deliverable["status"],
    link: row.link,
    overdue: Boolean(row.overdue),
    project:
      row.projectId && row.projectKind
        ? {
            id: row.projectId,
            kind: row.projectKind,
            title: row.projectTitle ?? "",
            status: row.projectStatus ?? "",
          }
        : null,
    createdAt: new Date(row.createdAt).toISOString(),
    updatedAt: new Date(row.updatedAt).toISOString(),
  };
}

/** Deliverables with their linked request (a request deleted since: no link). */
const selectDeliverables = (db: Db | Tx) =>
  db
    .select(deliverableSelection)
    .from(dealDeliverables)
    .leftJoin(projects, eq(projects.id, dealDeliverables.projectId));

/** The order of a deal's deliverables: by due date (none last), then as they were added. */
const deliverableOrder = [
  sql`${dealDeliverables.dueDate} asc nulls last`,
  asc(dealDeliverables.createdAt),
  asc(dealDeliverables.id),
];

async function readDeliverable(db: Db | Tx, id: string): Promise<Deliverable> {
  const [row] = await selectDeliverables(db).where(eq(dealDeliverables.id, id));
  if (!row) throw AppError.notFound(NOT_FOUND);
  return toDeliverable(row);
}

/** A page of a deal's deliverables, by due date: managers and the deal's creator. */
export async function listDeliverables(db: Db, caller: SessionUser, dealId: string, query: PageQuery) {
  await findVisibleDeal(db, caller, dealId);
  const where = eq(dealDeliverables.dealId, dealId);
  const total = sql<number>`(select count(*) from ${dealDeliverables} where ${where})`.mapWith(Number);
  const rows = await db
    .select({ ...deliverableSelection, total })
    .from(dealDeliverables)
    .leftJoin(projects, eq(projects.id, dealDeliverables.projectId))
    .where(where)
    .orderBy(...deliverableOrder)
    .limit(query.pageSize)
    .offset(offsetOf(query));
  return pageOf(db, rows, query, { table: dealDeliverables, where }, toDeliverable);
}

/** The requests of the deal's creator a deliverable may link to (managers), newest first. */
export async function listLinkableProjects(
  db: Db,
  caller: SessionUser,
  dealId: string,
  query: PageQuery & { search?: string },
) {
  const deal = await findVisibleDeal(db, caller, dealId);
  requireDealManager(caller);
  const conditions: SQL[] = [eq(projects.creatorId, deal.creatorId)];
  if (query.search) conditions.push(ilike(projects.title, containsPattern(query.search)));
  const where = and(...conditions);
  const total = sql<number>`(select count(*) from ${projects} where ${where})`.mapWith(Number);
  const rows = await db
    .select({ id: projects.id, kind: projects.kind, title: projects.title, status: projects.status, total })
    .from(projects)
    .where(where)
    .orderBy(sql`${projects.createdAt} desc`, sql`${projects.id} desc`)
    .limit(query.pageSize)
    .offset(offsetOf(query));
  return pageOf(db, rows, query, { table: projects, where }, ({ total: _t, ...row }) => row);
}

/** A link must be to a request of the deal's own creator: anything else is a field error (400). */
async function checkProject(tx: Tx, deal: DealRow, projectId: string | null | undefined) {
  if (!projectId) return;
  const [row] = await tx
    .select({ id: projects.id })
    .from(projects)
    .where(and(eq(projects.id, projectId), eq(projects.creatorId, deal.creatorId)));
  if (!row) throw AppError.badRequest(WRONG_PROJECT, { projectId: WRONG_PROJECT });
}

const actorOf = (caller: SessionUser) => ({ id: caller.id, name: caller.name });
const what = (kind: string, deal: DealRow) =>
  `${DELIVERABLE_KIND_LABEL[kind as keyof typeof DELIVERABLE_KIND_LABEL] ?? "Deliverable"} for ${deal.title}`;

/** A manager adds a deliverable; the creator hears of it. */
export async function createDeliverable(
  db: Db,
  caller: SessionUser,
  dealId: string,
  input: DeliverableInput,
) {
  const values = deliverableInputSchema.parse(input);
  const id = await db.transaction(async (tx) => {
    const deal = await findVisibleDeal(tx, caller, dealId);
    requireDealManager(caller);
    await checkProject(tx, deal, values.projectId);
    const [row] = await tx
      .insert(dealDeliverables)
      .values({ dealId, ...values })
      .returning({ id: dealDeliverables.id });
    await emit(tx, "deal.deliverable_added", {
      actor: actorOf(caller),
      deal: factsOf(deal),
      deliverable: { label: what(values.kind, deal) },
      dueDate: values.dueDate ?? null,
    });
    await announceDeal(tx, deal, "updated");
    return row!.id;
  });
  return readDeliverable(db, id);
}

/** The deliverable `id` of the deal, locked for the change. */
async function lockDeliverable(tx: Tx, dealId: string, id: string) {
  const [row] = await tx
    .select()
    .from(dealDeliverables)
    .where(and(eq(dealDeliverables.id, id), eq(dealDeliverables.dealId, dealId)))
    .for("update");
  if (!row) throw AppError.notFound(NOT_FOUND);
  return row;
}

/** A manager changes any field or status; a change of status is told to the creator. */
export async function updateDeliverable(
  db: Db,
  caller: SessionUser,
  dealId: string,
  id: string,
  patch: DeliverablePatch,
) {
  await db.transaction(async (tx) => {
    const deal = await findVisibleDeal(tx, caller, dealId);
    requireDealManager(caller);
    const row = await lockDeliverable(tx, dealId, id);
    if (patch.projectId !== undefined) await checkProject(tx, deal, patch.projectId);
    const next = { ...row, ...Object.fromEntries(Object.entries(patch).filter(([, v]) => v !== undefined)) };
    if (next.status === "Published" && !next.link)
      throw AppError.badRequest("Give the link of the published post", {
        link: "Give the link of the published post",
      });
    await tx
      .update(dealDeliverables)
      .set({
        kind: next.kind,
        platform: next.platform,
        dueDate: next.dueDate,
        status: next.status,
        link: next.link,
        projectId: next.projectId,
        updatedAt: sql`now()`,
      })
      .where(eq(dealDeliverables.id, id));
    if (next.status !== row.status)
      await emit(tx, "deal.deliverable_changed", {
        actor: actorOf(caller),
        deal: factsOf(deal),
        deliverable: { label: what(next.kind, deal) },
        from: row.status,
        to: next.status,
      });
    await announceDeal(tx, deal, "updated");
  });
  return readDeliverable(db, id);
}

export async function deleteDeliverable(db: Db, caller: SessionUser, dealId: string, id: string) {
  await db.transaction(async (tx) => {
    const deal = await findVisibleDeal(tx, caller, dealId);
    requireDealManager(caller);
    await lockDeliverable(tx, dealId, id);
    await tx.delete(dealDeliverables).where(eq(dealDeliverables.id, id));
    await announceDeal(tx, deal, "updated");
  });
}

/**
 * The deal's creator marks a deliverable Submitted for approval, with its link: only from the statuses of
 * CREATOR_SUBMITTABLE_FROM (anything else 409, nothing changed). The deal's owner hears of it.
 */
export async function submitDeliverable(
  db: Db,
  caller: SessionUser,
  dealId: string,
  id: string,
  link: string,
) {
  await db.transaction(async (tx) => {
    const deal = await findVisibleDeal(tx, caller, dealId);
    if (deal.creatorId !== caller.id)
      throw AppError.forbidden("Only the deal's creator can submit its deliverables.");
    const row = await lockDeliverable(tx, dealId, id);
    if (!CREATOR_SUBMITTABLE_FROM.includes(row.status as DeliverableStatus))
      throw AppError.conflict(
        "illegal_transition",
        row.status === "Submitted for approval"
          ? "This deliverable is already submitted for approval."
          : `A deliverable that is ${row.status} cannot be submitted again.`,
      );
    await tx
      .update(dealDeliverables)
      .set({ status: "Submitted for approval", link, updatedAt: sql`now()` })
      .where(eq(dealDeliverables.id, id));
    await emit(tx, "deal.deliverable_submitted", {
      actor: actorOf(caller),
      deal: factsOf(deal),
      deliverable: { label: what(row.kind, deal) },
      link,
    });
    await announceDeal(tx, deal, "updated");
  });
  return readDeliverable(db, id);
}

/** The deliverables of these deals, the first `perDeal` of each by due date, with each deal's count. */
export async function firstDeliverablesOf(db: Db, dealIds: string[], perDeal: number) {
  if (dealIds.length === 0) return new Map<string, { items: Deliverable[]; count: number }>();
  const ranked = db
    .select({
      ...deliverableSelection,
      rank: sql<number>`row_number() over (partition by ${dealDeliverables.dealId} order by ${dealDeliverables.dueDate} asc nulls last, ${dealDeliverables.createdAt} asc, ${dealDeliverables.id} asc)`.as(
        "rank",
      ),
      count: sql<number>`count(*) over (partition by ${dealDeliverables.dealId})`.as("count"),
    })
    .from(dealDeliverables)
    .leftJoin(projects, eq(projects.id, dealDeliverables.projectId))
    .where(inArray(dealDeliverables.dealId, dealIds))
    .as("ranked");
  const rows = await db
    .select()
    .from(ranked)
    .where(sql`${ranked.rank} <= ${perDeal}`)
    .orderBy(ranked.dealId, ranked.rank);
  const byDeal = new Map<string, { items: Deliverable[]; count: number }>();
  for (const row of rows) {
    const entry = byDeal.get(row.dealId) ?? { items: [], count: Number(row.count) };
    entry.items.push(toDeliverable(row));
    byDeal.set(row.dealId, entry);
  }
  return byDeal;
}
