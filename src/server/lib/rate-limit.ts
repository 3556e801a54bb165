import { sql } from "drizzle-orm";
import { type Db, queryRows } from "../db/client";

export interface RateLimitResult {
  allowed: boolean;
  remaining: number;
  retryAfterSeconds: number;
}

/**
 * Counts one hit against `key` in a fixed window, atomically in the database, so that every server
 * instance shares the same counters.
 */
export async function hitRateLimit(
  db: Db,
  key: string,
  limit: number,
  windowMs: number,
): Promise<RateLimitResult> {
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
  await db.execute(sql`update rate_limit_windows set count = greatest(count - 1, 0) where key = ${key}`);
}
