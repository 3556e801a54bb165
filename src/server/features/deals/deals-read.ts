import { and, asc, desc, eq, ilike, or, type SQL, sql } from "drizzle-orm";
import { alias } from "drizzle-orm/pg-core";
import {
  BOARD_CARDS,
  DEAL_STAGES,
  type Deal,
  type DealBoard,
  type DealBoardQuery,
  type DealPage,
  type DealStage,
  type ListDealsQuery,
  type MoneyTotal,
  managesDeals,
} from "~/domain/deals";
import { offsetOf } from "~/domain/paging";
import type { SessionUser } from "../../auth/session";
import type { Db } from "../../db/client";
import { brands, deals, user, type VersionedSource } from "../../db/schema";
import { AppError } from "../../lib/app-error";
import { containsPattern } from "../../lib/sql-text";
import type { DealRow } from "./access";

type Tx = Parameters<Parameters<Db["transaction"]>[0]>[0];
const creator = alias(user, "creator");
const owner = alias(user, "owner");

const dealSelection = {
  deal: deals,
  brand: { id: brands.id, name: brands.name },
  creator: { id: creator.id, name: creator.name },
  owner: { id: owner.id, name: owner.name },
};
type Person = { id: string; name: string } | null;
type Joined = { deal: DealRow; brand: { id: string; name: string }; creator: Person; owner: Person };

/** A deal as `caller` may read it: the agency's notes for managers only. */
export function toDeal({ deal, brand, creator, owner }: Joined, caller: SessionUser): Deal {
  return {
    id: deal.id,
    title: deal.title,
    brand,
    creator,
    owner,
    stage: deal.stage as DealStage,
    // the agency's reason (issue 35: the Lost dialog says it stays with the deal)
    lostReason: managesDeals(caller.role) ? deal.lostReason : null,
    valueMinor: deal.valueMinor,
    currency: deal.currency,
    commissionBps: deal.commissionBps,
    commissionMinor: deal.commissionMinor,
    payoutMinor: deal.payoutMinor,
    expectedCloseDate: deal.expectedCloseDate,
    notes: managesDeals(caller.role) ? deal.notes : null,
    brandAutoApproveDays: deal.brandAutoApproveDays,
    contractedAt: deal.contractedAt?.toISOString() ?? null,
    paidAt: deal.paidAt?.toISOString() ?? null,
    stageChangedAt: deal.stageChangedAt.toISOString(),
    createdAt: deal.createdAt.toISOString(),
    updatedAt: deal.updatedAt.toISOString(),
  };
}

/** Deals with their brand and people (and `extra` columns), ready for a where, an order and a page. */
export const joinedDeals = <E extends Record<string, SQL.Aliased | SQL>>(db: Db | Tx, extra?: E) =>
  db
    .select({ ...dealSelection, ...(extra as E) })
    .from(deals)
    .innerJoin(brands, eq(brands.id, deals.brandId))
    .leftJoin(creator, eq(creator.id, deals.creatorId))
    .leftJoin(owner, eq(owner.id, deals.ownerId));

/** One deal (already found visible to `caller`). */
export async function readDeal(db: Db | Tx, id: string, caller: SessionUser): Promise<Deal> {
  const [row] = await joinedDeals(db).where(eq(deals.id, id));
  if (!row) throw AppError.notFound("No such deal, or not yours to see.");
  return toDeal(row, caller);
}

/**
 * The total of a page whose rows carry it (a scalar subquery of the page's statement); past the last page,
 * where no row carries it, the subquery read alone.
 */
export async function totalOf(
  db: Db,
  rows: readonly { total: number }[],
  page: number,
  total: SQL.Aliased<number> | SQL<number>,
): Promise<number> {
  if (rows[0]) return rows[0].total;
  if (page === 1) return 0;
  return (await db.select({ total }).from(sql`(select 1) one`))[0]?.total ?? 0;
}

type ListQuery = ListDealsQuery & { page: number; pageSize: number };

/** Managers see every deal (with the filters); anyone else only their own. */
function whereOf(
  caller: SessionUser,
  query: Pick<ListDealsQuery, "stage" | "creatorId" | "brandId" | "ownerId" | "search">,
): { where: SQL | undefined; brandJoin: boolean } {
  const conditions: SQL[] = [];
  if (!managesDeals(caller.role)) conditions.push(eq(deals.creatorId, caller.id));
  else {
    if (query.creatorId) conditions.push(eq(deals.creatorId, query.creatorId));
    if (query.ownerId) conditions.push(eq(deals.ownerId, query.ownerId));
  }
  if (query.stage) conditions.push(eq(deals.stage, query.stage));
  if (query.brandId) conditions.push(eq(deals.brandId, query.brandId));
  if (query.search) {
    const pattern = containsPattern(query.search);
    conditions.push(or(ilike(deals.title, pattern), ilike(brands.name, pattern))!);
  }
  return { where: conditions.length ? and(...conditions) : undefined, brandJoin: Boolean(query.search) };
}

