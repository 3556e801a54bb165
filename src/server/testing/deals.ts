import { commissionOf, type DealStage, payoutOf } from "~/domain/deals";
import type { Db } from "../db/client";
import { brands, dealDeliverables, deals } from "../db/schema";

/*
 * Deals for tests, written as rows (the deals' own endpoints are another part of issue 19): the commission
 * and the payout computed by the domain, as the deals' writes do.
 */
export async function createTestDeal(
  db: Db,
  options: {
    creatorId: string;
    ownerId?: string | null;
    title?: string;
    brandName?: string;
    stage?: DealStage;
    valueMinor?: number;
    currency?: string;
    commissionBps?: number;
    paidAt?: Date | null;
    notes?: string;
  },
) {
  const [brand] = await db
    .insert(brands)
    .values({ name: options.brandName ?? "Acme Snacks" })
    .returning({ id: brands.id });
  const valueMinor = options.valueMinor ?? 500_000;
  const commissionBps = options.commissionBps ?? 2000;
  const [row] = await db
    .insert(deals)
    .values({
      brandId: brand!.id,
      creatorId: options.creatorId,
      ownerId: options.ownerId ?? null,
      title: options.title ?? "Spring sponsorship",
      stage: options.stage ?? "Contracted",
      valueMinor,
      currency: options.currency ?? "USD",
      commissionBps,
      commissionMinor: commissionOf(valueMinor, commissionBps),
      payoutMinor: payoutOf(valueMinor, commissionBps),
      notes: options.notes ?? "",
      paidAt: options.paidAt ?? null,
    })
    .returning();
  return row!;
}

/** A deliverable of a deal, as a row. */
export async function createTestDeliverable(
  db: Db,
  dealId: string,
  values: Partial<typeof dealDeliverables.$inferInsert> = {},
) {
  const [row] = await db
    .insert(dealDeliverables)
    .values({ dealId, kind: "dedicated_video", platform: "YouTube", ...values })
    .returning();
  return row!;
}
