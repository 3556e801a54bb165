import type { AddressInfo } from "node:net";
import { serveApp } from "../realtime/serve";
import type { TestContext } from "./context";

export interface TestServer {
  /** http://127.0.0.1:<port> */
  url: string;
  /** ws://127.0.0.1:<port>/api/realtime */
  realtimeUrl: string;
  close(): Promise<void>;
}

/**
 * The context's app on a real HTTP server on a free port, with WebSockets and the realtime listener
 * running: for tests that need a socket, which `app.request()` cannot give.
 */
export async function startTestServer(ctx: TestContext): Promise<TestServer> {
  await ctx.deps.realtime.start();
  let server!: ReturnType<typeof serveApp>;
  const info = await new Promise<AddressInfo>((resolve) => {
    server = serveApp(ctx.app, { port: 0, hostname: "127.0.0.1" }, resolve);
  });
  const url = `http://127.0.0.1:${info.port}`;
  return {
    url,
    realtimeUrl: `ws://127.0.0.1:${info.port}/api/realtime`,
    async close() {
      await ctx.deps.realtime.closeConnections();
      await new Promise<void>((resolve) => {
        server.close(() => resolve());
        if ("closeAllConnections" in server) server.closeAllConnections();
      });
    },
  };
}

/**
 * The context's app on a real server with the local CLI's bearer token set, as `src/server/index.ts` sets it:
 * `internal(path, body)` posts to `/api/internal<path>` on the loopback socket with that token (or `auth`).
 */
export async function startCliServer(ctx: TestContext) {
  const token = "the-admin-token-of-this-test-server-0123456789";
  ctx.deps.adminToken = token;
  const server = await startTestServer(ctx);
  const internal = (path: string, body: unknown, auth = `Bearer ${token}`) =>
    fetch(`${server.url}/api/internal${path}`, {
      method: "POST",
      headers: { "content-type": "application/json", authorization: auth },
      body: JSON.stringify(body),
    });
  return { server, internal };
}
