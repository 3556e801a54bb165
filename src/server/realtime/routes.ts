import { upgradeWebSocket } from "@hono/node-server";
import { createRoute } from "@hono/zod-openapi";
import { refuseCrossSite } from "../auth/csrf";
import { AppError } from "../lib/app-error";
import { clientIp } from "../lib/client-ip";
import { errorResponse } from "../lib/openapi";
import { createRouter } from "../lib/router";

const route = createRoute({
  method: "get",
  path: "/realtime",
  operationId: "openRealtime",
  summary: "Open the realtime WebSocket (one a browser tab)",
  description: [
    "A WebSocket (JSON text frames), authenticated by the session cookie; a guest sends its chat token with",
    "the topic instead. Client → server: `{type:'subscribe', topic, token?}`, `{type:'unsubscribe', topic}`,",
    "`{type:'ping'}`. Server → client: `{type:'subscribed'|'denied', topic}`, `{type:'event', topic, event}`,",
    "`{type:'resync'}` (refetch: events may have been missed), `{type:'pong'}`. The server pings every 25 s",
    "and drops a socket that has not answered 10 s later. Topics: `chat:{sessionId}` (its guest, managers),",
    "`chat:all` and `inbox:contact` (managers). A session that ends or a role that changes closes the",
    "user's sockets with code 4001 (reconnect at once); a socket beyond the caps per address and per user is",
    "closed with 4029 (back off).",
    // issue 21: typing and seen
    "A socket may also send `{type:'signal', topic, signal, ref?}` on a topic it listens to: on `chat:{sessionId}`,",
    "`typing` (published to the chat as `{type:'typing', by}`, stored nowhere) and `seen` with `ref` the id of",
    "the other side's message (kept on the session, published as `{type:'seen', by, at}`); beyond 15 signals in",
    "10 s a socket's signals are dropped.",
  ].join(" "),
  tags: ["Realtime"],
  security: [{}, { session: [] }],
  responses: {
    101: { description: "Switching to the WebSocket protocol" },
    403: errorResponse("The page that opened the socket is on another site"),
    426: errorResponse("Not a WebSocket upgrade request"),
  },
});

export const realtimeRoutes = createRouter().openapi(route, async (c) => {
  if (c.req.header("upgrade")?.toLowerCase() !== "websocket") {
    throw new AppError(426, "upgrade_required", "This address takes WebSocket connections only.", undefined, {
      Upgrade: "websocket",
    });
  }
  // A browser sends cookies with a WebSocket handshake from any site, and no CORS check applies to it.
  refuseCrossSite(c);
  const { deps, session } = c.var;
  const hub = deps.realtime;
  const cookie = session ? (c.req.header("cookie") ?? null) : null;
  const ip = clientIp(c, deps.env.TRUST_PROXY ?? false);
  let conn: object | null = null;
  const response = await upgradeWebSocket(c, {
    onOpen: (_event, ws) => {
      conn = hub.accept(ws.raw as never, session, cookie, deps, ip);
    },
    onMessage: (event) => {
      if (conn) hub.receive(conn, event.data);
    },
    onClose: () => {
      if (conn) hub.drop(conn);
    },
  });
  return response as never;
});
