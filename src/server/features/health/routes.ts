import { createRoute, z } from "@hono/zod-openapi";
import { eventLoopDelay } from "../../lib/event-loop";
import { jsonContent } from "../../lib/openapi";
import { createRouter } from "../../lib/router";

const healthSchema = z.object({
  status: z.enum(["ok", "unavailable"]),
  db: z.string(),
  eventLoop: z
    .object({ p50Ms: z.number(), p99Ms: z.number(), maxMs: z.number() })
    .describe("How long the event loop kept callbacks waiting over the last 10 s, for operators"),
});

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
  try {
    await c.var.deps.database.ping();
    return c.json({ status: "ok" as const, db: "ok", eventLoop: eventLoopDelay() }, 200);
  } catch (error) {
    const reason = error instanceof Error ? error.message : "database unavailable";
    return c.json({ status: "unavailable" as const, db: reason, eventLoop: eventLoopDelay() }, 503);
  }
});
