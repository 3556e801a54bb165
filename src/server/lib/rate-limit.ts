import { sql } from "drizzle-orm";
import { type Db, queryRows } from "../db/client";
import { redisOf, SharedStoreUnavailable } from "../db/redis";

export interface RateLimitResult {
  allowed: boolean;
  remaining: number;
  retryAfterSeconds: number;
}

/** A fixed window in Redis: the count, and the milliseconds left of the window (started by the first hit). */
const HIT_SCRIPT = `
local n = redis.call('INCR', KEYS[1])
local ttl = redis.call('PTTL', KEYS[1])
if ttl < 0 then redis.call('PEXPIRE', KEYS[1], ARGV[1]); ttl = tonumber(ARGV[1]) end
return {n, ttl}`;
const UNDO_SCRIPT = `
local n = tonumber(redis.call('GET', KEYS[1]) or '0')
if n > 0 then redis.call('DECR', KEYS[1]) end
return 0`;

/**
 * Counts one hit against `key` in a fixed window, atomically and shared by every server instance: in Redis
 * when the installation has one (REDIS_URL, ADR 085), otherwise in the database. When Redis is away the hit
 * is refused (SharedStoreUnavailable: a 503), or, with `failOpen` (reads), let through uncounted.
 */
export async function hitRateLimit(
  db: Db,
  key: string,
  limit: number,
  windowMs: number,
  options: { failOpen?: boolean } = {},
): Promise<RateLimitResult> {
  const redis = redisOf(db);
  if (redis) {
    let count: number;
    let leftMs: number;
    try {
      [count, leftMs] = (await redis.client.eval(
        HIT_SCRIPT,
        1,
        redis.key(`limit:${key}`),
        Math.ceil(windowMs),
      )) as [number, number];
    } catch (error) {
      if (options.failOpen) return { allowed: true, remaining: limit, retryAfterSeconds: 0 };
      throw new SharedStoreUnavailable(error);
    }
    return {
      allowed: count <= limit,
      remaining: Math.max(0, limit - count),
      retryAfterSeconds: Math.max(1, Math.ceil(leftMs / 1000)),
    };
  }
  const [row] = await queryRows<{ count: number; reset_at: string | Date }>(
    db,
    sql`
    insert into rate_limit_windows (key, count, reset_at)
    values (${key}, 1, now() + make_interval(secs => ${windowMs / 1000}))
    on conflict (key) do update set
      count = case when rate_limit_windows.reset_at <= now() then 1 else rate_limit_windows.count + 1 end,
      reset_at = case when rate_limit_windows.reset_at <= now()
        then now() + make_interval(secs => ${windowMs / 1000}) else rate_limit_windows.reset_at end
    returning count, reset_at`,
  );
  if (!row) throw new Error("rate limit upsert returned no row");
  const count = Number(row.count);
  const resetAt = new Date(row.reset_at).getTime();
  return {
    allowed: count <= limit,
    remaining: Math.max(0, limit - count),
    retryAfterSeconds: Math.max(1, Math.ceil((resetAt - Date.now()) / 1000)),
  };
}

/** Deletes counters whose window ended over an hour ago (ours and better-auth's), so the tables stay small. */
export async function pruneRateLimits(db: Db) {
  await db.execute(sql`delete from rate_limit_windows where reset_at < now() - interval '1 hour'`);
  await db.execute(sql`delete from rate_limit where last_request < ${Date.now() - 3_600_000}`);
}

/** Takes back one hit of `key` (a try that turned out fine must not count towards a failure limit). */
export async function undoRateLimitHit(db: Db, key: string) {
  const redis = redisOf(db);
  if (redis) {
    // a hit that cannot be taken back (Redis away) only counts for its window
    await redis.client.eval(UNDO_SCRIPT, 1, redis.key(`limit:${key}`)).catch(() => {});
    return;
  }
  await db.execute(sql`update rate_limit_windows set count = greatest(count - 1, 0) where key = ${key}`);
}
