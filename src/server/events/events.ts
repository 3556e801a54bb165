import { and, asc, eq, lte, sql } from "drizzle-orm";
import { EVENT_MAX_ATTEMPTS, EVENT_SCHEMAS, type EventPayload, type EventType } from "~/domain/events";
import { type Db, queryRows } from "../db/client";
import { afterCommit } from "../db/notify-relay";
import { eventDeliveries, events } from "../db/schema";
import type { Logger } from "../lib/logger";

/*
 * The event seam (issue 33, ADR 076). A use case writes its rows and its events (`emit`) in one transaction,
 * and nothing else. Each event gets one delivery per subscriber that wants it, in the same transaction. After
 * the commit, the request that wrote them hands them to their subscribers before it answers (so the person who
 * acted sees the history and the others' bells as before); a delivery that fails, or that a crash left, is
 * taken by the runner of any instance (`FOR UPDATE SKIP LOCKED`), retried with back-off, and after
 * `EVENT_MAX_ATTEMPTS` is dead: shown to managers in the Admin Panel, where Retry sends it again.
 *
 * A subscriber runs in a transaction of its own, which also deletes its delivery: what it writes to the
 * database happens once. What it does outside the database (none does today: email goes through the outbox)
 * must bear being done twice.
 */

type Tx = Parameters<Parameters<Db["transaction"]>[0]>[0];

export interface Subscriber<T extends EventType = EventType> {
  /** Unique, stable: deliveries name it (`roster.last-contact`). */
  name: string;
  types: readonly T[];
  /** Whether this event concerns it at all (no delivery is made otherwise). */
  wants?: (payload: EventPayload<T>) => boolean;
  handle: (tx: Tx, payload: EventPayload<T>, event: EventFacts<T>) => Promise<void>;
}

/** What a subscriber knows of the event beside its payload. */
interface EventFacts<T extends EventType = EventType> {
  type: T;
  /** when it happened: the commit of its transaction, give or take */
  at: Date;
}

const registry = new Map<string, Subscriber>();
let composed = false;

/** Adds the subscribers of the features (`server/subscribers.ts` composes them all once). */
export function subscribe(...subscribers: { name: string; types: readonly EventType[] }[]) {
  for (const subscriber of subscribers) {
    // a name goes into a SQL array literal as it is (emit): letters, digits, dots and dashes only
    if (!/^[a-z][a-z0-9.-]*$/.test(subscriber.name))
      throw new Error(`a subscriber's name: ${subscriber.name}`);
    if (registry.has(subscriber.name)) throw new Error(`two subscribers are named ${subscriber.name}`);
    registry.set(subscriber.name, subscriber as unknown as Subscriber);
  }
}

/** Says that every feature's subscribers are in: from now on `emit` may be called. */
export function subscribersComposed() {
  composed = true;
}

/** The subscribers' names, for the tests and the house's checks. */
export const subscriberNames = () => [...registry.keys()];

/**
 * Writes `type` with its payload (checked against its schema in src/domain) and its deliveries, in `tx`; the
 * subscribers run after the commit, before the outer `db.transaction(...)` returns.
 */
export async function emit<T extends EventType>(
  tx: Tx | Db,
  type: T,
  payload: EventPayload<T>,
): Promise<void> {
  if (!composed) throw new Error("emit before the subscribers were composed: import server/subscribers");
  const checked = EVENT_SCHEMAS[type].parse(payload) as EventPayload<T>;
  const names = [...registry.values()]
    .filter((s) => (s.types as readonly string[]).includes(type) && (s.wants?.(checked as never) ?? true))
    .map((s) => s.name);
  if (names.length === 0) return;
  // the event and its deliveries in one statement
  const [row] = await queryRows<{ id: number }>(
    tx as Db,
    sql`with event as (
          insert into ${events} (type, payload) values (${type}, ${JSON.stringify(checked)}::jsonb) returning id
        )
        insert into ${eventDeliveries} (event_id, subscriber)
        select event.id, subscriber from event, unnest(${`{${names.join(",")}}`}::text[]) as subscriber
        returning event_id as id`,
  );
  const deliveries = names.map((subscriber) => ({ eventId: Number(row!.id), subscriber }));
  const settle = async (db: Db) => {
    for (const delivery of deliveries) await deliver(db, delivery, runnerLogger);
  };
  const root = afterCommit(() => settle(root as Db));
  if (!root) await settle(tx as Db);
}

let runnerLogger: Logger | undefined;

type Outcome = "done" | "skipped" | "failed";

/**
 * Runs one delivery in a transaction of its own: locked (SKIP LOCKED: another runner has it), handled,
 * deleted. A failure rolls the handler back, and the delivery waits its back-off (or is dead).
 */
