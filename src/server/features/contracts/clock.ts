import { and, eq, sql } from "drizzle-orm";
import { contracts } from "../../db/schema";
import { runPeriodically } from "../../events/jobs";
import { type SealDeps, sealContract } from "./seal";
import { expireDue, remindDue } from "./signing";

/* The signings' clock (issue 37): expiries, reminders, and sealings a failure or a crash left waiting. */

/** Sealings a failure or a crash left waiting for more than two minutes. */
async function resealStuck(deps: SealDeps) {
  const stuck = await deps.db
    .select({ id: contracts.id })
    .from(contracts)
    .where(and(eq(contracts.status, "sealing"), sql`${contracts.updatedAt} < now() - interval '2 minutes'`))
    .limit(20);
  let sealed = 0;
  for (const { id } of stuck) if (await sealContract(deps, id)) sealed++;
  return sealed;
}

/** One pass of the signings' clock: expiries, reminders, and sealings left waiting. */
export async function contractsTick(deps: SealDeps) {
  const expired = await expireDue(deps);
  const reminded = await remindDue(deps);
  const resealed = await resealStuck(deps);
  return { expired, reminded, resealed };
}

const EVERY_MS = 60_000;

export function startContractClock(deps: Parameters<typeof runPeriodically>[0] & SealDeps) {
  return runPeriodically(deps, EVERY_MS, "contract signings", () => contractsTick(deps));
}
