import { and, eq, isNull, lt, or, sql } from "drizzle-orm";
import type { Db } from "../db/client";
import { redisOf, SharedStoreUnavailable } from "../db/redis";
import { signInFailures } from "../db/schema";
import { AppError } from "../lib/app-error";

/** How a key's failures are limited: `threshold` within `windowSeconds`, then locked for `lockSeconds(n)`. */
export interface FailurePolicy {
  threshold: number;
  windowSeconds: number;
  /** The lock after the n-th failure at or over the threshold (n = 0 for the threshold itself). */
  lockSeconds(overThreshold: number): number;
}

/** Per account: 10 failures within 15 minutes, then 30 s, 1 min, 2 min, ... up to 15 min a try. */
export const accountPolicy: FailurePolicy = {
  threshold: 10,
  windowSeconds: 15 * 60,
  lockSeconds: (n) => Math.min(15 * 60, 30 * 2 ** n),
};

/** Per IP: `limit` failures a minute, then locked until the minute is over. */
export const ipPolicy = (limit: number): FailurePolicy => ({
  threshold: limit,
  windowSeconds: 60,
  lockSeconds: () => 0,
});

/*
 * The same counting in Redis (REDIS_URL, ADR 085), one script an attempt, so concurrent attempts on any
 * instance are counted one after another. A key is a hash: `f` failures, `w` the window's end, `l` the lock's
 * end (ms, Redis's own clock, so the instances' clocks do not matter); it expires an hour after both end.
 */
const LOCK_STEPS = 12;
const BEGIN_SCRIPT = `
local t = redis.call('TIME')
local now = tonumber(t[1]) * 1000 + math.floor(tonumber(t[2]) / 1000)
local h = redis.call('HMGET', KEYS[1], 'f', 'w', 'l')
local failures = tonumber(h[1]) or 0
local windowEnds = tonumber(h[2]) or 0
local locked = tonumber(h[3]) or 0
if locked > now then return {0, locked - now} end
if windowEnds <= now then
  failures = 1
  windowEnds = now + tonumber(ARGV[2])
else
  failures = failures + 1
end
local threshold = tonumber(ARGV[1])
locked = 0
if failures >= threshold then
  local i = math.min(3 + failures - threshold, #ARGV)
  local lock = tonumber(ARGV[i])
  if lock > 0 then locked = now + lock else locked = windowEnds end
end
redis.call('HSET', KEYS[1], 'f', failures, 'w', windowEnds, 'l', locked)
redis.call('PEXPIREAT', KEYS[1], math.max(windowEnds, locked) + 3600000)
return {1, 0}`;
const FORGIVE_SCRIPT = `
local failures = tonumber(redis.call('HGET', KEYS[1], 'f') or '0')
if failures <= 0 then return 0 end
failures = failures - 1
redis.call('HSET', KEYS[1], 'f', failures)
if failures < tonumber(ARGV[1]) then redis.call('HSET', KEYS[1], 'l', 0) end
return 0`;

export interface AttemptResult {
  allowed: boolean;
  retryAfterSeconds: number;
}

/**
 * Counts an attempt for `key` as a failure in advance: refused while the key is locked; otherwise counted,
 * and the key locked once the count reaches the threshold. One transaction holding the key's row, so
 * concurrent attempts are counted one after another and none slips past the limit. A success then clears
 * the account (`clearFailures`) or gives the IP its attempt back (`forgiveAttempt`).
 */
