import { createRoute } from "@hono/zod-openapi";
import {
  createScriptSchema,
  generateScriptSchema,
  listScriptsQuerySchema,
  scriptParamsSchema,
  scriptSchema,
  scriptsPageSchema,
  updateScriptSchema,
} from "~/domain/scripts";
import { requireUser, signedIn } from "../../auth/guards";
import {
  cachedContent,
  errorResponse,
  jsonBody,
  jsonContent,
  security,
  signedInErrors,
} from "../../lib/openapi";
import { freshJson } from "../../lib/page-cache";
import { createRouter } from "../../lib/router";
import { createScript, deleteScript, generateScript, getScript, listScripts, updateScript } from "./service";

const common = { tags: ["Scripts"], security: security.session };
const notFound = { 404: errorResponse("No such script of the caller") };

const listRoute = createRoute({
  ...common,
  middleware: [signedIn] as const,
  method: "get",
  path: "/me/scripts",
  operationId: "listScripts",
  summary: "The caller's scripts, filtered by status and sorted",
  request: { query: listScriptsQuerySchema },
  responses: {
    ...cachedContent(scriptsPageSchema, "A page of scripts (without their content)"),
    400: errorResponse("Invalid query"),
    ...signedInErrors,
  },
});

const createScriptRoute = createRoute({
  ...common,
  middleware: [signedIn] as const,
  method: "post",
  path: "/me/scripts",
  operationId: "createScript",
  summary: "Create a script (a Draft)",
  request: { body: jsonBody(createScriptSchema) },
  responses: {
    201: jsonContent(scriptSchema, "The new script"),
    400: errorResponse("Title is required"),
    ...signedInErrors,
  },
});

const generateRoute = createRoute({
  ...common,
  middleware: [signedIn] as const,
  method: "post",
  path: "/me/scripts/generate",
  operationId: "generateScript",
  summary: "Draft a script with AI (or the offline template writer) and save it as a Draft",
  request: { body: jsonBody(generateScriptSchema) },
  responses: {
    201: jsonContent(scriptSchema, "The new AI draft, titled 'AI: ...'"),
    400: errorResponse("Prompt is required, or too long"),
    ...signedInErrors,
    429: errorResponse("Too many drafts in a minute"),
    502: errorResponse("The AI provider failed, ran out of quota or answered in a wrong format"),
    504: errorResponse("The AI provider did not answer in time"),
  },
});

const getRoute = createRoute({
  ...common,
  middleware: [signedIn] as const,
  method: "get",
  path: "/me/scripts/{id}",
  operationId: "getScript",
  summary: "One of the caller's scripts",
  request: { params: scriptParamsSchema },
  responses: {
    200: jsonContent(scriptSchema, "The script"),
    400: errorResponse("Invalid id"),
    ...signedInErrors,
    ...notFound,
  },
});

const updateRoute = createRoute({
  ...common,
  middleware: [signedIn] as const,
  method: "patch",
  path: "/me/scripts/{id}",
  operationId: "updateScript",
  summary: "Save a script's title and content",
  request: { params: scriptParamsSchema, body: jsonBody(updateScriptSchema) },
  responses: {
    200: jsonContent(scriptSchema, "The script"),
    400: errorResponse("Invalid id, or title is required"),
    ...signedInErrors,
    ...notFound,
  },
});

const deleteRoute = createRoute({
  ...common,
  middleware: [signedIn] as const,
  method: "delete",
  path: "/me/scripts/{id}",
  operationId: "deleteScript",
  summary: "Delete one of the caller's scripts",
  request: { params: scriptParamsSchema },
  responses: {
    204: { description: "Deleted" },
    400: errorResponse("Invalid id"),
    ...signedInErrors,
    ...notFound,
  },
});

export const scriptRoutes = createRouter()
  .openapi(listRoute, async (c) =>
    freshJson(c, () => listScripts(c.var.deps.db, requireUser(c).id, c.req.valid("query"))),
  )
  .openapi(createScriptRoute, async (c) => {
    const { title, content } = c.req.valid("json");
    return c.json(
      await createScript(c.var.deps.db, requireUser(c).id, { title, content: content ?? "" }),
      201,
    );
  })
  .openapi(generateRoute, async (c) =>
    c.json(await generateScript(c.var.deps, requireUser(c).id, c.req.valid("json").prompt), 201),
  )
  .openapi(getRoute, async (c) =>
    c.json(await getScript(c.var.deps.db, requireUser(c).id, c.req.valid("param").id), 200),
  )
  .openapi(updateRoute, async (c) =>
    c.json(
      await updateScript(c.var.deps.db, requireUser(c).id, c.req.valid("param").id, c.req.valid("json")),
      200,
    ),
  )
  .openapi(deleteRoute, async (c) => {
    await deleteScript(c.var.deps.db, requireUser(c).id, c.req.valid("param").id);
    return c.body(null, 204);
  });
