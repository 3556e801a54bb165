import { randomUUID } from "node:crypto";
import { type SQL, sql } from "drizzle-orm";
import { PgTransaction } from "drizzle-orm/pg-core";
import type { RealtimeEvent } from "~/domain/realtime";
import { CHANNEL } from "../db/bus";
import type { Db } from "../db/client";
import { notifyQueued, sendNow } from "../db/notify-relay";

/** NOTIFY refuses payloads of 8000 bytes or more; stay clear of it. */
const MAX_PAYLOAD_BYTES = 7900;

/**
 * What travels through NOTIFY: the topics an event is for, and the event; or, from the database's own
 * triggers (migration 0011), `revoke`: the id of a user whose session ended or whose role changed.
 */
export type Envelope =
  | { topics: string[]; event: RealtimeEvent; except?: string }
  | { topics: []; revoke: string };

/**
 * The NOTIFY payload of an event. One too large for NOTIFY is replaced by `fallback` (or by its bare type),
 * marked `truncated`, so clients know to refetch.
 */
function encodeEnvelope(
  topics: string[],
  event: RealtimeEvent,
  fallback?: RealtimeEvent,
  except?: string,
): string {
  const payload = JSON.stringify({ topics, event, except } satisfies Envelope);
  if (Buffer.byteLength(payload) <= MAX_PAYLOAD_BYTES) return payload;
  const small = JSON.stringify({
    topics,
    event: { ...(fallback ?? { type: event.type }), truncated: true },
    except,
  } satisfies Envelope);
  if (Buffer.byteLength(small) > MAX_PAYLOAD_BYTES)
    throw new Error("realtime event too large, even its fallback");
  return small;
}

/**
 * Publishes `event` on `topics` to every instance's subscribers. Call it with the transaction that makes the
 * change: the event is queued in that transaction (`notify_outbox`) and sent by the relay after the commit
 * (ADR 073), so nobody hears of a change that was rolled back, a refetch on the event sees the change, and the
 * writing transaction itself never notifies. Outside a transaction (a signal that changes nothing, such as
 * typing) it is sent at once: through Redis when that is the bus (ADR 085), else in a statement of its own.
 */
export async function publish(
  db: Db,
  topics: string | string[],
  event: RealtimeEvent,
  fallback?: RealtimeEvent,
  /** The id of a socket (`Connection.id`) that must not hear it: the sender of a signal (issue 31). */
  except?: string,
): Promise<void> {
  const list = Array.isArray(topics) ? topics : [topics];
  const payload = encodeEnvelope(list, event, fallback, except);
  if (db instanceof PgTransaction) {
    await db.execute(sql`insert into notify_outbox (channel, payload) values (${CHANNEL}, ${payload})`);
    notifyQueued(db);
  } else await sendNow(db, payload);
}

/** A timestamptz expression as the JSON of a JS `Date` (`toISOString()`: UTC, milliseconds cut, as the driver reads it). */
export function isoTime(expression: SQL): SQL {
  return sql`to_char(${expression} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`;
}

/**
 * `publish` as a part of the statement that makes the change (ADR 067), for an event that carries a time only
 * that statement knows, such as one taken under its row lock: a data-modifying `WITH` item, queued as
 * `publish` queues (ADR 073). `event(at)` builds the event with `at` where the time goes, and `iso` is the SQL
 * text of the time (see `isoTime`), read from `source`, the name of an earlier `WITH` item: one event per row
 * of it. The statement's caller then calls `notifyQueued(db)`.
 */
export function queuedNotify(
  topics: string | string[],
  event: (at: string) => RealtimeEvent,
  iso: SQL,
  source: string,
  fallback?: RealtimeEvent,
): SQL {
  const list = Array.isArray(topics) ? topics : [topics];
  // a random stand-in for the time, longer than the time itself so the size check holds; escaped text
  // (the message's content) cannot hold it between bare quotes
  const marker = randomUUID();
  const payload = encodeEnvelope(list, event(marker), fallback);
  const [before, after, more] = payload.split(`"${marker}"`);
  if (more !== undefined) throw new Error("an event takes the statement's time once");
  const text =
    after === undefined // the fallback, without the time
      ? sql`${payload}::text`
      : sql`${before}::text || '"' || ${iso} || '"' || ${after}::text`;
  return sql`insert into notify_outbox (channel, payload) select ${CHANNEL}, ${text} from ${sql.identifier(source)}`;
}
