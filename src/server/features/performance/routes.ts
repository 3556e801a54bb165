import { createRoute, z } from "@hono/zod-openapi";
import { todayUtc } from "~/domain/clock";
import { pageQuerySchema } from "~/domain/paging";
import {
  channelInputSchema,
  channelPageSchema,
  channelParamsSchema,
  channelSchema,
  chartQuerySchema,
  chartSchema,
  creatorDetailSchema,
  creatorListQuerySchema,
  creatorParamsSchema,
  creatorPerformancePageSchema,
  csvFileSchema,
  importPreviewSchema,
  importResultSchema,
  overviewSchema,
} from "~/domain/performance";
import { can } from "~/domain/policy";
import { requireUser, signedIn, withRole } from "../../auth/guards";
import {
  cachedContent,
  errorResponse,
  jsonBody,
  jsonContent,
  managerErrors,
  security,
  signedInErrors,
} from "../../lib/openapi";
import { freshJson } from "../../lib/page-cache";
import { createRouter } from "../../lib/router";
import {
  chartFor,
  createChannel,
  creatorChart,
  creatorDetail,
  deleteChannel,
  importStats,
  listChannels,
  listCreators,
  overviewFor,
  previewImport,
  updateChannel,
} from "./service";

const managers = withRole(can.viewAllPerformance);
const tags = ["Performance"];

const csvUpload = {
  required: true,
  content: {
    "multipart/form-data": {
      schema: z.object({
        file: csvFileSchema.meta({
          type: "string",
          format: "binary",
          description: "The platform's CSV export (at most 10 MB)",
        }),
      }),
    },
  },
};

const csvErrors = {
  400: errorResponse("No file, or a file that cannot be imported: each problem with its line"),
  ...signedInErrors,
  404: errorResponse("No such channel of the caller's"),
  413: errorResponse("Larger than 10 MB"),
  429: errorResponse("Two uploads of the caller's are still being read"),
};

const listChannelsRoute = createRoute({
  method: "get",
  path: "/me/channels",
  operationId: "listMyChannels",
  summary: "The caller's channels, oldest first, with the days of statistics stored",
  tags,
  security: security.session,
  middleware: [signedIn] as const,
  request: { query: pageQuerySchema },
  responses: {
    200: jsonContent(channelPageSchema, "A page of channels"),
    400: errorResponse("Invalid query"),
    ...signedInErrors,
  },
});

const createChannelRoute = createRoute({
  method: "post",
  path: "/me/channels",
  operationId: "createChannel",
  summary: "Add a channel (name, platform, link)",
  tags,
  security: security.session,
  middleware: [signedIn] as const,
  request: { body: jsonBody(channelInputSchema) },
  responses: {
    201: jsonContent(channelSchema, "The new channel"),
    400: errorResponse("Invalid channel"),
    ...signedInErrors,
  },
});

const updateChannelRoute = createRoute({
  method: "put",
  path: "/me/channels/{id}",
  operationId: "updateChannel",
  summary: "Rename a channel, or change its platform or link",
  tags,
  security: security.session,
  middleware: [signedIn] as const,
  request: { params: channelParamsSchema, body: jsonBody(channelInputSchema) },
  responses: {
    200: jsonContent(channelSchema, "The channel"),
    400: errorResponse("Invalid id or channel"),
    ...signedInErrors,
    404: errorResponse("No such channel of the caller's"),
  },
});

const deleteChannelRoute = createRoute({
  method: "delete",
  path: "/me/channels/{id}",
  operationId: "deleteChannel",
  summary: "Delete a channel and its statistics",
  tags,
  security: security.session,
  middleware: [signedIn] as const,
  request: { params: channelParamsSchema },
  responses: {
    204: { description: "Deleted" },
    400: errorResponse("Invalid id"),
    ...signedInErrors,
    404: errorResponse("No such channel of the caller's"),
  },
});

const previewRoute = createRoute({
  method: "post",
  path: "/me/channels/{id}/import/preview",
  operationId: "previewChannelImport",
  summary: "Read a CSV export and show what an import would store (nothing is stored)",
  tags,
  security: security.session,
  middleware: [signedIn] as const,
  request: { params: channelParamsSchema, body: csvUpload },
  responses: {
    200: jsonContent(importPreviewSchema, "The detected columns and the first rows"),
    ...csvErrors,
  },
});

const importRoute = createRoute({
  method: "post",
  path: "/me/channels/{id}/import",
  operationId: "importChannelStats",
  summary: "Import a CSV export: every day stored, or none; days already stored are replaced",
  tags,
  security: security.session,
  middleware: [signedIn] as const,
  request: { params: channelParamsSchema, body: csvUpload },
  responses: { 200: jsonContent(importResultSchema, "Days imported and replaced"), ...csvErrors },
});

