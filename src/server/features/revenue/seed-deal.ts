import { z } from "@hono/zod-openapi";
import { eq } from "drizzle-orm";
import {
  BOOKED_STAGES,
  CURRENCIES,
  commissionOf,
  DEAL_STAGES,
  DEFAULT_COMMISSION_BPS,
  type DealStage,
  MAX_COMMISSION_BPS,
  MAX_MINOR,
  payoutOf,
} from "~/domain/deals";
import type { Db } from "../../db/client";
import { brands, deals, user } from "../../db/schema";
import { AppError } from "../../lib/app-error";
import { announceDeal } from "../deals";

/*
 * A deal as it stands at a stage, written straight to the table: for tests, the bench's seed and the
 * browser tests (through the local CLI's route), which need deals of every stage and date without walking
 * each one through the pipeline. The commission and payout come from src/domain/deals.ts, and the dates
 * are set as the moves set them: contracted_at once a deal reaches Contracted or later, paid_at when Paid.
 */

export interface SeedDealOptions {
  creatorId: string;
  valueMinor: number;
  currency: string;
  stage?: DealStage;
  commissionBps?: number;
  title?: string;
  /** a new brand of this name when no brandId is given */
  brandId?: string;
  brandName?: string;
  ownerId?: string | null;
  /** default: now for a booked deal (Contracted or later), else none */
  contractedAt?: Date | null;
  /** default: now for a paid deal, else none */
  paidAt?: Date | null;
  lostReason?: string;
}

export async function seedDeal(db: Db, options: SeedDealOptions) {
  const stage = options.stage ?? "Lead";
  const bps = options.commissionBps ?? DEFAULT_COMMISSION_BPS;
  const booked = (BOOKED_STAGES as readonly string[]).includes(stage);
  const now = new Date();
  const brandId =
    options.brandId ??
    (
      await db
        .insert(brands)
        .values({ name: options.brandName ?? "Test brand" })
        .returning({ id: brands.id })
    )[0]!.id;
  const [row] = await db
    .insert(deals)
    .values({
      brandId,
      creatorId: options.creatorId,
      ownerId: options.ownerId ?? null,
      title: options.title ?? `A ${stage} deal`,
      stage,
      lostReason: stage === "Lost" ? (options.lostReason ?? "The brand went elsewhere") : null,
      valueMinor: options.valueMinor,
      currency: options.currency,
      commissionBps: bps,
      commissionMinor: commissionOf(options.valueMinor, bps),
      payoutMinor: payoutOf(options.valueMinor, bps),
      contractedAt: options.contractedAt !== undefined ? options.contractedAt : booked ? now : null,
      paidAt: options.paidAt !== undefined ? options.paidAt : stage === "Paid" ? now : null,
    })
    .returning();
  return row!;
}

/**
 * The local CLI's deal (the browser tests' and the demo's): the creator by email, dates as ISO strings;
 * announced on the pipeline's topic like any new deal.
 */
export const seedDealCommandSchema = z
  .object({
    creatorEmail: z.email(),
    brandName: z.string().trim().min(1).max(200),
    title: z.string().trim().min(1).max(200),
    valueMinor: z.number().int().min(0).max(MAX_MINOR),
    currency: z.enum(CURRENCIES),
    stage: z.enum(DEAL_STAGES),
    commissionBps: z.number().int().min(0).max(MAX_COMMISSION_BPS).optional(),
    contractedAt: z.iso.datetime({ offset: true }).nullable().optional(),
    paidAt: z.iso.datetime({ offset: true }).nullable().optional(),
  })
  .meta({ id: "SeedDealCommand" });

export async function seedDealCommand(db: Db, command: z.infer<typeof seedDealCommandSchema>) {
  const [creator] = await db
    .select({ id: user.id })
    .from(user)
    .where(eq(user.email, command.creatorEmail.toLowerCase()));
  if (!creator) throw AppError.notFound("No user has that email.");
  const date = (value: string | null | undefined) =>
    value === undefined ? undefined : value === null ? null : new Date(value);
  const row = await seedDeal(db, {
    ...command,
    creatorId: creator.id,
    contractedAt: date(command.contractedAt),
    paidAt: date(command.paidAt),
  });
  // heard by the pipeline's viewers as any new deal is (the revenue page refetches)
  await announceDeal(db, row, "created");
  return { id: row.id };
}
