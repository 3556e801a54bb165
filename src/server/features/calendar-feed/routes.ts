import { createRoute, z } from "@hono/zod-openapi";
import { calendarFeedSchema, calendarFileParamsSchema } from "~/domain/calendar-feed";
import { requireUser, signedIn } from "../../auth/guards";
import { errorResponse, jsonContent, security, signedInErrors } from "../../lib/openapi";
import { createRouter } from "../../lib/router";
import { feedCalendar, feedOf, regenerateFeed } from "./service";

const own = { tags: ["Calendar feed"], security: security.session, middleware: [signedIn] };

const readRoute = createRoute({
  ...own,
  method: "get",
  path: "/me/calendar-feed",
  operationId: "readCalendarFeed",
  summary: "The caller's private calendar subscription address (made on first request)",
  responses: { 200: jsonContent(calendarFeedSchema, "The feed's addresses"), ...signedInErrors },
});

const regenerateRoute = createRoute({
  ...own,
  method: "post",
  path: "/me/calendar-feed/regenerate",
  operationId: "regenerateCalendarFeed",
  summary: "A new subscription address; the old one stops working at once",
  responses: { 200: jsonContent(calendarFeedSchema, "The new addresses"), ...signedInErrors },
});

const feedRoute = createRoute({
  tags: ["Calendar feed"],
  security: security.none,
  method: "get",
  path: "/calendar/{file}",
  operationId: "calendarFeed",
  summary: "A user's meetings as one iCalendar (`{file}` is `<token>.ics`; the token is the credential)",
  request: { params: calendarFileParamsSchema },
  responses: {
    200: {
      description: "The calendar",
      headers: {
        ETag: { description: "The calendar's tag, for If-None-Match", schema: { type: "string" } },
        "Cache-Control": { description: "private, no-cache", schema: { type: "string" } },
      },
      content: { "text/calendar": { schema: z.string() } },
    },
    304: { description: "Not Modified: the If-None-Match tag is still current (no body)" },
    400: errorResponse("Invalid address"),
    404: errorResponse("No such calendar (a wrong or replaced token)"),
  },
});

/** Whether an If-None-Match header names `tag` (weak comparison, RFC 9110) or is `*`. */
function matches(header: string | undefined, tag: string) {
  if (!header) return false;
  return header
    .split(",")
    .map((candidate) => candidate.trim().replace(/^W\//, ""))
    .some((candidate) => candidate === tag || candidate === "*");
}

export const calendarFeedRoutes = createRouter()
  .openapi(readRoute, async (c) => c.json(await feedOf(c.var.deps, requireUser(c).id), 200))
  .openapi(regenerateRoute, async (c) => c.json(await regenerateFeed(c.var.deps, requireUser(c).id), 200))
  .openapi(feedRoute, async (c) => {
    const { text, tag } = await feedCalendar(c.var.deps, c.req.valid("param").file);
    c.header("ETag", tag);
    c.header("Cache-Control", "private, no-cache");
    if (matches(c.req.header("if-none-match"), tag)) return c.body(null, 304);
    return c.body(text, 200, { "Content-Type": "text/calendar; charset=utf-8" });
  });
