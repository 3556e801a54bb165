import type { WebSocket } from "ws";
import {
  CLOSE_SESSION_CHANGED,
  CLOSE_TOO_MANY_SOCKETS,
  type ClientMessage,
  HEARTBEAT_INTERVAL_MS,
  HEARTBEAT_TIMEOUT_MS,
  MAX_SIGNAL_LENGTH,
  MAX_SIGNAL_REF_LENGTH,
  MAX_SUBSCRIPTIONS,
  MAX_TOPIC_LENGTH,
  type ServerMessage,
} from "~/domain/realtime";
import type { CurrentSession } from "../auth/current-session";
import { sessionReaderFor } from "../auth/session";
import type { AppDeps, Realtime } from "../context";
import { type BusHealth, monitoredSubscription } from "../db/bus";
import type { Database } from "../db/client";
import type { Logger } from "../lib/logger";
import { Connection } from "./connection";
import type { Envelope } from "./publish";
import type { TopicRegistry } from "./topics";

/**
 * The realtime hub of one server instance: the sockets connected to it, their topics, the heartbeat, and
 * the subscription to the bus through which every instance's events arrive (db/bus.ts: LISTEN/NOTIFY, or
 * Redis; see publish.ts for the sending side).
 */
export class RealtimeHub implements Realtime {
  private readonly subscribers = new Map<string, Set<Connection>>();
  private readonly connections = new Set<Connection>();
  /** Open sockets by client address and by user, against REALTIME_MAX_SOCKETS_PER_IP / _PER_USER. */
  private readonly byIp = new Map<string, number>();
  private readonly byUser = new Map<string, Set<Connection>>();
  private listener: ReturnType<typeof monitoredSubscription> | null = null;
  private heartbeat: NodeJS.Timeout | null = null;
  private closed = false;
  private nextVouchAt = 0;

  constructor(
    private readonly database: Database,
    private readonly logger: Logger,
    /** Who may hear which topic (every feature's authorisers, see realtime-topics.ts). */
    readonly topics: TopicRegistry,
    /** The heartbeat's period and the time a pong may take (spec section 9; tests shorten them). */
    private readonly heartbeatMs = { interval: HEARTBEAT_INTERVAL_MS, timeout: HEARTBEAT_TIMEOUT_MS },
  ) {}

  /** Starts listening and the heartbeat (idempotent). Subscriptions are confirmed only once listening. */
  start(): Promise<void> {
    if (!this.listener) {
      this.listener = monitoredSubscription(this.database.bus, this.logger, {
        onPayload: (payload) => this.dispatch(payload),
        onReconnect: () => this.broadcast({ type: "resync" }),
      });
      // a sweep every second (or faster, for short test timings) pings the sockets whose turn it is
      const sweep = Math.min(1000, this.heartbeatMs.timeout / 2);
      this.heartbeat = setInterval(() => this.beat(), sweep);
      this.heartbeat.unref();
    }
    return this.listener.ready;
  }

  /**
   * Takes over an upgraded socket of `session` (or of a visitor with no session) from `ip`; one beyond the
   * address's or the user's cap is closed with CLOSE_TOO_MANY_SOCKETS.
   */
  accept(
    ws: WebSocket,
    session: CurrentSession | null,
    cookie: string | null,
    deps: AppDeps,
    ip: string,
  ): Connection {
    // first pings spread over the interval, so a thousand sockets are not pinged in one burst
    const firstPing = Date.now() + Math.random() * this.heartbeatMs.interval;
    const conn = new Connection(ws, session, cookie, deps, firstPing, ip);
    if (this.closed) {
      ws.close(1001, "Server shutting down");
      return conn;
    }
    const userId = conn.user?.id;
    const mine = userId ? (this.byUser.get(userId) ?? new Set<Connection>()) : null;
    if (
      (this.byIp.get(ip) ?? 0) >= deps.env.REALTIME_MAX_SOCKETS_PER_IP ||
      (mine && mine.size >= deps.env.REALTIME_MAX_SOCKETS_PER_USER)
    ) {
      ws.close(CLOSE_TOO_MANY_SOCKETS, "Too many connections");
      return conn;
    }
    void this.start();
    this.connections.add(conn);
    this.byIp.set(ip, (this.byIp.get(ip) ?? 0) + 1);
    if (userId && mine) {
      this.byUser.set(userId, mine.add(conn));
      void this.countAcross(conn, userId, deps.env.REALTIME_MAX_SOCKETS_PER_USER);
    }
    ws.on("pong", () => {
      conn.pongDeadline = null;
    });
    ws.on("error", () => ws.terminate());
    return conn;
  }

