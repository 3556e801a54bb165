import { Redis } from "ioredis";

/*
 * The shared store of several instances (issue 39, ADR 085): a Redis (or Valkey) server named by REDIS_URL.
 * With it, the instances exchange realtime events through its pub/sub (db/bus.ts), count the rate limits
 * there (lib/rate-limit.ts, auth/sign-in-limits.ts), and hold an upload's lock there (files/upload-lock.ts).
 * Without REDIS_URL nothing of this is opened: the database keeps all of it, as before.
 *
 * A command never waits for a Redis that is away: the command connection has no offline queue, so a command
 * made while it reconnects fails at once, and each user of it decides (the bus leaves the events in the
 * outbox, sign-in is refused, a read goes through).
 */

/** How long a command may take before it counts as failed (Redis answers in well under a millisecond). */
const COMMAND_TIMEOUT_MS = 2000;

export class SharedRedis {
  /** Commands: limits, locks, the bus's publishing. */
  readonly client: Redis;
  /** The namespace of this installation's keys and channel (several installations may share a server). */
  readonly prefix: string;
  private readonly subscribers = new Set<Redis>();
  private version: Promise<number[]> | null = null;

  constructor(
    private readonly url: string,
    prefix = "creatordesk",
  ) {
    this.prefix = prefix;
    this.client = new Redis(url, {
      enableOfflineQueue: false,
      maxRetriesPerRequest: 1,
      commandTimeout: COMMAND_TIMEOUT_MS,
      connectionName: "creatordesk",
      // reconnect every 50 ms doubling, at most 2 s apart, forever
      retryStrategy: (times) => Math.min(2000, 50 * 2 ** Math.min(times, 6)),
    });
    // an outage is the users' business (each decides); unheard, the 'error' event would end the process
    this.client.on("error", () => {});
  }

  /** A key of this installation. */
  key(name: string): string {
    return `${this.prefix}:${name}`;
  }

  /** Whether the command connection is up now. */
  get up(): boolean {
    return this.client.status === "ready";
  }

  /** Resolves when the command connection is ready (tests, start-up); rejects after `timeoutMs`. */
  async ready(timeoutMs = 5000): Promise<void> {
    if (this.up) return;
    await new Promise<void>((resolve, reject) => {
      const timer = setTimeout(() => {
        this.client.off("ready", done);
        reject(new Error(`Redis at ${redact(this.url)} did not answer within ${timeoutMs} ms`));
      }, timeoutMs);
      const done = () => {
        clearTimeout(timer);
        resolve();
      };
      this.client.once("ready", done);
    });
  }

  /** The server's version as numbers (7.0.15 → [7, 0, 15]): sharded pub/sub needs 7.0. */
  serverVersion(): Promise<number[]> {
    this.version ??= (async () => {
      await this.ready();
      const info = await this.client.info("server");
      const found = /redis_version:([\d.]+)/.exec(info)?.[1] ?? "0";
      return found.split(".").map(Number);
    })().catch((error) => {
      this.version = null;
      throw error;
    });
    return this.version;
  }

  /** A connection of its own for subscribing (a subscribed connection takes no other commands). */
  subscriber(): Redis {
    const sub = this.client.duplicate({
      enableOfflineQueue: true,
      autoResubscribe: false,
      maxRetriesPerRequest: null,
      commandTimeout: undefined,
      connectionName: "creatordesk-bus",
    });
    sub.on("error", () => {});
    this.subscribers.add(sub);
    sub.once("end", () => this.subscribers.delete(sub));
    return sub;
  }

  async close(): Promise<void> {
    for (const sub of this.subscribers) sub.disconnect();
    this.subscribers.clear();
    this.client.disconnect();
  }
}

/** A URL without its password, for messages. */
function redact(url: string): string {
  try {
    const parsed = new URL(url);
    if (parsed.password) parsed.password = "***";
    return parsed.toString();
  } catch {
    return "(REDIS_URL)";
  }
}

const shared = new WeakMap<object, SharedRedis>();

/** Says that `db` (a database's root handle) shares its counters and locks through `redis`. */
export function shareThrough(db: object, redis: SharedRedis): void {
  shared.set(db, redis);
}

/** The Redis of `db`, when the installation has one (REDIS_URL); undefined: the database keeps it all. */
export function redisOf(db: object): SharedRedis | undefined {
  return shared.get(db);
}

/** Thrown when a limit that fails closed cannot be counted (Redis is away). */
export class SharedStoreUnavailable extends Error {
  constructor(cause: unknown) {
    super("the shared store (Redis) is unavailable", { cause });
    this.name = "SharedStoreUnavailable";
  }
}
