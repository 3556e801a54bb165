import type { AddressInfo } from "node:net";
import { serve } from "@hono/node-server";
import { WebSocketServer } from "ws";
import type { App } from "../app";

/** Largest client frame: client messages are a topic and a token. */
const MAX_FRAME_BYTES = 16 * 1024;

/**
 * How long an idle keep-alive connection stays open, above the idle timeouts of common load balancers (AWS
 * ALB 60 s, Google Cloud 600 s is set on the balancer's side, nginx 60 s): were Node to close first (its
 * default is 5 s), a balancer could send a request down a socket Node is closing and answer 502. The headers
 * timeout must be longer still (Node's rule).
 */
export const KEEP_ALIVE_TIMEOUT_MS = 65_000;
export const HEADERS_TIMEOUT_MS = 66_000;

/** Serves the app over HTTP, with WebSocket upgrades for /api/realtime (the `ws` package). */
export function serveApp(
  app: App,
  options: { port: number; hostname?: string },
  onListening?: (info: AddressInfo) => void,
) {
  const wss = new WebSocketServer({ noServer: true, maxPayload: MAX_FRAME_BYTES });
  const server = serve(
    {
      fetch: app.fetch,
      port: options.port,
      hostname: options.hostname,
      websocket: { server: wss },
    },
    onListening,
  );
  if ("keepAliveTimeout" in server) {
    server.keepAliveTimeout = KEEP_ALIVE_TIMEOUT_MS;
    server.headersTimeout = HEADERS_TIMEOUT_MS;
  }
  return server;
}