  /** The bus's kind and lag (null lag before this instance listens). */
  bus(): BusHealth {
    return this.listener?.health() ?? { kind: this.database.bus.kind, lagMs: null };
  }

  receive(conn: Connection, data: unknown) {
    // a socket refused at accept (a cap, shutting down) is closing: what it sends is not heard
    if (!this.connections.has(conn)) return;
    // the client is alive: no ping needed until it has been quiet for a while (the browser's own
    // heartbeat, a ping message every 25 s, thus spares the server's)
    const now = Date.now();
    conn.pongDeadline = null;
    conn.nextPingAt = now + this.heartbeatMs.interval + this.heartbeatMs.timeout;
    if (!conn.countMessage()) {
      conn.ws.close(1008, "Too many messages");
      return;
    }
    const message = typeof data === "string" ? parseClientMessage(data) : null;
    conn.queue = conn.queue
      .then(() => this.handle(conn, message))
      .catch((err) => {
        // the database did not answer the authoriser: start afresh later rather than guess
        this.logger.warn({ err }, "realtime: handling a client message failed");
        conn.ws.close(1011, "Try again later");
      });
  }

  /**
   * With Redis (ADR 085), the per-user cap counts the user's sockets on every instance: a sorted set per user
   * of its sockets (scored by when their instance last vouched for them: the heartbeat renews them, so a dead
   * instance's sockets lapse in 90 s). One beyond the cap is closed as at accept. Redis away: the cap of this
   * instance alone holds.
   */
  private async countAcross(conn: Connection, userId: string, cap: number) {
    const redis = this.database.redis;
    if (!redis) return;
    const admitted = await redis.client
      .eval(ADMIT_SCRIPT, 1, redis.key(`sockets:${userId}`), conn.id, cap, SOCKET_LAPSE_MS)
      .catch(() => 1);
    if (admitted === 0 && this.connections.has(conn))
      conn.ws.close(CLOSE_TOO_MANY_SOCKETS, "Too many connections");
  }

  /** Renews this instance's sockets in the per-user sets (every heartbeat interval). */
  private vouch() {
    const redis = this.database.redis;
    if (!redis || this.byUser.size === 0) return;
    const pipeline = redis.client.pipeline();
    const now = Date.now();
    for (const [userId, conns] of this.byUser) {
      const key = redis.key(`sockets:${userId}`);
      for (const conn of conns) pipeline.zadd(key, "XX", now, conn.id);
      pipeline.pexpire(key, SOCKET_LAPSE_MS);
    }
    pipeline.exec().catch(() => {});
  }

  drop(conn: Connection) {
    if (!this.connections.delete(conn)) return; // refused at accept: never counted
    const redis = this.database.redis;
    if (redis && conn.user) redis.client.zrem(redis.key(`sockets:${conn.user.id}`), conn.id).catch(() => {});
    const left = (this.byIp.get(conn.ip) ?? 1) - 1;
    if (left > 0) this.byIp.set(conn.ip, left);
    else this.byIp.delete(conn.ip);
    const userId = conn.user?.id;
    const mine = userId ? this.byUser.get(userId) : undefined;
    if (userId && mine) {
      mine.delete(conn);
      if (mine.size === 0) this.byUser.delete(userId);
    }
    for (const topic of conn.subscriptions) this.unsubscribe(conn, topic);
  }