export async function beginAttempt(db: Db, key: string, policy: FailurePolicy): Promise<AttemptResult> {
  const redis = redisOf(db);
  if (redis) {
    // the locks after the threshold, the n-th at ARGV[3 + n] (the last for any later one)
    const locks = Array.from({ length: LOCK_STEPS }, (_, n) => policy.lockSeconds(n) * 1000);
    let answer: [number, number];
    try {
      answer = (await redis.client.eval(
        BEGIN_SCRIPT,
        1,
        redis.key(`sign-in:${key}`),
        policy.threshold,
        policy.windowSeconds * 1000,
        ...locks,
      )) as [number, number];
    } catch (error) {
      // sign-in fails closed: an attempt that cannot be counted is not made
      throw new SharedStoreUnavailable(error);
    }
    return { allowed: answer[0] === 1, retryAfterSeconds: Math.ceil(answer[1] / 1000) };
  }
  return db.transaction(async (tx) => {
    await tx
      .insert(signInFailures)
      .values({ key, failures: 0, windowEndsAt: new Date(0) })
      .onConflictDoNothing();
    const [row] = await tx.select().from(signInFailures).where(eq(signInFailures.key, key)).for("update");
    if (!row) throw new Error("sign-in failure row missing");
    const now = Date.now();
    if (row.lockedUntil && row.lockedUntil.getTime() > now) {
      return { allowed: false, retryAfterSeconds: Math.ceil((row.lockedUntil.getTime() - now) / 1000) };
    }
    const windowOver = row.windowEndsAt.getTime() <= now;
    const failures = windowOver ? 1 : row.failures + 1;
    const windowEndsAt = windowOver ? new Date(now + policy.windowSeconds * 1000) : row.windowEndsAt;
    let lockedUntil: Date | null = null;
    if (failures >= policy.threshold) {
      const lock = policy.lockSeconds(failures - policy.threshold);
      lockedUntil = lock > 0 ? new Date(now + lock * 1000) : windowEndsAt;
    }
    await tx
      .update(signInFailures)
      .set({ failures, windowEndsAt, lockedUntil })
      .where(eq(signInFailures.key, key));
    return { allowed: true, retryAfterSeconds: 0 };
  });
}

/** A successful sign-in: the account's count starts over. */
export async function clearFailures(db: Db, key: string) {
  const redis = redisOf(db);
  if (redis) {
    await redis.client.del(redis.key(`sign-in:${key}`)).catch(() => {});
    return;
  }
  await db.delete(signInFailures).where(eq(signInFailures.key, key));
}

/** A successful sign-in from an IP does not use up that IP's allowance (many people share one NAT). */
export async function forgiveAttempt(db: Db, key: string, policy: FailurePolicy) {
  const redis = redisOf(db);
  if (redis) {
    await redis.client.eval(FORGIVE_SCRIPT, 1, redis.key(`sign-in:${key}`), policy.threshold).catch(() => {});
    return;
  }
  await db
    .update(signInFailures)
    .set({
      failures: sql`greatest(${signInFailures.failures} - 1, 0)`,
      lockedUntil: sql`case when ${signInFailures.failures} - 1 < ${policy.threshold} then null else ${signInFailures.lockedUntil} end`,
    })
    .where(eq(signInFailures.key, key));
}

function waitText(seconds: number): string {
  if (seconds < 60) return `${seconds} second${seconds === 1 ? "" : "s"}`;
  const minutes = Math.ceil(seconds / 60);
  return `${minutes} minute${minutes === 1 ? "" : "s"}`;
}

export function accountLocked(retryAfterSeconds: number) {
  return AppError.tooManyRequests(
    retryAfterSeconds,
    `Too many failed sign-ins for this account. Please wait ${waitText(retryAfterSeconds)} before trying again, or reset your password.`,
  );
}

export function networkLocked(retryAfterSeconds: number) {
  return AppError.tooManyRequests(
    retryAfterSeconds,
    `Too many sign-in attempts from your network. Please wait ${waitText(retryAfterSeconds)} before trying again.`,
  );
}

/** Failure counters whose window and lock are both over: pruned with the other rate limits. */
export async function pruneSignInFailures(db: Db) {
  const hourAgo = sql`now() - interval '1 hour'`;
  await db
    .delete(signInFailures)
    .where(
      and(
        lt(signInFailures.windowEndsAt, hourAgo),
        or(isNull(signInFailures.lockedUntil), lt(signInFailures.lockedUntil, hourAgo)),
      ),
    );
}