const ORDER: Record<NonNullable<ListDealsQuery["sort"]>, SQL[]> = {
  newest: [desc(deals.createdAt), desc(deals.id)],
  value_desc: [desc(deals.valueMinor), desc(deals.id)],
  value_asc: [asc(deals.valueMinor), asc(deals.id)],
  close_asc: [sql`${deals.expectedCloseDate} asc nulls last`, asc(deals.id)],
  close_desc: [sql`${deals.expectedCloseDate} desc nulls last`, desc(deals.id)],
};

/** What the deals board reads (its page-cache sources: ADR 025). */
export const DEAL_LIST_SOURCES: VersionedSource[] = ["deals", "brands", "people"];

/**
 * A page of deals: every deal for managers (filters: stage, creator, brand, owner, a search of the title or
 * the brand's name; sorted by value, close date or newest), their own for a creator. The total comes in the
 * same statement.
 */
export async function listDeals(db: Db, caller: SessionUser, query: ListQuery): Promise<DealPage> {
  const { where, brandJoin } = whereOf(caller, query);
  const counted = brandJoin
    ? sql`${deals} inner join ${brands} on ${brands.id} = ${deals.brandId}`
    : sql`${deals}`;
  const total = sql<number>`(select count(*) from ${counted}${where ? sql` where ${where}` : sql``})`.mapWith(
    Number,
  );
  const rows = await joinedDeals(db, { total })
    .where(where)
    .orderBy(...ORDER[query.sort ?? "newest"])
    .limit(query.pageSize)
    .offset(offsetOf(query));
  // past the last page no row carries the total
  const count = await totalOf(db, rows, query.page, total);
  return {
    items: rows.map((row) => toDeal(row, caller)),
    total: count,
    page: query.page,
    pageSize: query.pageSize,
  };
}

/**
 * Totals per currency from rows of (currency, sum), in a stable order: the two documented fields only (the
 * rows may carry more, such as the board's stage and count).
 */
export const totalsOf = (rows: readonly { currency: string; valueMinor: number }[]): MoneyTotal[] =>
  rows
    .map(({ currency, valueMinor }) => ({ currency, valueMinor }))
    .sort((a, b) => a.currency.localeCompare(b.currency));

/**
 * The board: each stage's count and total value per currency (one aggregated statement) and the newest
 * BOARD_CARDS deals of each column (one statement, ranked per stage).
 */
export async function dealBoard(db: Db, caller: SessionUser, filters: DealBoardQuery): Promise<DealBoard> {
  // the list's filters (no stage: each column is one); the brand is joined for a search of its name
  const { where } = whereOf(caller, filters);
  const sums = await db
    .select({
      stage: deals.stage,
      currency: deals.currency,
      count: sql<number>`count(*)`.mapWith(Number),
      valueMinor: sql<number>`sum(${deals.valueMinor})`.mapWith(Number),
    })
    .from(deals)
    .innerJoin(brands, eq(brands.id, deals.brandId))
    .where(where)
    .groupBy(deals.stage, deals.currency);
  const ranked = db
    .select({
      id: deals.id,
      rank: sql<number>`row_number() over (partition by ${deals.stage} order by ${deals.createdAt} desc, ${deals.id} desc)`.as(
        "rank",
      ),
    })
    .from(deals)
    .innerJoin(brands, eq(brands.id, deals.brandId))
    .where(where)
    .as("ranked");
  const cards = await joinedDeals(db)
    .innerJoin(ranked, eq(ranked.id, deals.id))
    .where(sql`${ranked.rank} <= ${BOARD_CARDS}`)
    .orderBy(desc(deals.createdAt), desc(deals.id));
  return {
    columns: DEAL_STAGES.map((stage) => {
      const mine = sums.filter((row) => row.stage === stage);
      return {
        stage,
        count: mine.reduce((n, row) => n + row.count, 0),
        totals: totalsOf(mine),
        items: cards
          .filter((row) => row.deal.stage === stage)
          .map(({ deal, brand, creator }) => ({
            id: deal.id,
            title: deal.title,
            stage,
            brand,
            creator,
            valueMinor: deal.valueMinor,
            currency: deal.currency,
            expectedCloseDate: deal.expectedCloseDate,
            stageChangedAt: deal.stageChangedAt.toISOString(),
          })),
      };
    }),
  };
}