  private async handle(conn: Connection, message: ClientMessage | null) {
    if (!message) return conn.send({ type: "error", message: "Not a message this server understands." });
    if (message.type === "ping") return conn.send({ type: "pong" });
    if (message.type === "unsubscribe") return this.unsubscribe(conn, message.topic);
    if (message.type === "signal") return this.signal(conn, message);
    const { topic } = message;
    if (!conn.subscriptions.has(topic)) {
      const allowed =
        conn.subscriptions.size < MAX_SUBSCRIPTIONS &&
        (await this.topics.authorize({ user: conn.user, token: message.token }, topic, conn.deps));
      if (!allowed) return conn.send({ type: "denied", topic });
      await this.listener?.ready;
      if (!conn.open) return;
      conn.subscriptions.add(topic);
      if (message.token !== undefined) conn.tokenTopics.add(topic);
      const set = this.subscribers.get(topic) ?? new Set<Connection>();
      this.subscribers.set(topic, set);
      set.add(conn);
    }
    conn.send({ type: "subscribed", topic });
  }

  /**
   * A signal (typing, seen: issue 21) on a topic the socket listens to, for the topic's feature to publish.
   * Beyond the socket's allowance it is dropped, unanswered; a failure to publish is the signal's loss only.
   */
  private async signal(conn: Connection, message: Extract<ClientMessage, { type: "signal" }>) {
    const { topic, signal, ref } = message;
    if (!conn.subscriptions.has(topic) || !conn.countSignal()) return;
    try {
      await this.topics.signal(
        { user: conn.user, viaToken: conn.tokenTopics.has(topic), socketId: conn.id },
        topic,
        { name: signal, ref },
        conn.deps,
      );
    } catch (err) {
      this.logger.debug({ err, topic, signal }, "realtime: a signal was lost");
    }
  }

  private unsubscribe(conn: Connection, topic: string) {
    conn.subscriptions.delete(topic);
    conn.tokenTopics.delete(topic);
    const set = this.subscribers.get(topic);
    if (!set) return;
    set.delete(conn);
    if (set.size === 0) this.subscribers.delete(topic);
  }

  /** One NOTIFY payload: each topic's message is serialised once and sent to that topic's sockets. */
  private dispatch(payload: string) {
    let envelope: Envelope;
    try {
      envelope = JSON.parse(payload) as Envelope;
    } catch {
      this.logger.warn("realtime: ignored a malformed notification");
      return;
    }
    if ("revoke" in envelope) return this.revoke(envelope.revoke);
    for (const topic of envelope.topics) {
      const set = this.subscribers.get(topic);
      if (!set) continue;
      const frame = JSON.stringify({ type: "event", topic, event: envelope.event } satisfies ServerMessage);
      for (const conn of set) if (conn.id !== envelope.except) conn.send(frame);
    }
  }

  /**
   * A session of `userId` ended or their role changed (a database trigger said so, on every instance): their
   * sockets hold back every later event (NOTIFY arrives in commit order, so nothing published after the
   * change gets through) until their session is read again; a socket whose session or role changed is
   * closed, the others get what was held.
   */
  private revoke(userId: string) {
    for (const conn of this.byUser.get(userId) ?? []) {
      conn.hold();
      void this.recheckSession(conn, true);
    }
  }

  private broadcast(message: ServerMessage) {
    const frame = JSON.stringify(message);
    for (const conn of this.connections) conn.send(frame);
  }

  /**
   * Heartbeat (spec section 9): a socket that has been quiet for 25 s is pinged, on its own schedule, and
   * dropped when the pong has not come 10 s later (a browser's own pings keep it from needing any). The
   * signed-in user behind a socket is read again every 25 s, so a sign-out or a role change ends its
   * subscriptions.
   */
  private beat() {
    const now = Date.now();
    if (now >= this.nextVouchAt) {
      this.nextVouchAt = now + this.heartbeatMs.interval;
      this.vouch();
    }
    for (const conn of this.connections) {
      if (conn.pongDeadline !== null && now > conn.pongDeadline) {
        conn.ws.terminate();
        continue;
      }
      if (now >= conn.nextPingAt) {
        conn.nextPingAt = now + this.heartbeatMs.interval;
        conn.pongDeadline ??= now + this.heartbeatMs.timeout;
        if (conn.open) conn.ws.ping();
      }
      if (conn.cookie && now >= conn.nextCheckAt) {
        conn.nextCheckAt = now + this.heartbeatMs.interval;
        void this.recheckSession(conn);
      }
    }
  }

