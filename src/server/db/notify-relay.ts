import { AsyncLocalStorage, AsyncResource } from "node:async_hooks";
import { sql } from "drizzle-orm";
import type { PgDatabase, PgQueryResultHKT } from "drizzle-orm/pg-core";

/*
 * NOTIFY after the commit (ADR 073). A writing transaction never calls `pg_notify`: PostgreSQL takes one
 * cluster-wide lock at the commit of every transaction that notified, so with many instances every write that
 * announces something would wait for every other. The transaction adds rows to `notify_outbox` instead
 * (`realtime/publish.ts`, the revocation trigger), and this relay sends them once it has committed, in one
 * short statement of its own (`relay_notify_outbox`, migration 0032): in id order, under a lock one relay holds
 * at a time, deleted as they are sent.
 *
 * The relay is woken at once after a commit that queued one (`db.transaction` is wrapped below: a write in a
 * transaction says so with `notifyQueued`), after a statement of its own that queued one, and after a sign-in
 * service request (better-auth's own writes); it also looks every second, for what another process queued
 * (the CLI, a trigger no request saw) and for what a crash left.
 */

type AnyDb = PgDatabase<PgQueryResultHKT, Record<string, unknown>>;

/** How many NOTIFYs one relay statement sends. */
const BATCH = 200;
/** How often the relay looks without being woken. */
const POLL_MS = 1000;
/** How soon it tries again when another instance's relay holds the lock. */
const LOCKED_RETRY_MS = 20;

interface CommitScope {
  relay: NotifyRelay;
  /** The database whose `transaction` this is (the root, not the transaction's handle). */
  db: object;
  /** What runs once the transaction has committed, in order (the domain events' subscribers: ADR 076). */
  afterCommit: (() => Promise<void>)[];
  /** A NOTIFY was queued in the transaction: wake the relay once it commits. */
  queued: boolean;
  /** The transaction has ended (a promise it left behind may still run in its scope). */
  ended: boolean;
}

const scopes = new AsyncLocalStorage<CommitScope>();
const relays = new WeakMap<object, NotifyRelay>();

export class NotifyRelay {
  private running: Promise<void> | null = null;
  private again = false;
  private stopped = false;
  private readonly poll: NodeJS.Timeout;
  private retry: NodeJS.Timeout | null = null;
  /** A round runs in the context the relay was made in, not in the one of the request that woke it. */
  private readonly round = AsyncResource.bind(() => this.drain());

  constructor(private readonly db: AnyDb) {
    this.poll = setInterval(() => this.wake(), POLL_MS);
    this.poll.unref();
  }

  /** Sends what waits now (or right after the round under way). */
  wake(): void {
    if (this.stopped) return;
    if (this.running) {
      this.again = true;
      return;
    }
    this.running = this.round().finally(() => {
      this.running = null;
      if (this.again) {
        this.again = false;
        this.wake();
      }
    });
  }

  private async drain(): Promise<void> {
    for (;;) {
      let sent: number;
      try {
        sent = await this.relayOnce();
      } catch {
        return; // the database is away: the next poll tries again (the requests tell the outage)
      }
      if (sent < 0) {
        // another instance's relay is sending: what it did not see, this one sends in a moment
        this.retry ??= setTimeout(() => {
          this.retry = null;
          this.wake();
        }, LOCKED_RETRY_MS);
        this.retry.unref();
        return;
      }
      if (sent < BATCH) return;
    }
  }

  private async relayOnce(): Promise<number> {
    const result = (await this.db.execute(sql`select relay_notify_outbox(${BATCH}) as sent`)) as unknown as {
      rows: { sent: number }[];
    };
    return Number(result.rows[0]?.sent ?? 0);
  }

  /** Stops waking, and sends what the last commits queued (a CLI command's, before its process ends). */
  async stop(): Promise<void> {
    this.stopped = true;
    clearInterval(this.poll);
    if (this.retry) clearTimeout(this.retry);
    await this.running;
    await this.relayOnce().catch(() => {});
  }
}

/**
 * Gives `db` its relay and wraps its `transaction` so that a commit that queued a NOTIFY wakes the relay.
 * A savepoint (`tx.transaction`) belongs to its outer transaction's scope.
 */
export function relayNotifies<D extends object>(db: D): { db: D; relay: NotifyRelay } {
  const relay = new NotifyRelay(db as unknown as AnyDb);
  relays.set(db, relay);
  const target = db as unknown as { transaction: (...args: unknown[]) => Promise<unknown> };
  const transaction = target.transaction.bind(db);
  target.transaction = async (...args: unknown[]) => {
    const scope: CommitScope = { relay, db, queued: false, ended: false, afterCommit: [] };
    try {
      const result = await scopes.run(scope, () => transaction(...args));
      scope.ended = true;
      if (scope.queued) relay.wake();
      // outside the transaction's scope: what they write is a transaction of its own, with its own scope
      for (const run of scope.afterCommit) await scopes.exit(run);
      return result;
    } finally {
      scope.ended = true;
    }
  };
  return { db, relay };
}

/**
 * Runs `run` once the transaction under way on a wrapped database has committed, before that transaction's
 * `db.transaction(...)` returns; nothing when it rolls back. Outside a transaction: false, nothing is done.
 */
export function afterCommit(run: () => Promise<void>): object | false {
  const scope = scopes.getStore();
  if (!scope || scope.ended) return false;
  scope.afterCommit.push(run);
  return scope.db;
}

/**
 * Says that a NOTIFY was queued in `notify_outbox`: inside a transaction of a wrapped database, the relay is
 * woken after its commit; on a database's own (a statement that committed by itself), now.
 */
export function notifyQueued(db: object): void {
  const scope = scopes.getStore();
  if (scope && !scope.ended) {
    scope.queued = true;
    return;
  }
  (relays.get(db) ?? scope?.relay)?.wake();
}
