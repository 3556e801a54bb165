import { commissionOf, type DealStage, payoutOf } from "~/domain/deals";
import type { Db } from "../db/client";
import { brandLinks, brands, dealDeliverables, deals } from "../db/schema";
import { hashBrandToken, newBrandToken } from "../features/brand-links/tokens";

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

/**
 * A brand's link (issue 36) written as a row, with the token that opens it: live by default, or expired or
 * revoked. A review link needs the deliverable.
 */
export async function createTestBrandLink(
  db: Db,
  options: {
    dealId: string;
    deliverableId?: string;
    kind?: "review" | "report";
    state?: "live" | "expired" | "revoked";
    email?: string;
  },
) {
  const token = newBrandToken();
  const email = options.email ?? `ann-${crypto.randomUUID()}@brand.test`;
  const kind = options.kind ?? (options.deliverableId ? "review" : "report");
  const [row] = await db
    .insert(brandLinks)
    .values({
      kind,
      tokenHash: hashBrandToken(token),
      dealId: options.dealId,
      deliverableId: kind === "review" ? options.deliverableId! : null,
      contactName: "Ann Partner",
      contactEmail: email,
      expiresAt: new Date(Date.now() + (options.state === "expired" ? -60_000 : 86_400_000)),
      revokedAt: options.state === "revoked" ? new Date() : null,
    })
    .returning({ id: brandLinks.id });
  return { id: row!.id, token, email };
}
