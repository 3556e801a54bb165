import {
  CLOSE_SESSION_CHANGED,
  HEARTBEAT_INTERVAL_MS,
  HEARTBEAT_TIMEOUT_MS,
  REALTIME_PATH,
  type RealtimeEvent,
  type ServerMessage,
} from "~/domain/realtime";

/*
 * The browser's realtime client: one WebSocket per tab, opened when the first topic is subscribed and closed
 * when the last one is dropped; reconnects with back-off and subscribes again. Events are not stored on the
 * server, so after every (re)subscription a view gets `onResync` and refetches what it may have missed
 * (deduplicating by id). Plain TypeScript on purpose: the public pages' chat widget uses it.
 */

export type RealtimeHandler = (event: RealtimeEvent) => void;
export type RealtimeStatus = "idle" | "connecting" | "open" | "reconnecting";

export interface SubscribeOptions {
  /** A credential for this topic other than the session cookie (a guest's chat token). */
  token?: string;
  /** The subscription is (again) in place after a time when events could have been missed: refetch. */
  onResync?: () => void;
  /** The server refused the topic. */
  onDenied?: () => void;
}

interface Entry extends SubscribeOptions {
  onEvent: RealtimeHandler;
}

interface TopicState {
  entries: Set<Entry>;
  token?: string;
  active: boolean;
}

export interface RealtimeClientOptions {
  /** The socket's address; by default the page's own host at /api/realtime (ws: or wss: like the page). */
  url?: () => string;
  /** Makes the socket (tests pass one that sends a cookie). */
  createSocket?: (url: string) => WebSocket;
}

const OPEN = 1; // WebSocket.OPEN, also for socket classes other than the browser's
const MAX_BACKOFF_MS = 30_000;
const IDLE_CLOSE_MS = 5_000;

function defaultUrl() {
  return `${location.protocol === "https:" ? "wss:" : "ws:"}//${location.host}${REALTIME_PATH}`;
}

