import { randomUUID } from "node:crypto";
import type { Logger } from "../lib/logger";

/*
 * The bus between instances (issue 39, ADR 085): how one instance's realtime events and revocations reach
 * every instance's sockets. One interface, two transports, chosen by configuration:
 * - PostgreSQL's LISTEN/NOTIFY (db/bus-postgres.ts), the default: nothing to install, and a few instances on
 *   one database;
 * - Redis pub/sub (db/bus-redis.ts) when REDIS_URL is set: sharded (SPUBLISH/SSUBSCRIBE) where the server
 *   offers it (7.0 and later), plain otherwise; no LISTEN, so the pool may go through PgBouncer.
 * Either way the events leave from the same place: the committed rows of `notify_outbox` (ADR 073), sent by
 * the relay (db/notify-relay.ts) and deleted only once the transport took them. A transport that is away
 * delays events, it loses none: they wait in the outbox and go when it is back.
 */

/** The one channel of the app: every instance subscribes to it and fans events out to its sockets. */
export const CHANNEL = "creatordesk_realtime";

export interface BusHandlers {
  onPayload(payload: string): void;
  /** The subscription came back after a loss: events may have been missed meanwhile (clients resync). */
  onReconnect(): void;
}

export interface Subscription {
  /** Resolves once the first subscription is in place. */
  ready: Promise<void>;
  close(): Promise<void>;
}

export interface Bus {
  readonly kind: "postgres" | "redis";
  /** Sends payloads that are committed (or that change nothing: a signal), in order; rejects when it cannot. */
  publish(payloads: string[]): Promise<void>;
  subscribe(logger: Logger, handlers: BusHandlers): Subscription;
}

/** What `/api/health` tells of the bus. */
export interface BusHealth {
  kind: Bus["kind"];
  /**
   * How long this instance's own probe took to come back through the bus, in ms: the last one's, or, while
   * one is out, how long it has been out when that is longer (so an outage shows as a growing lag). Null
   * before the first probe came back.
   */
  lagMs: number | null;
}

/** How often an instance sends itself a probe through the bus. */
const PROBE_EVERY_MS = 5000;
const PROBE_PREFIX = '{"probe":"';

/**
 * A subscription that also measures the bus: every few seconds it publishes a probe of its own and times its
 * return. Probes are not handed to `handlers`.
 */
export function monitoredSubscription(
  bus: Bus,
  logger: Logger,
  handlers: BusHandlers,
): Subscription & { health(): BusHealth } {
  const me = randomUUID();
  const out = new Map<string, number>();
  let lagMs: number | null = null;
  const subscription = bus.subscribe(logger, {
    onReconnect: handlers.onReconnect,
    onPayload(payload) {
      if (!payload.startsWith(PROBE_PREFIX)) return handlers.onPayload(payload);
      const id = payload.slice(PROBE_PREFIX.length, -2);
      const sentAt = out.get(id);
      if (sentAt === undefined) return; // another instance's
      lagMs = Date.now() - sentAt;
      // this one and every older one are answered
      for (const [key, at] of out) if (at <= sentAt) out.delete(key);
    },
  });
  const probe = () => {
    const id = `${me}:${out.size}:${Date.now()}`;
    if (out.size >= 100) return; // a long outage: the oldest one out already tells
    out.set(id, Date.now());
    bus.publish([`${PROBE_PREFIX}${id}"}`]).catch(() => {});
  };
  const timer = setInterval(probe, PROBE_EVERY_MS);
  timer.unref();
  void subscription.ready.then(probe);
  return {
    ready: subscription.ready,
    close: async () => {
      clearInterval(timer);
      await subscription.close();
    },
    health() {
      const oldest = Math.min(...out.values());
      const waiting = Number.isFinite(oldest) ? Date.now() - oldest : 0;
      // a probe out for less than the last lag tells nothing yet
      return {
        kind: bus.kind,
        lagMs: lagMs === null ? (waiting > 0 ? waiting : null) : Math.max(lagMs, waiting),
      };
    },
  };
}
