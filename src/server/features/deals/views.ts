import { and, asc, count, eq, sql } from "drizzle-orm";
import { DEAL_VIEWS_MAX, type DealView, type DealViewInput, dealViewFiltersSchema } from "~/domain/deals";
import { offsetOf, type Page, type PageQuery } from "~/domain/paging";
import type { SessionUser } from "../../auth/session";
import type { Db } from "../../db/client";
import { dealViews } from "../../db/schema";
import { AppError } from "../../lib/app-error";

/*
 * A manager's saved views of the pipeline (issue 35): named filters, each manager's own. Another manager's
 * view is not found; nothing else reads or changes them.
 */

type Row = typeof dealViews.$inferSelect;
const toView = (row: Row): DealView => ({
  id: row.id,
  name: row.name,
  // stored as validated; read through the schema so an old row never reaches the screen malformed
  filters: dealViewFiltersSchema.catch({}).parse(row.filters),
  createdAt: row.createdAt.toISOString(),
});

/** A page of the caller's views, by name. */
export async function listDealViews(db: Db, caller: SessionUser, query: PageQuery): Promise<Page<DealView>> {
  const mine = eq(dealViews.ownerId, caller.id);
  const [rows, [total]] = await Promise.all([
    db
      .select()
      .from(dealViews)
      .where(mine)
      .orderBy(asc(sql`lower(${dealViews.name})`), asc(dealViews.id))
      .limit(query.pageSize)
      .offset(offsetOf(query)),
    db.select({ total: count() }).from(dealViews).where(mine),
  ]);
  return { items: rows.map(toView), total: total?.total ?? 0, page: query.page, pageSize: query.pageSize };
}

/** A new view of the caller's; a name they already use (in any case) is 409, past DEAL_VIEWS_MAX too. */
export async function createDealView(db: Db, caller: SessionUser, input: DealViewInput): Promise<DealView> {
  const name = input.name.trim();
  if ((await db.$count(dealViews, eq(dealViews.ownerId, caller.id))) >= DEAL_VIEWS_MAX)
    throw AppError.conflict(
      "too_many_views",
      `You have ${DEAL_VIEWS_MAX} saved views, the most there can be: delete one first.`,
    );
  const [row] = await db
    .insert(dealViews)
    .values({ ownerId: caller.id, name, filters: input.filters })
    .onConflictDoNothing()
    .returning();
  if (!row) {
    const taken = `You already have a view named "${name}".`;
    throw new AppError(409, "view_name_taken", taken, { name: taken });
  }
  return toView(row);
}

/** Deletes one of the caller's views; another's, or none, is 404. */
export async function deleteDealView(db: Db, caller: SessionUser, id: string): Promise<void> {
  const [gone] = await db
    .delete(dealViews)
    .where(and(eq(dealViews.id, id), eq(dealViews.ownerId, caller.id)))
    .returning({ id: dealViews.id });
  if (!gone) throw AppError.notFound("No such view.");
}