async function deliver(
  db: Db,
  delivery: { eventId: number; subscriber: string },
  logger: Logger | undefined,
): Promise<Outcome> {
  const key = and(
    eq(eventDeliveries.eventId, delivery.eventId),
    eq(eventDeliveries.subscriber, delivery.subscriber),
    eq(eventDeliveries.state, "pending"),
  );
  try {
    return await db.transaction(async (tx) => {
      // taken (deleted) first, in one statement: a failure below rolls the deletion back with the handler's
      // writes; SKIP LOCKED passes over a delivery another runner holds
      const [row] = await queryRows<{ type: string; payload: unknown; at: string | Date }>(
        tx as unknown as Db,
        sql`with taken as (
              delete from ${eventDeliveries} where (event_id, subscriber) in (
                select event_id, subscriber from ${eventDeliveries}
                where event_id = ${delivery.eventId} and subscriber = ${delivery.subscriber} and state = 'pending'
                for update skip locked)
              returning event_id)
            select e.type, e.payload, e.created_at as at from ${events} e join taken on taken.event_id = e.id`,
      );
      if (!row) return "skipped" as const;
      const subscriber = registry.get(delivery.subscriber);
      if (!subscriber) throw new Error(`no subscriber is named ${delivery.subscriber}`);
      await subscriber.handle(tx, row.payload as never, {
        type: row.type as EventType,
        at: new Date(row.at),
      });
      return "done" as const;
    });
  } catch (error) {
    const message = error instanceof Error ? error.message : String(error);
    const [failed] = await db
      .update(eventDeliveries)
      .set({
        attempts: sql`${eventDeliveries.attempts} + 1`,
        // 5 s after the first failure, then twice as long each time, at most an hour
        nextAt: sql`now() + make_interval(secs => least(3600, 5 * power(2, ${eventDeliveries.attempts})))`,
        state: sql`case when ${eventDeliveries.attempts} + 1 >= ${EVENT_MAX_ATTEMPTS} then 'dead' else 'pending' end`,
        failedAt: sql`case when ${eventDeliveries.attempts} + 1 >= ${EVENT_MAX_ATTEMPTS} then now() else null end`,
        lastError: message.slice(0, 1000),
      })
      .where(key)
      .returning({ attempts: eventDeliveries.attempts, state: eventDeliveries.state })
      .catch(() => []);
    logger?.warn(
      { ...delivery, attempt: failed?.attempts, dead: failed?.state === "dead", err: message },
      "event subscriber failed",
    );
    return "failed";
  }
}

/**
 * Hands every due delivery to its subscriber (those a failure or a crash left: a fresh one is its own
 * request's business for its first seconds). Returns how many were done.
 */
export async function runDueEvents(db: Db, logger?: Logger, batch = 50): Promise<number> {
  let done = 0;
  for (;;) {
    const due = await db
      .select({ eventId: eventDeliveries.eventId, subscriber: eventDeliveries.subscriber })
      .from(eventDeliveries)
      .where(and(eq(eventDeliveries.state, "pending"), lte(eventDeliveries.nextAt, sql`now()`)))
      .orderBy(asc(eventDeliveries.nextAt), asc(eventDeliveries.eventId))
      .limit(batch);
    let progressed = 0;
    for (const delivery of due) if ((await deliver(db, delivery, logger)) === "done") progressed++;
    done += progressed;
    if (due.length < batch || progressed === 0) return done;
  }
}

/**
 * A dead delivery goes again now (the Admin Panel's Retry): whether it went through, or null when there is no
 * such dead delivery.
 */
export async function retryDelivery(db: Db, eventId: number, subscriber: string): Promise<boolean | null> {
  const rows = await db
    .update(eventDeliveries)
    .set({ state: "pending", attempts: 0, nextAt: sql`now()`, failedAt: null })
    .where(
      and(
        eq(eventDeliveries.eventId, eventId),
        eq(eventDeliveries.subscriber, subscriber),
        eq(eventDeliveries.state, "dead"),
      ),
    )
    .returning({ eventId: eventDeliveries.eventId });
  if (rows.length === 0) return null;
  return (await deliver(db, { eventId, subscriber }, runnerLogger)) === "done";
}

/**
 * The background runner of this instance: every second, the due deliveries. Events whose deliveries are all
 * done are kept a week (what happened, for whoever looks), then pruned by the periodic job of `bootstrap.ts`.
 */
export function startEventRunner(deps: { db: Db; logger: Logger }, intervalMs = 1000) {
  runnerLogger = deps.logger;
  let running = false;
  const timer = setInterval(() => {
    if (running) return;
    running = true;
    runDueEvents(deps.db, deps.logger)
      .catch(() => {}) // the database is away: the requests tell the outage; the next tick tries again
      .finally(() => {
        running = false;
      });
  }, intervalMs);
  timer.unref();
  return {
    async stop() {
      clearInterval(timer);
      while (running) await new Promise((r) => setTimeout(r, 20));
    },
  };
}

/** Deletes the events older than a week that no delivery waits for. */
export async function pruneEvents(db: Db): Promise<void> {
  await db.execute(
    sql`delete from ${events} e where e.created_at < now() - interval '7 days'
        and not exists (select 1 from ${eventDeliveries} d where d.event_id = e.id)`,
  );
}
