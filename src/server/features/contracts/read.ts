import { and, desc, eq, sql } from "drizzle-orm";
import type { Contract, ContractToSign } from "~/domain/contracts";
import { managesDeals } from "~/domain/deals";
import { offsetOf, type Page, type PageQuery } from "~/domain/paging";
import type { SessionUser } from "../../auth/session";
import type { AppDeps } from "../../context";
import { brands, contractSigners, contracts, deals } from "../../db/schema";
import { AppError } from "../../lib/app-error";
import { blobsOf } from "../../storage/blobs";
import { signersOf, toContract } from "./shared";

/* The signings as the staff read them (issue 37): a deal's, the caller's to sign, a contract's PDF. */

/** A page of a deal's signings, newest first, each with its signers in order (managers). */
export async function listDealContracts(
  deps: Pick<AppDeps, "db">,
  caller: SessionUser,
  dealId: string,
  query: PageQuery,
): Promise<Page<Contract>> {
  const [deal] = await deps.db.select({ id: deals.id }).from(deals).where(eq(deals.id, dealId));
  if (!deal) throw AppError.notFound("No such deal.");
  const where = eq(contracts.dealId, dealId);
  const [rows, total] = await Promise.all([
    deps.db
      .select()
      .from(contracts)
      .where(where)
      .orderBy(desc(contracts.createdAt), desc(contracts.id))
      .limit(query.pageSize)
      .offset(offsetOf(query)),
    deps.db.$count(contracts, where),
  ]);
  const signers = await signersOf(
    deps.db,
    rows.map((r) => r.id),
  );
  return {
    items: rows.map((row) => toContract(row, signers.get(row.id) ?? [], caller.id)),
    total,
    page: query.page,
    pageSize: query.pageSize,
  };
}

/** The signings waiting for the caller's signature now, soonest to expire first. */
export async function listToSign(
  deps: Pick<AppDeps, "db">,
  caller: SessionUser,
  query: PageQuery,
): Promise<Page<ContractToSign>> {
  const where = and(
    eq(contractSigners.userId, caller.id),
    eq(contractSigners.status, "pending"),
    eq(contracts.status, "in_progress"),
    sql`${contracts.expiresAt} > now()`,
  );
  const [rows, total] = await Promise.all([
    deps.db
      .select({
        contractId: contracts.id,
        title: contracts.title,
        dealTitle: deals.title,
        brand: brands.name,
        expiresAt: contracts.expiresAt,
      })
      .from(contractSigners)
      .innerJoin(contracts, eq(contracts.id, contractSigners.contractId))
      .innerJoin(deals, eq(deals.id, contracts.dealId))
      .innerJoin(brands, eq(brands.id, deals.brandId))
      .where(where)
      .orderBy(contracts.expiresAt, contracts.id)
      .limit(query.pageSize)
      .offset(offsetOf(query)),
    countToSign(deps, where),
  ]);
  return {
    items: rows.map(({ expiresAt, ...row }) => ({ ...row, expiresAt: expiresAt.toISOString() })),
    total,
    page: query.page,
    pageSize: query.pageSize,
  };
}

async function countToSign(deps: Pick<AppDeps, "db">, where: ReturnType<typeof and>) {
  const [row] = await deps.db
    .select({ n: sql<number>`count(*)`.mapWith(Number) })
    .from(contractSigners)
    .innerJoin(contracts, eq(contracts.id, contractSigners.contractId))
    .where(where);
  return row?.n ?? 0;
}

/**
 * The PDF of a signing, to read: a manager's, or a signer's own (by their account). Anyone else gets the
 * same 404 as for a contract that does not exist.
 */
export async function readContractDocument(
  deps: Pick<AppDeps, "db" | "env">,
  caller: SessionUser,
  id: string,
) {
  const [row] = await deps.db.select().from(contracts).where(eq(contracts.id, id));
  const mine =
    row && !managesDeals(caller.role)
      ? await deps.db
          .select({ id: contractSigners.id })
          .from(contractSigners)
          .where(and(eq(contractSigners.contractId, id), eq(contractSigners.userId, caller.id)))
      : [];
  if (!row || (!managesDeals(caller.role) && mine.length === 0))
    throw AppError.notFound("No such contract, or not yours to read.");
  const body = await blobsOf(deps).read(row.documentKey);
  if (!body) throw AppError.notFound("No such contract, or not yours to read.");
  return { body, title: row.title };
}
