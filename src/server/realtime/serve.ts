import type { AddressInfo } from "node:net";
import { serve } from "@hono/node-server";
import { WebSocketServer } from "ws";
import type { App } from "../app";

/** Largest client frame: client messages are a topic and a token. */
const MAX_FRAME_BYTES = 16 * 1024;

/** Serves the app over HTTP, with WebSocket upgrades for /api/realtime (the `ws` package). */
export function serveApp(
  app: App,
  options: { port: number; hostname?: string },
  onListening?: (info: AddressInfo) => void,
) {
  const wss = new WebSocketServer({ noServer: true, maxPayload: MAX_FRAME_BYTES });
  return serve(
    { fetch: app.fetch, port: options.port, hostname: options.hostname, websocket: { server: wss } },
    onListening,
  );
}
