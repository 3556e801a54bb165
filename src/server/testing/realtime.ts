import { WebSocket as WsSocket } from "ws";
import type { RealtimeEvent } from "~/domain/realtime";
import { createRealtimeClient, type RealtimeClient } from "~/web/lib/realtime";
import type { TestServer } from "./server";

/** Polls `check` until it returns true (or a value), or fails after `timeoutMs`. */
export async function waitFor<T>(
  check: () => T | Promise<T>,
  timeoutMs = 5000,
  what = "condition",
): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = await check();
    if (value) return value;
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await new Promise((r) => setTimeout(r, 20));
  }
}

export interface TestRealtimeClient {
  client: RealtimeClient;
  /** Every socket it opened, the last one current. */
  sockets: WsSocket[];
  /** While true, new sockets go nowhere (as if the network were down). */
  offline: boolean;
}

/**
 * The web app's realtime client (src/web/lib/realtime.ts), connected to a test server with the `ws`
 * package, which can send a cookie as a browser would.
 */
export function testRealtimeClient(server: TestServer, cookie?: string): TestRealtimeClient {
  const state: TestRealtimeClient = { client: null as never, sockets: [], offline: false };
  state.client = createRealtimeClient({
    url: () => (state.offline ? "ws://127.0.0.1:9/api/realtime" : server.realtimeUrl),
    createSocket: (url) => {
      const socket = new WsSocket(url, { headers: cookie ? { cookie } : {} });
      state.sockets.push(socket);
      return socket as unknown as WebSocket;
    },
  });
  return state;
}

/** Subscribes and records what arrives: events, resyncs, a denial. */
export function record(client: RealtimeClient, topic: string, token?: string) {
  const log = { events: [] as RealtimeEvent[], resyncs: 0, denied: false, unsubscribe: () => {} };
  log.unsubscribe = client.subscribe(topic, (event) => log.events.push(event), {
    token,
    onResync: () => log.resyncs++,
    onDenied: () => {
      log.denied = true;
    },
  });
  return log;
}
