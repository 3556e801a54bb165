import { AsyncLocalStorage, AsyncResource } from "node:async_hooks";
import { sql } from "drizzle-orm";
import type { PgDatabase, PgQueryResultHKT } from "drizzle-orm/pg-core";
import type { Bus } from "./bus";

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
 *
 * With Redis as the bus (issue 39, ADR 085) the relay sends the same rows through Redis instead: under the
 * same lock, in a short transaction of its own, it reads them in id order, publishes them in one pipeline and
 * deletes them. Redis away, the publish fails, the transaction rolls back and the rows wait for the next round
 * (every second): an outage delays events, it loses none. A commit that fails after Redis took the rows sends
 * them again (at least once, never lost; the clients' handlers bear a repeat, as after a resync).
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

  constructor(
    private readonly db: AnyDb,
    /** The bus the rows go through; NOTIFY (by the SQL function) when it is not Redis. */
    readonly bus?: Bus,
  ) {
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
    const bus = this.bus;
    if (bus?.kind === "redis") return this.db.transaction((tx) => relayThrough(tx as unknown as AnyDb, bus));
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

/** The lock one relay holds at a time (the same as `relay_notify_outbox`'s, migration 0032). */
const RELAY_LOCK = 4_201_102;

/** One round through a bus other than NOTIFY, in `tx`: -1 when another relay holds the lock. */
async function relayThrough(tx: AnyDb, bus: Bus): Promise<number> {
  const rows = (await tx.execute(
    sql`select pg_try_advisory_xact_lock(${RELAY_LOCK}) as locked`,
  )) as unknown as { rows: { locked: boolean }[] };
  if (!rows.rows[0]?.locked) return -1;
  const waiting = (await tx.execute(
    sql`select id, payload from notify_outbox order by id limit ${BATCH}`,
  )) as unknown as { rows: { id: string | number; payload: string }[] };
  if (waiting.rows.length === 0) return 0;
  await bus.publish(waiting.rows.map((row) => row.payload));
  await tx.execute(
    sql`delete from notify_outbox where id = any(${`{${waiting.rows.map((row) => row.id).join(",")}}`}::bigint[])`,
  );
  return waiting.rows.length;
}

/**
 * Sends `payload` now, outside any transaction (a signal that changes nothing, such as typing), through the
 * bus of `db`'s relay: a NOTIFY of its own, or Redis.
 */
export async function sendNow(db: object, payload: string): Promise<void> {
  const bus = relays.get(db)?.bus;
  if (!bus) throw new Error("publish outside a transaction needs the database's own handle (with its bus)");
  await bus.publish([payload]);
}

/**
 * Gives `db` its relay and wraps its `transaction` so that a commit that queued a NOTIFY wakes the relay.
 * A savepoint (`tx.transaction`) belongs to its outer transaction's scope.
 */
export function relayNotifies<D extends object>(db: D, bus?: Bus): { db: D; relay: NotifyRelay } {
  const relay = new NotifyRelay(db as unknown as AnyDb, bus);
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
