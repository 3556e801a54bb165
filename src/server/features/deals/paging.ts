import { type SQL, sql } from "drizzle-orm";
import type { PgTable } from "drizzle-orm/pg-core";
import type { PageQuery } from "~/domain/paging";
import type { Db } from "../../db/client";

/**
 * `{items, total, page, pageSize}` of rows that carry their total (counted in the page's statement). Past
 * the last page, where no row carries it, the total is counted alone; an empty first page has none.
 */
export async function pageOf<R extends { total: number }, T>(
  db: Db,
  rows: readonly R[],
  query: PageQuery,
  counted: { table: PgTable; where: SQL | undefined },
  toItem: (row: R) => T,
) {
  let total = rows[0]?.total ?? 0;
  if (!rows[0] && query.page > 1) {
    const [row] = await db.select({ n: sql<number>`count(*)` }).from(counted.table).where(counted.where);
    total = Number(row?.n ?? 0);
  }
  return { items: rows.map(toItem), total, page: query.page, pageSize: query.pageSize };
}
