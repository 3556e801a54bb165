import { createRoute } from "@hono/zod-openapi";
import { can } from "~/domain/policy";
import { triageSchema } from "~/domain/triage";
import { withRole } from "../../auth/guards";
import { jsonContent, managerErrors, security } from "../../lib/openapi";
import { createRouter } from "../../lib/router";
import { triageCounts } from "./registry";

const triageRoute = createRoute({
  method: "get",
  path: "/admin/triage",
  operationId: "readTriage",
  summary: "The counts of what waits for the managers, each with the list it links to",
  tags: ["Triage"],
  security: security.session,
  middleware: [withRole(can.readTriage)] as const,
  responses: { 200: jsonContent(triageSchema, "The counts"), ...managerErrors },
});

export const triageRoutes = createRouter().openapi(triageRoute, async (c) =>
  c.json({ counts: await triageCounts(c) }, 200),
);