  private async recheckSession(conn: Connection, revoked = false) {
    let current: CurrentSession | null;
    try {
      current = await (await sessionReaderFor(conn.deps)).read(conn.cookie!);
    } catch {
      // the database is away: on a heartbeat, keep the socket (the next beat checks again); after a
      // revocation, close it: the client reconnects and is authorised afresh
      if (revoked) conn.ws.close(CLOSE_SESSION_CHANGED, "Session changed");
      return;
    }
    if (current?.sessionId !== conn.sessionId || current?.user.role !== conn.user?.role) {
      conn.ws.close(CLOSE_SESSION_CHANGED, "Session changed");
      return;
    }
    if (revoked) conn.release();
    else this.topics.alive({ user: conn.user }, conn.subscriptions, conn.deps);
  }

  /** Closes every socket (clients reconnect elsewhere); sockets that do not finish the close are cut. */
  async closeConnections() {
    this.closed = true;
    for (const conn of this.connections) conn.ws.close(1001, "Server shutting down");
    const deadline = Date.now() + 1000;
    while ([...this.connections].some((c) => c.ws.readyState !== c.ws.CLOSED) && Date.now() < deadline) {
      await new Promise((r) => setTimeout(r, 20));
    }
    for (const conn of this.connections) conn.ws.terminate();
  }

  async close() {
    await this.closeConnections();
    if (this.heartbeat) clearInterval(this.heartbeat);
    await this.listener?.close();
    this.listener = null;
  }
}

/** How long a socket counts in its user's set across instances without its instance renewing it. */
const SOCKET_LAPSE_MS = 90_000;
/** Drops the lapsed sockets of a user's set, then adds this one if the user is under the cap: 1, else 0. */
const ADMIT_SCRIPT = `
local t = redis.call('TIME')
local now = tonumber(t[1]) * 1000 + math.floor(tonumber(t[2]) / 1000)
redis.call('ZREMRANGEBYSCORE', KEYS[1], '-inf', now - tonumber(ARGV[3]))
if redis.call('ZCARD', KEYS[1]) >= tonumber(ARGV[2]) then return 0 end
redis.call('ZADD', KEYS[1], now, ARGV[1])
redis.call('PEXPIRE', KEYS[1], ARGV[3])
return 1`;

/** A client message, or null when it is not one (wrong JSON, unknown type, over-long topic). */
function parseClientMessage(text: string): ClientMessage | null {
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch {
    return null;
  }
  if (!value || typeof value !== "object") return null;
  const m = value as Record<string, unknown>;
  if (m.type === "ping") return { type: "ping" };
  if (typeof m.topic !== "string" || !m.topic || m.topic.length > MAX_TOPIC_LENGTH) return null;
  if (m.type === "unsubscribe") return { type: "unsubscribe", topic: m.topic };
  if (m.type === "signal") {
    if (typeof m.signal !== "string" || !m.signal || m.signal.length > MAX_SIGNAL_LENGTH) return null;
    if (m.ref !== undefined && (typeof m.ref !== "string" || m.ref.length > MAX_SIGNAL_REF_LENGTH))
      return null;
    return { type: "signal", topic: m.topic, signal: m.signal, ref: m.ref as string | undefined };
  }
  if (m.type !== "subscribe") return null;
  if (m.token !== undefined && (typeof m.token !== "string" || m.token.length > 200)) return null;
  // an empty token is no credential: the socket is whoever its cookie says (issue 31: a manager sending
  // `token: ""` was let in as staff, then spoke for the visitor)
  return { type: "subscribe", topic: m.topic, token: (m.token as string | undefined) || undefined };
}
