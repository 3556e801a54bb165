import path from "node:path";
import { createApp } from "./app";
import { startRuntime } from "./bootstrap";
import { loadEnv } from "./env";
import { prepareSealCertificate } from "./features/contracts";
import { closeCpuPool } from "./lib/cpu-pool";
import { createLogger } from "./lib/logger";
import { serveApp } from "./realtime/serve";
import {
  newAdminToken,
  readServerFile,
  removeServerFile,
  waitForCliLock,
  writeServerFile,
} from "./server-file";

const env = (() => {
  try {
    return loadEnv();
  } catch (error) {
    console.error((error as Error).message);
    process.exit(1);
  }
})();
const logger = createLogger(env.LOG_LEVEL, env.NODE_ENV === "development" && process.stdout.isTTY);
// The CLI finds this server (and its admin token) in DATA_DIR/server.json. Announce first, then wait
// for a CLI already working on the embedded database directly (see server-file.ts).
const running = env.DATABASE_URL ? null : readServerFile(env.DATA_DIR);
if (running && running.pid !== process.pid) {
  // PGlite is single-process: a second server on the same data directory would corrupt it
  console.error(`Another server (pid ${running.pid}, port ${running.port}) is using ${env.DATA_DIR}.`);
  process.exit(1);
}
const adminToken = newAdminToken();
writeServerFile(env.DATA_DIR, { pid: process.pid, port: env.PORT, token: adminToken });
process.on("exit", () => removeServerFile(env.DATA_DIR));
if (!env.DATABASE_URL) await waitForCliLock(env.DATA_DIR);
const runtime = await startRuntime(env, logger);
runtime.deps.adminToken = adminToken;
const app = createApp(runtime.deps, { clientDir: path.resolve(env.BUILD_DIR, "client") });
await runtime.deps.realtime.start();
// issue 37: the contracts' sealing certificate, made now when none is configured (in the worker pool)
void prepareSealCertificate(runtime.deps);

const server = serveApp(app, { port: env.PORT, hostname: env.HOST }, (info) => {
  writeServerFile(env.DATA_DIR, { pid: process.pid, port: info.port, token: adminToken });
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
    await closeCpuPool();
    logger.info("stopped");
    process.exit(0);
  });
  // idle keep-alive sockets would hold close() open
  if ("closeIdleConnections" in server) server.closeIdleConnections();
  // so would open WebSockets: their clients reconnect (to another instance) and resync
  await runtime.deps.realtime.closeConnections();
}
process.on("SIGTERM", () => void shutdown("SIGTERM"));
process.on("SIGINT", () => void shutdown("SIGINT"));
