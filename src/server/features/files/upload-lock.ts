import { randomBytes } from "node:crypto";
import { setTimeout as sleep } from "node:timers/promises";
import { ERRORS, type Lock, type Locker, MemoryLocker, type RequestRelease } from "@tus/server";
import pg from "pg";
import type { AppDeps } from "../../context";
import type { SharedRedis } from "../../db/redis";

/*
 * The lock of an upload (issue 33): one request at a time writes an upload's bytes and its state, whichever
 * instance it reaches. Inside one instance tus's MemoryLocker keeps that order and, when a client resumes
 * while its old request still holds the lock (a dropped connection the server has not noticed yet), asks the
 * old one to let go at once. Between instances a PostgreSQL advisory lock on the upload's id keeps it: held on
 * a connection of a small pool of its own for as long as the request writes, so that the app's own pool is
 * never taken by uploads, and released with the connection if an instance dies. On the embedded database
 * there is one instance and one connection: the MemoryLocker alone.
 *
 * With Redis (REDIS_URL, ADR 085) the lock between instances is a Redis key instead (SET NX with a token of
 * the holder's, renewed while the request writes, removed only by its holder, gone by itself 30 s after an
 * instance died): no session of PostgreSQL is needed, so the database may sit behind PgBouncer.
 */

/** Uploads that may hold a lock at once on an instance (each holds one connection of the lock pool). */
const LOCK_CONNECTIONS = 20;
/** As tus's own: a request that cannot have the lock in this time fails (and the client retries). */
const ACQUIRE_TIMEOUT_MS = 30_000;

class PostgresLock implements Lock {
  private client?: pg.PoolClient;

  constructor(
    private readonly pool: pg.Pool,
    private readonly local: Lock,
    private readonly key: string,
  ) {}

  async lock(signal: AbortSignal, requestRelease: RequestRelease): Promise<void> {
    await this.local.lock(signal, requestRelease);
    try {
      const deadline = Date.now() + ACQUIRE_TIMEOUT_MS;
      const client = await this.pool.connect();
      for (let wait = 5; ; wait = Math.min(wait * 2, 200)) {
        let locked: boolean;
        try {
          const { rows } = await client.query<{ ok: boolean }>(
            "select pg_try_advisory_lock(hashtextextended($1, 0)) as ok",
            [this.key],
          );
          locked = rows[0]?.ok === true;
        } catch (error) {
          // a connection cut under the query: destroyed, not handed to the next lock
          client.release(error as Error);
          throw error;
        }
        if (locked) {
          this.client = client;
          return;
        }
        if (signal.aborted || Date.now() > deadline) {
          client.release();
          throw ERRORS.ERR_LOCK_TIMEOUT;
        }
        await sleep(wait);
      }
    } catch (error) {
      await this.local.unlock();
      throw error;
    }
  }

  async unlock(): Promise<void> {
    const client = this.client;
    this.client = undefined;
    try {
      if (client) {
        // a connection that fails here is destroyed, and its session's locks go with it
        await client.query("select pg_advisory_unlock(hashtextextended($1, 0))", [this.key]).then(
          () => client.release(),
          (error: Error) => client.release(error),
        );
      }
    } finally {
      await this.local.unlock();
    }
  }
}

class PostgresLocker implements Locker {
  private readonly local = new MemoryLocker({ acquireLockTimeout: ACQUIRE_TIMEOUT_MS });
  readonly pool: pg.Pool;

  constructor(url: string) {
    // idle connections close soon, and never keep the process alive: a lock is held only while bytes arrive
    this.pool = new pg.Pool({
      connectionString: url,
      max: LOCK_CONNECTIONS,
      idleTimeoutMillis: 1000,
      allowExitOnIdle: true,
    });
    // A connection the server closes emits 'error' on its client, which would end the process unheard: while
    // a lock is held the client is checked out, and pg-pool listens only to idle ones (ADR 068). Heard here,
    // the lock's session is gone with its lock; the request's unlock then fails and drops the client.
    this.pool.on("connect", (client) => client.on("error", () => {}));
    this.pool.on("error", () => {});
  }

  newLock(id: string): Lock {
    return new PostgresLock(this.pool, this.local.newLock(id), `tus-upload:${id}`);
  }
}

/** How long a Redis lock lives without being renewed (a dead instance's is gone after this). */
const REDIS_LOCK_TTL_MS = 30_000;
const RELEASE_SCRIPT = `if redis.call('GET', KEYS[1]) == ARGV[1] then return redis.call('DEL', KEYS[1]) end return 0`;
const RENEW_SCRIPT = `if redis.call('GET', KEYS[1]) == ARGV[1] then return redis.call('PEXPIRE', KEYS[1], ARGV[2]) end return 0`;

class RedisLock implements Lock {
  private readonly token = randomBytes(12).toString("hex");
  private renewal?: NodeJS.Timeout;

  constructor(
    private readonly redis: SharedRedis,
    private readonly local: Lock,
    private readonly key: string,
  ) {}

  async lock(signal: AbortSignal, requestRelease: RequestRelease): Promise<void> {
    await this.local.lock(signal, requestRelease);
    try {
      const deadline = Date.now() + ACQUIRE_TIMEOUT_MS;
      for (let wait = 5; ; wait = Math.min(wait * 2, 200)) {
        const taken = await this.redis.client.set(this.key, this.token, "PX", REDIS_LOCK_TTL_MS, "NX");
        if (taken === "OK") break;
        if (signal.aborted || Date.now() > deadline) throw ERRORS.ERR_LOCK_TIMEOUT;
        await sleep(wait);
      }
      this.renewal = setInterval(() => {
        this.redis.client.eval(RENEW_SCRIPT, 1, this.key, this.token, REDIS_LOCK_TTL_MS).catch(() => {}); // Redis away: the lock lapses in its time, as an instance's death would
      }, REDIS_LOCK_TTL_MS / 3);
      this.renewal.unref();
    } catch (error) {
      await this.local.unlock();
      throw error;
    }
  }

  async unlock(): Promise<void> {
    clearInterval(this.renewal);
    try {
      await this.redis.client.eval(RELEASE_SCRIPT, 1, this.key, this.token).catch(() => {});
    } finally {
      await this.local.unlock();
    }
  }
}

class RedisLocker implements Locker {
  private readonly local = new MemoryLocker({ acquireLockTimeout: ACQUIRE_TIMEOUT_MS });
  constructor(private readonly redis: SharedRedis) {}
  newLock(id: string): Lock {
    return new RedisLock(this.redis, this.local.newLock(id), this.redis.key(`tus-upload:${id}`));
  }
}

const lockers = new WeakMap<AppDeps, Locker>();

/**
 * The lock of this instance's uploads: across instances in Redis when there is one, else on a PostgreSQL
 * server (its own address: a session lock does not hold through a pooler); in memory on PGlite.
 */
export function uploadLockerOf(deps: AppDeps): Locker {
  let locker = lockers.get(deps);
  if (!locker) {
    const { redis, url, directUrl } = deps.database;
    locker = redis
      ? new RedisLocker(redis)
      : url
        ? new PostgresLocker(directUrl ?? url)
        : new MemoryLocker({ acquireLockTimeout: ACQUIRE_TIMEOUT_MS });
    lockers.set(deps, locker);
  }
  return locker;
}
