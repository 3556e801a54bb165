import { createRoute, z } from "@hono/zod-openapi";
import { createRouter } from "../../lib/router";

const healthSchema = z.object({ status: z.enum(["ok", "unavailable"]), db: z.string() });

const route = createRoute({
  method: "get",
  path: "/health",
  summary: "Liveness and database check",
  tags: ["System"],
  responses: {
    200: {
      description: "Serving, database answers",
      content: { "application/json": { schema: healthSchema } },
    },
    503: {
      description: "The database does not answer",
      content: { "application/json": { schema: healthSchema } },
    },
  },
});

export const healthRoutes = createRouter().openapi(route, async (c) => {
  try {
    await c.var.deps.database.ping();
    return c.json({ status: "ok" as const, db: "ok" }, 200);
  } catch (error) {
    const reason = error instanceof Error ? error.message : "database unavailable";
    return c.json({ status: "unavailable" as const, db: reason }, 503);
  }
});