const chartRoute = createRoute({
  method: "get",
  path: "/me/performance",
  operationId: "getMyPerformance",
  summary: "Views, watch time and net subscribers over a period by day, week or month, with the change",
  tags,
  security: security.session,
  middleware: [signedIn] as const,
  request: { query: chartQuerySchema },
  responses: {
    ...cachedContent(chartSchema, "The chart's points and the totals of this and the previous period"),
    400: errorResponse("Invalid query"),
    ...signedInErrors,
    404: errorResponse("No such channel of the caller's"),
  },
});

const overviewRoute = createRoute({
  method: "get",
  path: "/me/performance/overview",
  operationId: "getMyPerformanceOverview",
  summary: "The last 28 days' views and net subscribers across the caller's channels, and the 28 before",
  tags,
  security: security.session,
  middleware: [signedIn] as const,
  responses: {
    ...cachedContent(overviewSchema, "The Overall Performance card's figures"),
    ...signedInErrors,
  },
});

const creatorsRoute = createRoute({
  method: "get",
  path: "/admin/performance/creators",
  operationId: "listCreatorPerformance",
  summary: "Every creator's last 28 days and change, sorted and paged (managers)",
  tags,
  security: security.session,
  middleware: [managers] as const,
  request: { query: creatorListQuerySchema },
  responses: {
    ...cachedContent(creatorPerformancePageSchema, "A page of creators"),
    400: errorResponse("Invalid query"),
    ...managerErrors,
  },
});

const creatorRoute = createRoute({
  method: "get",
  path: "/admin/performance/creators/{userId}",
  operationId: "getCreatorPerformance",
  summary: "A creator's name and channels (managers)",
  tags,
  security: security.session,
  middleware: [managers] as const,
  request: { params: creatorParamsSchema },
  responses: {
    200: jsonContent(creatorDetailSchema, "The creator and their channels"),
    400: errorResponse("Invalid id"),
    ...managerErrors,
    404: errorResponse("No such creator"),
  },
});

const creatorChartRoute = createRoute({
  method: "get",
  path: "/admin/performance/creators/{userId}/chart",
  operationId: "getCreatorPerformanceChart",
  summary: "A creator's chart (managers)",
  tags,
  security: security.session,
  middleware: [managers] as const,
  request: { params: creatorParamsSchema, query: chartQuerySchema },
  responses: {
    ...cachedContent(chartSchema, "The chart's points and the totals of this and the previous period"),
    400: errorResponse("Invalid id or query"),
    ...managerErrors,
    404: errorResponse("No such creator, or no such channel of theirs"),
  },
});

export const performanceRoutes = createRouter()
  .openapi(listChannelsRoute, async (c) =>
    c.json(await listChannels(c.var.deps.db, requireUser(c).id, c.req.valid("query")), 200),
  )
  .openapi(createChannelRoute, async (c) =>
    c.json(await createChannel(c.var.deps.db, requireUser(c).id, c.req.valid("json")), 201),
  )
  .openapi(updateChannelRoute, async (c) =>
    c.json(
      await updateChannel(c.var.deps.db, requireUser(c).id, c.req.valid("param").id, c.req.valid("json")),
      200,
    ),
  )
  .openapi(deleteChannelRoute, async (c) => {
    await deleteChannel(c.var.deps.db, requireUser(c).id, c.req.valid("param").id);
    return c.body(null, 204);
  })
  .openapi(previewRoute, async (c) =>
    c.json(
      await previewImport(
        c.var.deps.db,
        requireUser(c).id,
        c.req.valid("param").id,
        c.req.valid("form").file,
      ),
      200,
    ),
  )
  .openapi(importRoute, async (c) =>
    c.json(
      await importStats(c.var.deps.db, requireUser(c).id, c.req.valid("param").id, c.req.valid("form").file),
      200,
    ),
  )
  .openapi(chartRoute, async (c) => {
    const [me, query, today] = [requireUser(c).id, c.req.valid("query"), todayUtc()];
    return freshJson(c, () => chartFor(c.var.deps.db, me, query, today));
  })
  .openapi(overviewRoute, async (c) => {
    const [me, today] = [requireUser(c).id, todayUtc()];
    return freshJson(c, () => overviewFor(c.var.deps.db, me, today));
  })
  .openapi(creatorsRoute, async (c) => {
    const [query, today] = [c.req.valid("query"), todayUtc()];
    return freshJson(c, () => listCreators(c.var.deps.db, query, today));
  })
  .openapi(creatorRoute, async (c) =>
    c.json(await creatorDetail(c.var.deps.db, c.req.valid("param").userId), 200),
  )
  .openapi(creatorChartRoute, async (c) => {
    const [creatorId, query, today] = [c.req.valid("param").userId, c.req.valid("query"), todayUtc()];
    return freshJson(c, () => creatorChart(c.var.deps.db, creatorId, query, today));
  });
