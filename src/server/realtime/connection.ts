import { randomUUID } from "node:crypto";
import type { WebSocket } from "ws";
import { MAX_SIGNALS_PER_WINDOW, type ServerMessage, SIGNAL_WINDOW_MS } from "~/domain/realtime";
import type { CurrentSession, SessionUser } from "../auth/current-session";
import type { AppDeps } from "../context";

/** A socket whose client does not read (more than this waiting to be sent) is dropped; it will resync. */
const MAX_BUFFERED_BYTES = 1 << 20;
/** Client messages allowed per connection in a 10 s window; beyond, the socket is closed (1008). */
const MAX_MESSAGES_PER_WINDOW = 100;
const WINDOW_MS = 10_000;

/** One browser tab's socket: who it is, what it listens to, and its heartbeat state. */
export class Connection {
  /** Names the socket across instances: an event published `except` it is not sent to it. */
  readonly id = randomUUID();
  readonly subscriptions = new Set<string>();
  /** The subscriptions a credential of the topic's own (a guest's token) let in: their signals speak for it. */
  readonly tokenTopics = new Set<string>();
  user: SessionUser | null;
  readonly sessionId: string | null;
  /** When the next ping is due, and by when the pong must come (null: none awaited). */
  nextPingAt: number;
  pongDeadline: number | null = null;
  /** When the session behind the cookie is read again. */
  nextCheckAt: number;
  /** Client messages are handled one after another, so a subscribe is answered before a later unsubscribe. */
  queue: Promise<void> = Promise.resolve();
  private windowStart = Date.now();
  private windowCount = 0;
  private signalWindowStart = Date.now();
  private signalCount = 0;
  private pending: string[] = [];
  /** While the session is being re-checked after a revocation, what would have been sent waits here. */
  private held: string[] | null = null;

  constructor(
    readonly ws: WebSocket,
    session: CurrentSession | null,
    /** The Cookie header of the upgrade, to re-check the session on every heartbeat. */
    readonly cookie: string | null,
    readonly deps: AppDeps,
    firstPingAt: number,
    /** The client's address, counted against REALTIME_MAX_SOCKETS_PER_IP. */
    readonly ip: string,
  ) {
    this.user = session?.user ?? null;
    this.sessionId = session?.sessionId ?? null;
    this.nextPingAt = firstPingAt;
    this.nextCheckAt = firstPingAt;
  }

  get open() {
    return this.ws.readyState === this.ws.OPEN;
  }

  /**
   * Sends a message (or one already serialised). Messages of the same turn of the event loop leave in one
   * frame, one message a line (JSON has no raw newlines): a socket write is a system call, and under load
   * the events of several notifications arrive together. A client that has stopped reading is dropped.
   */
  send(message: ServerMessage | string) {
    if (!this.open) return;
    if (this.held) {
      this.held.push(typeof message === "string" ? message : JSON.stringify(message));
      return;
    }
    this.pending.push(typeof message === "string" ? message : JSON.stringify(message));
    if (this.pending.length === 1) setImmediate(() => this.flush());
  }

  private flush() {
    const frame = this.pending.join("\n");
    this.pending = [];
    if (!this.open) return;
    if (this.ws.bufferedAmount > MAX_BUFFERED_BYTES) {
      this.ws.terminate();
      return;
    }
    this.ws.send(frame);
  }

  /** Holds back everything sent from now on, until `release` (sent then) or the socket closes (dropped). */
  hold() {
    this.held ??= [];
  }

  release() {
    const held = this.held ?? [];
    this.held = null;
    for (const message of held) this.send(message);
  }

  /** Counts a client message; false once the client sends too many. */
  countMessage(): boolean {
    const now = Date.now();
    if (now - this.windowStart > WINDOW_MS) {
      this.windowStart = now;
      this.windowCount = 0;
    }
    this.windowCount++;
    return this.windowCount <= MAX_MESSAGES_PER_WINDOW;
  }

  /** Counts a signal (typing, seen); false once the socket has sent its allowance in this window. */
  countSignal(): boolean {
    const now = Date.now();
    if (now - this.signalWindowStart > SIGNAL_WINDOW_MS) {
      this.signalWindowStart = now;
      this.signalCount = 0;
    }
    this.signalCount++;
    return this.signalCount <= MAX_SIGNALS_PER_WINDOW;
  }
}
