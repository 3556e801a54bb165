import { sql } from "drizzle-orm";
import type { RealtimeEvent } from "~/domain/realtime";
import type { Db } from "../db/client";

/** The one NOTIFY channel of the app: every instance LISTENs on it and fans events out to its sockets. */
export const CHANNEL = "creatordesk_realtime";
/** NOTIFY refuses payloads of 8000 bytes or more; stay clear of it. */
const MAX_PAYLOAD_BYTES = 7900;

/**
 * What travels through NOTIFY: the topics an event is for, and the event; or, from the database's own
 * triggers (migration 0011), `revoke`: the id of a user whose session ended or whose role changed.
 */
export type Envelope = { topics: string[]; event: RealtimeEvent } | { topics: []; revoke: string };

/**
 * The NOTIFY payload of an event. One too large for NOTIFY is replaced by `fallback` (or by its bare type),
 * marked `truncated`, so clients know to refetch.
 */
function encodeEnvelope(topics: string[], event: RealtimeEvent, fallback?: RealtimeEvent): string {
  const payload = JSON.stringify({ topics, event } satisfies Envelope);
  if (Buffer.byteLength(payload) <= MAX_PAYLOAD_BYTES) return payload;
  const small = JSON.stringify({
    topics,
    event: { ...(fallback ?? { type: event.type }), truncated: true },
  } satisfies Envelope);
  if (Buffer.byteLength(small) > MAX_PAYLOAD_BYTES)
    throw new Error("realtime event too large, even its fallback");
  return small;
}

/**
 * Publishes `event` on `topics` to every instance's subscribers. Call it with the transaction that makes
 * the change: Postgres delivers a NOTIFY only when (and if) its transaction commits, so nobody hears of a
 * change that was rolled back, and a refetch on the event sees the change.
 */
export async function publish(
  db: Db,
  topics: string | string[],
  event: RealtimeEvent,
  fallback?: RealtimeEvent,
): Promise<void> {
  const list = Array.isArray(topics) ? topics : [topics];
  await db.execute(sql`select pg_notify(${CHANNEL}, ${encodeEnvelope(list, event, fallback)})`);
}
