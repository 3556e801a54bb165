import { createRoute, z } from "@hono/zod-openapi";
import {
  listNotificationsQuerySchema,
  notificationPageSchema,
  notificationParamsSchema,
  notificationPreferencesSchema,
  notificationSchema,
  preferenceParamsSchema,
  setPreferenceSchema,
} from "~/domain/notifications";
import { requireUser, signedIn } from "../../auth/guards";
import {
  cachedContent,
  errorResponse,
  jsonBody,
  jsonContent,
  security,
  signedInErrors,
} from "../../lib/openapi";
import { cachedJson } from "../../lib/page-cache";
import { createRouter } from "../../lib/router";
import {
  listNotifications,
  markAllNotificationsRead,
  markNotificationRead,
  readPreferences,
  setPreference,
} from "./service";

const common = { tags: ["Notifications"], security: security.session, middleware: [signedIn] };

const listRoute = createRoute({
  ...common,
  method: "get",
  path: "/me/notifications",
  operationId: "listNotifications",
  summary: "The caller's notifications, newest first, with the unread count",
  request: { query: listNotificationsQuerySchema },
  responses: {
    ...cachedContent(notificationPageSchema, "A page of notifications"),
    400: errorResponse("Invalid query"),
    ...signedInErrors,
  },
});

const readRoute = createRoute({
  ...common,
  method: "post",
  path: "/me/notifications/{id}/read",
  operationId: "markNotificationRead",
  summary: "Mark one of the caller's notifications read",
  request: { params: notificationParamsSchema },
  responses: {
    200: jsonContent(notificationSchema, "The notification"),
    400: errorResponse("Invalid id"),
    ...signedInErrors,
    404: errorResponse("No such notification of the caller's"),
  },
});

const readAllRoute = createRoute({
  ...common,
  method: "post",
  path: "/me/notifications/read-all",
  operationId: "markAllNotificationsRead",
  summary: "Mark all the caller's notifications read",
  responses: {
    200: jsonContent(z.object({ updated: z.number().int() }), "How many were unread"),
    ...signedInErrors,
  },
});

const preferencesRoute = createRoute({
  ...common,
  method: "get",
  path: "/me/notification-preferences",
  operationId: "readNotificationPreferences",
  summary: "Per kind of notification: in the app only, or by email as well",
  responses: { 200: jsonContent(notificationPreferencesSchema, "The choices"), ...signedInErrors },
});

const setPreferenceRoute = createRoute({
  ...common,
  method: "put",
  path: "/me/notification-preferences/{kind}",
  operationId: "setNotificationPreference",
  summary: "Choose whether a kind of notification is emailed as well",
  request: { params: preferenceParamsSchema, body: jsonBody(setPreferenceSchema) },
  responses: {
    200: jsonContent(notificationPreferencesSchema, "The choices"),
    400: errorResponse("Invalid kind or body"),
    ...signedInErrors,
  },
});

export const notificationRoutes = createRouter()
  .openapi(listRoute, async (c) =>
    cachedJson(
      c,
      ["own:notifications", "people"],
      ["notifications", requireUser(c).id, c.req.valid("query")],
      () => listNotifications(c.var.deps.db, requireUser(c).id, c.req.valid("query")),
    ),
  )
  .openapi(readAllRoute, async (c) =>
    c.json(await markAllNotificationsRead(c.var.deps.db, requireUser(c).id), 200),
  )
  .openapi(readRoute, async (c) =>
    c.json(await markNotificationRead(c.var.deps.db, requireUser(c).id, c.req.valid("param").id), 200),
  )
  .openapi(preferencesRoute, async (c) =>
    c.json({ items: await readPreferences(c.var.deps.db, requireUser(c).id) }, 200),
  )
  .openapi(setPreferenceRoute, async (c) => {
    const items = await setPreference(
      c.var.deps.db,
      requireUser(c).id,
      c.req.valid("param").kind,
      c.req.valid("json").email,
    );
    return c.json({ items }, 200);
  });
