import { createRoute, z } from "@hono/zod-openapi";
import { sql } from "drizzle-orm";
import type { AppDeps } from "../../context";
import { queryRows } from "../../db/client";
import { eventLoopDelay } from "../../lib/event-loop";
import { jsonContent } from "../../lib/openapi";
import { createRouter } from "../../lib/router";

const healthSchema = z.object({
  status: z.enum(["ok", "unavailable"]),
  db: z.string(),
  eventLoop: z
    .object({ p50Ms: z.number(), p99Ms: z.number(), maxMs: z.number() })
    .describe("How long the event loop kept callbacks waiting over the last 10 s, for operators"),
  bus: z
    .object({
      kind: z.enum(["postgres", "redis"]),
      lagMs: z.number().nullable(),
      waiting: z.number().nullable(),
    })
    .describe(
      "The bus between instances (ADR 085): LISTEN/NOTIFY or Redis; `lagMs`, how long this instance's own probe took to come back through it (growing while it is away; null before the first); `waiting`, events committed and not yet relayed (null when the database does not answer)",
    ),
});

/** The bus as this instance sees it, with the events waiting in the outbox (not asked of a database that is away). */
async function busHealth(deps: AppDeps, databaseUp = true) {
  if (!databaseUp) return { ...deps.realtime.bus(), waiting: null };
  const waiting = await queryRows<{ n: number }>(deps.db, sql`select count(*)::int as n from notify_outbox`)
    .then((rows) => Number(rows[0]?.n ?? 0))
    .catch(() => null);
  return { ...deps.realtime.bus(), waiting };
}

const route = createRoute({
  method: "get",
  path: "/health",
  operationId: "getHealth",
  summary: "Liveness and database check",
  tags: ["System"],
  responses: {
    200: jsonContent(healthSchema, "Serving, database answers"),
    503: jsonContent(healthSchema, "The database does not answer"),
  },
});

export const healthRoutes = createRouter().openapi(route, async (c) => {
  const { deps } = c.var;
  try {
    await deps.database.ping();
    return c.json(
      { status: "ok" as const, db: "ok", eventLoop: eventLoopDelay(), bus: await busHealth(deps) },
      200,
    );
  } catch (error) {
    const reason = error instanceof Error ? error.message : "database unavailable";
    return c.json(
      {
        status: "unavailable" as const,
        db: reason,
        eventLoop: eventLoopDelay(),
        bus: await busHealth(deps, false),
      },
      503,
    );
  }
});
