import { asc, desc, eq, ilike, sql } from "drizzle-orm";
import type { z } from "zod";
import type { Brand, BrandDealPage, brandInputSchema, brandPageSchema } from "~/domain/deals";
import { offsetOf, type PageQuery } from "~/domain/paging";
import type { SessionUser } from "../../auth/session";
import type { Db } from "../../db/client";
import { brandContacts, brands, deals } from "../../db/schema";
import { AppError } from "../../lib/app-error";
import { containsPattern } from "../../lib/sql-text";
import { joinedDeals, toDeal, totalOf, totalsOf } from "./deals-read";

type Tx = Parameters<Parameters<Db["transaction"]>[0]>[0];
type BrandInput = z.output<typeof brandInputSchema>;
type BrandPage = z.infer<typeof brandPageSchema>;

const NOT_FOUND = "No such brand.";

/**
 * A page of brands by name, each with its number of deals; an optional search of the name. The total comes
 * in the same statement.
 */
export async function listBrands(
  db: Db,
  query: PageQuery & { search?: string | undefined },
): Promise<BrandPage> {
  const where = query.search ? ilike(brands.name, containsPattern(query.search)) : undefined;
  const total = sql<number>`(select count(*) from ${brands}${where ? sql` where ${where}` : sql``})`.mapWith(
    Number,
  );
  const rows = await db
    .select({
      id: brands.id,
      name: brands.name,
      website: brands.website,
      industry: brands.industry,
      updatedAt: brands.updatedAt,
      // qualified by hand: inside the subquery an unqualified "id" would be the deal's
      dealCount: sql<number>`(select count(*) from ${deals} d where d.brand_id = "brands"."id")`.mapWith(
        Number,
      ),
      total,
    })
    .from(brands)
    .where(where)
    .orderBy(sql`lower(${brands.name})`, asc(brands.id))
    .limit(query.pageSize)
    .offset(offsetOf(query));
  const count = await totalOf(db, rows, query.page, total);
  return {
    items: rows.map(({ total: _total, updatedAt, ...row }) => ({
      ...row,
      updatedAt: updatedAt.toISOString(),
    })),
    total: count,
    page: query.page,
    pageSize: query.pageSize,
  };
}

/** One brand with its contacts, in their order. */
export async function readBrand(db: Db | Tx, id: string): Promise<Brand> {
  const [row] = await db.select().from(brands).where(eq(brands.id, id));
  if (!row) throw AppError.notFound(NOT_FOUND);
  const contacts = await db
    .select({
      id: brandContacts.id,
      name: brandContacts.name,
      role: brandContacts.role,
      email: brandContacts.email,
      phone: brandContacts.phone,
    })
    .from(brandContacts)
    .where(eq(brandContacts.brandId, id))
    .orderBy(asc(brandContacts.position), asc(brandContacts.id));
  return {
    id: row.id,
    name: row.name,
    website: row.website,
    industry: row.industry,
    notes: row.notes,
    contacts,
    billing: {
      legalName: row.billingLegalName,
      address: row.billingAddress,
      email: row.billingEmail,
      taxId: row.billingTaxId,
    },
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

/** The billing columns of the input's billing details (none when it has none: they stay). */
const billingColumns = (billing: BrandInput["billing"]) =>
  billing
    ? {
        billingLegalName: billing.legalName,
        billingAddress: billing.address,
        billingEmail: billing.email,
        billingTaxId: billing.taxId,
      }
    : {};

const contactRows = (brandId: string, input: BrandInput) =>
  input.contacts.map((contact, position) => ({ brandId, position, ...contact }));

export async function createBrand(db: Db, caller: SessionUser, input: BrandInput): Promise<Brand> {
  return db.transaction(async (tx) => {
    const { contacts: _contacts, billing, ...fields } = input;
    const [row] = await tx
      .insert(brands)
      .values({ ...fields, ...billingColumns(billing), createdBy: caller.id })
      .returning({ id: brands.id });
    const contacts = contactRows(row!.id, input);
    if (contacts.length) await tx.insert(brandContacts).values(contacts);
    return readBrand(tx, row!.id);
  });
}

/** Replaces the brand's fields and its contacts, in one transaction. */
export async function updateBrand(db: Db, id: string, input: BrandInput): Promise<Brand> {
  return db.transaction(async (tx) => {
    const { contacts: _contacts, billing, ...fields } = input;
    const [row] = await tx
      .update(brands)
      .set({ ...fields, ...billingColumns(billing), updatedAt: sql`now()` })
      .where(eq(brands.id, id))
      .returning({ id: brands.id });
    if (!row) throw AppError.notFound(NOT_FOUND);
    await tx.delete(brandContacts).where(eq(brandContacts.brandId, id));
    const contacts = contactRows(id, input);
    if (contacts.length) await tx.insert(brandContacts).values(contacts);
    return readBrand(tx, id);
  });
}

/** Deletes a brand without deals (a brand's deals are the agency's records: 409). */
export async function deleteBrand(db: Db, id: string): Promise<void> {
  await db.transaction(async (tx) => {
    const [row] = await tx.select({ id: brands.id }).from(brands).where(eq(brands.id, id)).for("update");
    if (!row) throw AppError.notFound(NOT_FOUND);
    const [used] = await tx
      .select({ n: sql<number>`count(*)`.mapWith(Number) })
      .from(deals)
      .where(eq(deals.brandId, id));
    if (used && used.n > 0)
      throw AppError.conflict(
        "brand_has_deals",
        `This brand has ${used.n === 1 ? "a deal" : `${used.n} deals`}, so it cannot be deleted. Its deals are the agency's records.`,
      );
    await tx.delete(brands).where(eq(brands.id, id));
  });
}

/** The totals of a brand's deals per currency, as JSON in a scalar subquery. */
const brandTotals = (brandId: string) =>
  sql<{ currency: string; valueMinor: number | string }[] | null>`(select json_agg(json_build_object(
    'currency', t.currency, 'valueMinor', t.value) order by t.currency) from (
      select ${deals.currency} as currency, sum(${deals.valueMinor}) as value from ${deals}
      where ${deals.brandId} = ${brandId} group by ${deals.currency}) t)`;

/** A page of a brand's deals, newest first, with the count and the total value per currency of them all. */
export async function listBrandDeals(
  db: Db,
  caller: SessionUser,
  brandId: string,
  query: PageQuery,
): Promise<BrandDealPage> {
  const [brand] = await db.select({ id: brands.id }).from(brands).where(eq(brands.id, brandId));
  if (!brand) throw AppError.notFound(NOT_FOUND);
  const total = sql<number>`(select count(*) from ${deals} where ${deals.brandId} = ${brandId})`.mapWith(
    Number,
  );
  const totals = brandTotals(brandId);
  const rows = await joinedDeals(db, { total, totals })
    .where(eq(deals.brandId, brandId))
    .orderBy(desc(deals.createdAt), desc(deals.id))
    .limit(query.pageSize)
    .offset(offsetOf(query));
  // past the last page no row carries them
  const counts = rows[0] ?? (await db.select({ total, totals }).from(sql`(select 1) one`))[0];
  return {
    items: rows.map((row) => toDeal(row, caller)),
    total: counts?.total ?? 0,
    page: query.page,
    pageSize: query.pageSize,
    totals: totalsOf((counts?.totals ?? []).map((t) => ({ ...t, valueMinor: Number(t.valueMinor) }))),
  };
}
