import { and, asc, ilike, or, type SQL, sql } from "drizzle-orm";
import type { z } from "zod";
import type { dealPeoplePageSchema, listDealPeopleQuerySchema } from "~/domain/deals";
import { offsetOf } from "~/domain/paging";
import type { Db } from "../../db/client";
import { user } from "../../db/schema";
import { containsPattern } from "../../lib/sql-text";
import { totalOf } from "./deals-read";

type Query = z.output<typeof listDealPeopleQuerySchema>;

/**
 * A page of the creators (anyone whose role is not staff) or the managers, by name, for the deal form's
 * pickers; an optional search of the name and the email. The total comes in the same statement.
 */
export async function listDealPeople(db: Db, query: Query): Promise<z.infer<typeof dealPeoplePageSchema>> {
  const conditions: SQL[] = [
    query.role === "manager"
      ? sql`${user.role} = 'manager'`
      : sql`${user.role} not in ('manager', 'editor', 'designer', 'promoter')`,
  ];
  if (query.search) {
    const pattern = containsPattern(query.search);
    conditions.push(or(ilike(user.name, pattern), ilike(user.email, pattern))!);
  }
  const where = and(...conditions);
  const total = sql<number>`(select count(*) from ${user} where ${where})`.mapWith(Number);
  const rows = await db
    .select({ id: user.id, name: user.name, email: user.email, total })
    .from(user)
    .where(where)
    .orderBy(sql`lower(${user.name})`, asc(user.id))
    .limit(query.pageSize)
    .offset(offsetOf(query));
  const count = await totalOf(db, rows, query.page, total);
  return {
    items: rows.map(({ total: _total, ...person }) => person),
    total: count,
    page: query.page,
    pageSize: query.pageSize,
  };
}
