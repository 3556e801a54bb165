import { createRoute } from "@hono/zod-openapi";
import { historyPageSchema, historyParamsSchema, historyQuerySchema } from "~/domain/history";
import { requireUser, signedIn } from "../../auth/guards";
import { cachedContent, errorResponse, security, signedInErrors } from "../../lib/openapi";
import { freshJson } from "../../lib/page-cache";
import { createRouter } from "../../lib/router";
import { checkHistoryAccess, readHistory } from "./history";

const historyRoute = createRoute({
  method: "get",
  path: "/history/{subjectType}/{subjectId}",
  operationId: "readHistory",
  summary: "The status changes of a request, project, campaign or appointment, oldest first",
  tags: ["History"],
  security: security.session,
  middleware: [signedIn] as const,
  request: { params: historyParamsSchema, query: historyQuerySchema },
  responses: {
    ...cachedContent(historyPageSchema, "A page of the timeline"),
    400: errorResponse("Invalid subject or query"),
    ...signedInErrors,
    404: errorResponse("No such record, or not one of yours"),
  },
});

export const historyRoutes = createRouter().openapi(historyRoute, async (c) => {
  const [subject, query] = [c.req.valid("param"), c.req.valid("query")];
  // who may read it is checked on every request, against the caller's role and the subject as it is now
  const withNotes = await checkHistoryAccess(c, requireUser(c), subject);
  return freshJson(c, () => readHistory(c.var.deps, subject, query, withNotes));
});
