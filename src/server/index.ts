import path from "node:path";
import { serve } from "@hono/node-server";
import { createApp } from "./app";
import { startRuntime } from "./bootstrap";
import { loadEnv } from "./env";
import { createLogger } from "./lib/logger";

const env = (() => {
  try {
    return loadEnv();
  } catch (error) {
    console.error((error as Error).message);
    process.exit(1);
  }
})();
const logger = createLogger(env.LOG_LEVEL, env.NODE_ENV === "development" && process.stdout.isTTY);
const runtime = await startRuntime(env, logger);
const app = createApp(runtime.deps, { clientDir: path.resolve(env.BUILD_DIR, "client") });

const server = serve({ fetch: app.fetch, port: env.PORT, hostname: env.HOST }, (info) => {
  logger.info(
    { port: info.port, db: runtime.deps.database.kind },
    `CreatorDesk listening on http://localhost:${info.port}`,
  );
});

let stopping = false;
async function shutdown(signal: string) {
  if (stopping) return;
  stopping = true;
  logger.info({ signal }, "shutting down: finishing requests");
  const force = setTimeout(() => process.exit(1), 10_000);
  force.unref();
  server.close(async () => {
    await runtime.close();
    logger.info("stopped");
    process.exit(0);
  });
  // idle keep-alive sockets would hold close() open
  if ("closeIdleConnections" in server) server.closeIdleConnections();
}
process.on("SIGTERM", () => void shutdown("SIGTERM"));
process.on("SIGINT", () => void shutdown("SIGINT"));
