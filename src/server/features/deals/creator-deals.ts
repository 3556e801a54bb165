import { and, desc, eq, sql } from "drizzle-orm";
import {
  CREATOR_DEAL_DELIVERABLES,
  type CreatorDeal,
  type CreatorDealSummary,
  DEAL_STAGES,
  DELIVERABLE_DONE,
} from "~/domain/deals";
import { offsetOf, type PageQuery } from "~/domain/paging";
import type { Db } from "../../db/client";
import { queryRows } from "../../db/client";
import { brands, dealDeliverables, deals } from "../../db/schema";
import { firstDeliverablesOf } from "./deliverables";
import { pageOf } from "./paging";
import { agencyMonthStart, agencyToday } from "./today";

/**
 * A page of the caller's own deals, newest first, as their creator sees them (never the agency's notes):
 * one statement for the page (its total beside it), one for the first deliverables of the page's deals.
 */
export async function listCreatorDeals(db: Db, creatorId: string, query: PageQuery) {
  const where = eq(deals.creatorId, creatorId);
  const total = sql<number>`(select count(*) from ${deals} where ${where})`.mapWith(Number);
  const rows = await db
    .select({
      id: deals.id,
      title: deals.title,
      brandId: brands.id,
      brandName: brands.name,
      stage: deals.stage,
      valueMinor: deals.valueMinor,
      currency: deals.currency,
      commissionBps: deals.commissionBps,
      commissionMinor: deals.commissionMinor,
      payoutMinor: deals.payoutMinor,
      expectedCloseDate: deals.expectedCloseDate,
      updatedAt: deals.updatedAt,
      total,
    })
    .from(deals)
    .innerJoin(brands, eq(brands.id, deals.brandId))
    .where(where)
    // grouped by stage in the pipeline's order (issue 35: the creator's compact list), newest first in each
    .orderBy(
      sql`array_position(${sql.raw(`array[${DEAL_STAGES.map((stage) => `'${stage}'`).join(",")}]::text[]`)}, ${deals.stage})`,
      desc(deals.createdAt),
      desc(deals.id),
    )
    .limit(query.pageSize)
    .offset(offsetOf(query));
  const deliverables = await firstDeliverablesOf(
    db,
    rows.map((row) => row.id),
    CREATOR_DEAL_DELIVERABLES,
  );
  return pageOf(
    db,
    rows,
    query,
    { table: deals, where },
    (row): CreatorDeal => ({
      id: row.id,
      title: row.title,
      brand: { id: row.brandId, name: row.brandName },
      stage: row.stage as CreatorDeal["stage"],
      valueMinor: row.valueMinor,
      currency: row.currency,
      commissionBps: row.commissionBps,
      commissionMinor: row.commissionMinor,
      payoutMinor: row.payoutMinor,
      expectedCloseDate: row.expectedCloseDate,
      deliverables: deliverables.get(row.id)?.items ?? [],
      deliverableCount: deliverables.get(row.id)?.count ?? 0,
      updatedAt: row.updatedAt.toISOString(),
    }),
  );
}

const done = sql.raw(DELIVERABLE_DONE.map((s) => `'${s}'`).join(", "));

/**
 * The creator home's card, in one statement: the next open deliverable by due date (an overdue one first),
 * the count of overdue ones, and the payouts of the deals paid this month, per currency.
 */
export async function creatorDealSummary(db: Db, creatorId: string): Promise<CreatorDealSummary> {
  const open = sql`${dealDeliverables.status} not in (${done}) and ${dealDeliverables.dueDate} is not null`;
  const [row] = await queryRows<{
    next: CreatorDealSummary["nextDeliverable"];
    overdue: number | string;
    payouts: { currency: string; payoutMinor: number | string }[] | null;
  }>(
    db,
    // From the creator's deals to their deliverables (per deal, by deal_id): never the other way round
    // through the open-due index, which would walk every creator's open deliverables.
    sql`select
      (select json_build_object(
          'id', n.id, 'dealId', ${deals.id}, 'dealTitle', ${deals.title}, 'brandName', ${brands.name},
          'kind', n.kind, 'platform', n.platform, 'dueDate', n.due_date, 'status', n.status,
          'overdue', n.due_date < ${agencyToday})
        from ${deals}
        join ${brands} on ${brands.id} = ${deals.brandId}
        cross join lateral (
          select ${dealDeliverables.id} as id, ${dealDeliverables.kind} as kind,
            ${dealDeliverables.platform} as platform, ${dealDeliverables.dueDate} as due_date,
            ${dealDeliverables.status} as status, ${dealDeliverables.createdAt} as created_at
          from ${dealDeliverables}
          where ${dealDeliverables.dealId} = ${deals.id} and ${open}
          order by ${dealDeliverables.dueDate}, ${dealDeliverables.createdAt}, ${dealDeliverables.id}
          limit 1) n
        where ${deals.creatorId} = ${creatorId}
        order by n.due_date, n.created_at, n.id
        limit 1) as next,
      (select sum((select count(*) from ${dealDeliverables}
          where ${dealDeliverables.dealId} = ${deals.id} and ${open}
            and ${dealDeliverables.dueDate} < ${agencyToday}))
        from ${deals} where ${deals.creatorId} = ${creatorId}) as overdue,
      (select json_agg(json_build_object('currency', p.currency, 'payoutMinor', p.payout) order by p.currency)
        from (select ${deals.currency} as currency, sum(${deals.payoutMinor}) as payout from ${deals}
          where ${and(eq(deals.creatorId, creatorId), eq(deals.stage, "Paid"))}
            and ${deals.paidAt} >= ${agencyMonthStart}
          group by ${deals.currency}) p) as payouts`,
  );
  return {
    nextDeliverable: row?.next ?? null,
    overdueCount: Number(row?.overdue ?? 0),
    payoutsThisMonth: (row?.payouts ?? []).map((p) => ({
      currency: p.currency,
      payoutMinor: Number(p.payoutMinor),
    })),
  };
}
