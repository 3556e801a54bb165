import pg from "pg";
import type { Database } from "../db/client";
import type { Logger } from "../lib/logger";
import { CHANNEL } from "./publish";

export interface ListenerHandlers {
  onPayload(payload: string): void;
  /** The connection came back after a loss: notifications may have been missed meanwhile. */
  onReconnect(): void;
}

export interface Listener {
  /** Resolves once the first LISTEN is in place. */
  ready: Promise<void>;
  close(): Promise<void>;
}

/** LISTENs on the app's channel: in-process on PGlite, over a dedicated connection on a Postgres server. */
export function startListener(database: Database, logger: Logger, handlers: ListenerHandlers): Listener {
  if (database.pglite) {
    const pglite = database.pglite;
    const unlisten = pglite.listen(CHANNEL, handlers.onPayload);
    return {
      ready: unlisten.then(() => {}),
      close: async () => {
        const stop = await unlisten.catch(() => null);
        if (stop && !pglite.closed) await stop().catch(() => {});
      },
    };
  }
  if (!database.url) throw new Error("realtime: the database has neither a PGlite instance nor a URL");
  return new PostgresListener(database.url, logger, handlers);
}

const MAX_BACKOFF_MS = 5000;
const PING_EVERY_MS = 15_000;
const PING_TIMEOUT_MS = 5000;

/**
 * One connection that does nothing but LISTEN. It handles its own errors: when the database restarts or
 * the backend is terminated, it reconnects with back-off (250 ms doubling, at most 5 s) and reports the
 * reconnection so that clients resync. A periodic ping finds connections that died silently.
 */
class PostgresListener implements Listener {
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
    private readonly handlers: ListenerHandlers,
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