export function createRealtimeClient(options: RealtimeClientOptions = {}) {
  const url = options.url ?? defaultUrl;
  const createSocket = options.createSocket ?? ((address: string) => new WebSocket(address));
  const topics = new Map<string, TopicState>();
  const statusListeners = new Set<(status: RealtimeStatus) => void>();
  let socket: WebSocket | null = null;
  let status: RealtimeStatus = "idle";
  let attempt = 0;
  let retryTimer: ReturnType<typeof setTimeout> | undefined;
  let idleTimer: ReturnType<typeof setTimeout> | undefined;
  let heartbeat: ReturnType<typeof setInterval> | undefined;
  let pongTimer: ReturnType<typeof setTimeout> | undefined;

  const setStatus = (next: RealtimeStatus) => {
    if (next === status) return;
    status = next;
    for (const listener of statusListeners) listener(next);
  };

  const send = (message: object) => {
    if (socket?.readyState === OPEN) socket.send(JSON.stringify(message));
  };

  const sendSubscribe = (topic: string, state: TopicState) =>
    send(state.token ? { type: "subscribe", topic, token: state.token } : { type: "subscribe", topic });

  function connect() {
    clearTimeout(retryTimer);
    retryTimer = undefined;
    if (socket || topics.size === 0) return;
    setStatus(attempt === 0 ? "connecting" : "reconnecting");
    const ws = createSocket(url());
    socket = ws;
    ws.onopen = () => {
      attempt = 0;
      setStatus("open");
      for (const [topic, state] of topics) sendSubscribe(topic, state);
      heartbeat = setInterval(() => {
        send({ type: "ping" });
        pongTimer ??= setTimeout(() => ws.close(), HEARTBEAT_TIMEOUT_MS);
      }, HEARTBEAT_INTERVAL_MS);
    };
    ws.onerror = () => {}; // a close event follows; it decides what to do
    ws.onmessage = (message) => {
      // any message proves the connection alive
      clearTimeout(pongTimer);
      pongTimer = undefined;
      if (typeof message.data !== "string") return;
      for (const line of message.data.split("\n")) receive(JSON.parse(line) as ServerMessage);
    };
    ws.onclose = (event) => {
      if (socket !== ws) return;
      socket = null;
      clearInterval(heartbeat);
      clearTimeout(pongTimer);
      pongTimer = undefined;
      for (const state of topics.values()) state.active = false;
      if (topics.size === 0) return setStatus("idle");
      setStatus("reconnecting");
      // a changed session reconnects at once (as the new user); otherwise back off, with jitter
      const delay =
        event.code === CLOSE_SESSION_CHANGED
          ? 0
          : Math.min(MAX_BACKOFF_MS, 500 * 2 ** attempt) * (0.5 + Math.random() / 2);
      attempt++;
      retryTimer = setTimeout(connect, delay);
    };
  }

  function receive(message: ServerMessage) {
    if (message.type === "event") {
      for (const entry of [...(topics.get(message.topic)?.entries ?? [])]) entry.onEvent(message.event);
    } else if (message.type === "subscribed") {
      const state = topics.get(message.topic);
      if (!state || state.active) return;
      state.active = true;
      for (const entry of [...state.entries]) entry.onResync?.();
    } else if (message.type === "denied") {
      for (const entry of [...(topics.get(message.topic)?.entries ?? [])]) entry.onDenied?.();
    } else if (message.type === "resync") {
      for (const state of topics.values()) {
        if (state.active) for (const entry of [...state.entries]) entry.onResync?.();
      }
    }
  }

  /** Listens to `topic` until the returned function is called. */
  function subscribe(topic: string, onEvent: RealtimeHandler, opts: SubscribeOptions = {}): () => void {
    clearTimeout(idleTimer);
    const entry: Entry = { ...opts, onEvent };
    let state = topics.get(topic);
    if (!state) {
      state = { entries: new Set(), token: opts.token, active: false };
      topics.set(topic, state);
      sendSubscribe(topic, state);
    } else if (opts.token && opts.token !== state.token) {
      state.token = opts.token;
      if (!state.active) sendSubscribe(topic, state);
    }
    state.entries.add(entry);
    if (socket === null && retryTimer === undefined) connect();
    return () => {
      const current = topics.get(topic);
      if (!current?.entries.delete(entry) || current.entries.size > 0) return;
      topics.delete(topic);
      send({ type: "unsubscribe", topic });
      if (topics.size === 0) idleTimer = setTimeout(close, IDLE_CLOSE_MS);
    };
  }

  /**
   * Sends a passing signal on a topic this tab listens to (issue 21: `typing`, `seen`); nothing when the
   * subscription is not in place (a signal is not worth keeping: the view sends again after a resync).
   */
  function signal(topic: string, name: string, ref?: string): boolean {
    if (!topics.get(topic)?.active || socket?.readyState !== OPEN) return false;
    send(
      ref === undefined
        ? { type: "signal", topic, signal: name }
        : { type: "signal", topic, signal: name, ref },
    );
    return true;
  }

  /** Closes the socket if nothing is subscribed (pending reconnects are cancelled). */
  function close() {
    if (topics.size > 0) return;
    clearTimeout(retryTimer);
    retryTimer = undefined;
    const ws = socket;
    socket = null;
    clearInterval(heartbeat);
    ws?.close(1000);
    attempt = 0;
    setStatus("idle");
  }

  return {
    subscribe,
    signal,
    close,
    get status() {
      return status;
    },
    onStatus(listener: (status: RealtimeStatus) => void) {
      statusListeners.add(listener);
      return () => void statusListeners.delete(listener);
    },
    /** Drops every subscription and closes the socket (tests; a page never needs it). */
    shutdown() {
      topics.clear();
      close();
    },
    /** Reconnects now instead of waiting out the back-off (e.g. when the browser comes back online). */
    reconnectNow() {
      if (!socket && topics.size > 0) connect();
    },
  };
}

export type RealtimeClient = ReturnType<typeof createRealtimeClient>;

let shared: RealtimeClient | null = null;

/** The tab's one client. */
function realtime(): RealtimeClient {
  if (!shared) {
    const client = createRealtimeClient();
    window.addEventListener("online", () => client.reconnectNow());
    shared = client;
  }
  return shared;
}

/** `realtime().signal(...)`: a typing or seen signal on a topic this tab listens to (issue 21). */
export function sendSignal(topic: string, name: string, ref?: string) {
  return realtime().signal(topic, name, ref);
}

/** `realtime().subscribe(...)`: listens to `topic` until the returned function is called. */
export function subscribe(topic: string, onEvent: RealtimeHandler, options?: SubscribeOptions) {
  return realtime().subscribe(topic, onEvent, options);
}
