import { createRoute } from "@hono/zod-openapi";
import { can } from "~/domain/policy";
import { triageQuerySchema, triageSchema } from "~/domain/triage";
import { requireUser, withRole } from "../../auth/guards";
import { errorResponse, jsonContent, managerErrors, security } from "../../lib/openapi";
import { createRouter } from "../../lib/router";
import { triageCounts } from "./registry";

const triageRoute = createRoute({
  method: "get",
  path: "/admin/triage",
  operationId: "readTriage",
  summary: "The counts of what waits for the managers, each with the list it links to",
  description:
    "`scope=mine` counts only the work of the caller's creators (their roster, issue 20) where a count is about creators' work (`perCreator`); the others are the same in both.",
  tags: ["Triage"],
  security: security.session,
  middleware: [withRole(can.readTriage)] as const,
  request: { query: triageQuerySchema },
  responses: {
    200: jsonContent(triageSchema, "The counts"),
    400: errorResponse("Invalid scope"),
    ...managerErrors,
  },
});

export const triageRoutes = createRouter().openapi(triageRoute, async (c) =>
  c.json(
    {
      counts: await triageCounts(c, c.req.valid("query").scope === "mine" ? requireUser(c).id : null),
    },
    200,
  ),
);
