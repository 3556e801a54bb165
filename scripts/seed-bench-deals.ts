import { sql } from "drizzle-orm";
import { BOOKED_STAGES, commissionOf, DEAL_STAGES, type DealStage, payoutOf } from "../src/domain/deals";
import type { Db } from "../src/server/db/client";
import { brands, deals, user } from "../src/server/db/schema";

/*
 * `n` deals for the benchmarks (issue 19: the deals list and the revenue summary read 10,000): spread over
 * 200 creators and 100 brands, every stage, three currencies (most in USD), values from one cent to a
 * million dollars, contracted and paid over the last 18 months. Deterministic; commission and payout from
 * src/domain/deals.ts; dates as the moves set them. Creators are plain rows (they never sign in here).
 */

const CREATORS = 200;
const BRANDS = 100;
const BATCH = 1000;
const CURRENCY_OF = ["USD", "USD", "USD", "EUR", "JPY"] as const;
const DAY = 86_400_000;

/** Returns the ids of the creators it made (plain rows: they never sign in). */
export async function seedBenchDeals(db: Db, n: number): Promise<string[]> {
  const tag = Date.now().toString(36);
  const creatorIds = Array.from({ length: CREATORS }, (_, i) => `bench-deal-creator-${tag}-${i}`);
  await db.insert(user).values(
    creatorIds.map((id, i) => ({
      id,
      name: `Bench Creator ${i}`,
      email: `${id}@example.test`,
      role: "creator",
    })),
  );
  const brandIds = (
    await db
      .insert(brands)
      .values(Array.from({ length: BRANDS }, (_, i) => ({ name: `Bench Brand ${i}` })))
      .returning({ id: brands.id })
  ).map((b) => b.id);
  const now = Date.now();
  for (let start = 0; start < n; start += BATCH) {
    const rows = [];
    for (let i = start; i < Math.min(n, start + BATCH); i++) {
      const stage = DEAL_STAGES[i % DEAL_STAGES.length] as DealStage;
      const currency = CURRENCY_OF[i % CURRENCY_OF.length]!;
      const valueMinor = 1 + ((i * 7919) % 100_000_000);
      const bps = 1000 + (i % 21) * 100;
      const booked = (BOOKED_STAGES as readonly string[]).includes(stage);
      const contractedAt = booked ? new Date(now - ((i * 13) % 540) * DAY) : null;
      rows.push({
        brandId: brandIds[i % BRANDS]!,
        creatorId: creatorIds[(i * 31) % CREATORS]!,
        title: `Bench deal ${i}`,
        stage,
        lostReason: stage === "Lost" ? "Bench" : null,
        valueMinor,
        currency,
        commissionBps: bps,
        commissionMinor: commissionOf(valueMinor, bps),
        payoutMinor: payoutOf(valueMinor, bps),
        contractedAt,
        paidAt:
          stage === "Paid" && contractedAt
            ? new Date(Math.min(now, contractedAt.getTime() + 20 * DAY))
            : null,
        createdAt: new Date(now - i * 60_000),
      });
    }
    await db.insert(deals).values(rows);
  }
  await db.execute(sql`analyze deals`);
  return creatorIds;
}
