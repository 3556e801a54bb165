import type { PGlite } from "@electric-sql/pglite";
import { sql } from "drizzle-orm";
import pg from "pg";
import type { Logger } from "../lib/logger";
import { type Bus, type BusHandlers, CHANNEL, type Subscription } from "./bus";

/**
 * The bus through PostgreSQL's LISTEN/NOTIFY (the default, ADR 019 and 073): the relay's own statement
 * (`relay_notify_outbox`) NOTIFYs what was committed; each instance LISTENs, in-process on PGlite, over a
 * dedicated connection on a server (`listenUrl`: not through a pooler in transaction mode, where LISTEN does
 * not hold).
 */
export function postgresBus(
  where: { pglite: PGlite } | { listenUrl: string },
  /** Sends one NOTIFY at once (a payload outside the outbox: a signal, a probe). */
  notify: (payload: string) => Promise<unknown>,
): Bus {
  return {
    kind: "postgres",
    async publish(payloads) {
      for (const payload of payloads) await notify(payload);
    },
    subscribe(logger, handlers) {
      if ("pglite" in where) {
        const pglite = where.pglite;
        const unlisten = pglite.listen(CHANNEL, handlers.onPayload);
        return {
          ready: unlisten.then(() => {}),
          close: async () => {
            const stop = await unlisten.catch(() => null);
            if (stop && !pglite.closed) await stop().catch(() => {});
          },
        };
      }
      return new PostgresListener(where.listenUrl, logger, handlers);
    },
  };
}

/** `pg_notify` on the app's channel, as a statement of `db`'s own. */
export function notifyOn(db: { execute(query: ReturnType<typeof sql>): Promise<unknown> }) {
  return (payload: string) => db.execute(sql`select pg_notify(${CHANNEL}, ${payload})`);
}

const MAX_BACKOFF_MS = 5000;
const PING_EVERY_MS = 15_000;
const PING_TIMEOUT_MS = 5000;

/**
 * One connection that does nothing but LISTEN. It handles its own errors: when the database restarts or
 * the backend is terminated, it reconnects with back-off (250 ms doubling, at most 5 s) and reports the
 * reconnection so that clients resync. A periodic ping finds connections that died silently.
 */
class PostgresListener implements Subscription {
  ready: Promise<void>;
  private resolveReady!: () => void;
  private client: pg.Client | null = null;
  private closed = false;
  private connectedOnce = false;
  private attempt = 0;
  private downSince: number | null = null;
  private retryTimer: NodeJS.Timeout | null = null;
  private pingTimer: NodeJS.Timeout;

  constructor(
    private readonly url: string,
    private readonly logger: Logger,
    private readonly handlers: BusHandlers,
  ) {
    this.ready = new Promise((resolve) => {
      this.resolveReady = resolve;
    });
    this.pingTimer = setInterval(() => void this.ping(), PING_EVERY_MS);
    this.pingTimer.unref();
    void this.connect();
  }

  private async connect() {
    this.retryTimer = null;
    if (this.closed) return;
    const client = new pg.Client({
      connectionString: this.url,
      keepAlive: true,
      application_name: "creatordesk-realtime",
    });
    client.on("error", (err) => this.lost(client, err));
    client.on("end", () => this.lost(client));
    client.on("notification", (msg) => {
      if (msg.channel === CHANNEL && msg.payload) this.handlers.onPayload(msg.payload);
    });
    try {
      await client.connect();
      await client.query(`LISTEN ${CHANNEL}`);
    } catch (err) {
      this.lost(client, err);
      return;
    }
    if (this.closed) {
      await client.end().catch(() => {});
      return;
    }
    this.client = client;
    this.attempt = 0;
    if (this.downSince !== null) {
      this.logger.info({ downMs: Date.now() - this.downSince }, "realtime listener reconnected");
      this.downSince = null;
    }
    if (this.connectedOnce) this.handlers.onReconnect();
    else {
      this.connectedOnce = true;
      this.resolveReady();
    }
  }

  /** Called for every error or end of a client; acts once per client. */
  private lost(client: pg.Client, err?: unknown) {
    if (dead.has(client)) return;
    dead.add(client);
    client.removeAllListeners("notification");
    client.end().catch(() => {});
    if (this.client === client) this.client = null;
    if (this.closed) return;
    if (this.downSince === null) {
      this.downSince = Date.now();
      // logged once an outage, not once a retry
      this.logger.warn({ err }, "realtime listener lost its database connection; reconnecting");
    }
    const delay = Math.min(MAX_BACKOFF_MS, 250 * 2 ** this.attempt);
    this.attempt++;
    this.retryTimer ??= setTimeout(() => void this.connect(), delay);
  }

  private async ping() {
    const client = this.client;
    if (!client) return;
    let timer: NodeJS.Timeout | undefined;
    const timeout = new Promise((_, reject) => {
      timer = setTimeout(() => reject(new Error("realtime listener ping timed out")), PING_TIMEOUT_MS);
    });
    try {
      await Promise.race([client.query("select 1"), timeout]);
    } catch (err) {
      this.lost(client, err);
    } finally {
      clearTimeout(timer);
    }
  }

  async close() {
    this.closed = true;
    clearInterval(this.pingTimer);
    if (this.retryTimer) clearTimeout(this.retryTimer);
    const client = this.client;
    this.client = null;
    if (client) {
      dead.add(client);
      await client.end().catch(() => {});
    }
  }
}

const dead = new WeakSet<pg.Client>();
