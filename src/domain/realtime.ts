/*
 * The realtime protocol, spoken over one WebSocket per browser tab at /api/realtime. Text frames of JSON:
 * one message a frame from the client; from the server one or more, one a line (the server batches).
 * The client subscribes to topics; the server checks each topic with its feature's authoriser, then
 * forwards the events published on it. Events are small (ids and short content): a client refetches
 * anything larger, and everything after a `resync` or a reconnect, because events are not stored.
 */

export const REALTIME_PATH = "/api/realtime";
/** Spec section 9: a heartbeat every 25 s, and a connection that misses it by 10 s is dead. */
export const HEARTBEAT_INTERVAL_MS = 25_000;
export const HEARTBEAT_TIMEOUT_MS = 10_000;
/** Longest topic name, and most topics on one connection. */
export const MAX_TOPIC_LENGTH = 200;
export const MAX_SUBSCRIPTIONS = 200;

/** An event: a `type` and a few small fields. `truncated` means "too large to send: refetch". */
/** Signals a socket may send in a window; the rest are dropped (issue 21, ADR 061). */
export const MAX_SIGNALS_PER_WINDOW = 15;
export const SIGNAL_WINDOW_MS = 10_000;
/** Longest signal name and reference. */
export const MAX_SIGNAL_LENGTH = 32;
export const MAX_SIGNAL_REF_LENGTH = 100;

export type RealtimeEvent = { type: string; truncated?: true } & Record<string, unknown>;

export type ClientMessage =
  /** `token`: a credential for this topic other than the session cookie (a guest's chat token). */
  | { type: "subscribe"; topic: string; token?: string }
  | { type: "unsubscribe"; topic: string }
  | { type: "ping" }
  /**
   * A passing signal about a topic the socket is subscribed to (issue 21: `typing`, `seen` with the id of
   * the message seen as `ref`): the topic's feature decides what it means and publishes its event. Never
   * answered; beyond MAX_SIGNALS_PER_WINDOW in SIGNAL_WINDOW_MS a socket's signals are dropped.
   */
  | { type: "signal"; topic: string; signal: string; ref?: string };

export type ServerMessage =
  | { type: "subscribed"; topic: string }
  /** Not allowed (or no such topic); the client does not retry this topic on this connection. */
  | { type: "denied"; topic: string }
  | { type: "event"; topic: string; event: RealtimeEvent }
  /** Events may have been lost (the server's database connection came back): refetch. */
  | { type: "resync" }
  | { type: "pong" }
  | { type: "error"; message: string };

/** Close codes of our own (4000-4999): the session behind the socket ended; reconnect to start afresh. */
export const CLOSE_SESSION_CHANGED = 4001;
/** Too many sockets from this address or of this user (REALTIME_MAX_SOCKETS_PER_IP / _PER_USER): back off. */
export const CLOSE_TOO_MANY_SOCKETS = 4029;
