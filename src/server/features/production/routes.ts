import { createRoute, type z } from "@hono/zod-openapi";
import { mayRequestProject, worksOnKind } from "~/domain/policy";
import {
  completeProjectSchema,
  createCampaignSchema,
  createDesignProjectSchema,
  createEditingProjectSchema,
  KIND_PATH,
  listProjectsQuerySchema,
  manageCampaignSchema,
  type ProjectKind,
  productionCountsSchema,
  projectMessageSchema,
  projectMessagesSchema,
  projectParamsSchema,
  projectSchema,
  projectsPageSchema,
  reviewProjectSchema,
  sendProjectMessageSchema,
} from "~/domain/projects";
import type { Role } from "~/domain/roles";
import { requireUser, signedIn, withRole } from "../../auth/guards";
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
import { listProjectMessages, postProjectMessage } from "./messages";
import {
  findVisibleProject,
  listProjects,
  productionCounts,
  projectListKey,
  projectListSources,
  readProject,
} from "./read";
import {
  acceptProject,
  completeProject,
  createProject,
  deleteProject,
  manageCampaign,
  type NewProject,
  requestReview,
} from "./write";

export const NAMES: Record<ProjectKind, { one: string; many: string; op: string; tag: string }> = {
  editing: { one: "editing project", many: "editing projects", op: "EditingProject", tag: "Editing" },
  design: { one: "design project", many: "design projects", op: "DesignProject", tag: "Design" },
  promotion: { one: "campaign", many: "campaigns", op: "Campaign", tag: "Promotion" },
};

const params = projectParamsSchema;
const notFound = { 404: errorResponse("No such project, or another creator's") };
const staffOf = (kind: ProjectKind) => withRole((role: Role) => worksOnKind(role, kind));
const transitionErrors = {
  400: errorResponse("Malformed id or body (see `fields`)"),
  ...signedInErrors,
  403: errorResponse("Not the kind's staff"),
  ...notFound,
  409: errorResponse("Not allowed by the transition table from the current status, or taken by someone else"),
};

/** The routes every kind has: list, read, delete and the project chat. */
function commonRoutes(kind: ProjectKind) {
  const base = `/${KIND_PATH[kind]}`;
  const { one, many, op, tag } = NAMES[kind];
  const tags = [tag];
  const list = createRoute({
    method: "get",
    path: base,
    operationId: `list${op}s`,
    summary: `A page of ${many}, newest first (staff and managers: all; others: their own)`,
    tags,
    security: security.session,
    middleware: [signedIn] as const,
    request: { query: listProjectsQuerySchema },
    responses: {
      ...cachedContent(projectsPageSchema, `A page of ${many}`),
      400: errorResponse("Invalid query"),
      ...signedInErrors,
    },
  });
  const read = createRoute({
    method: "get",
    path: `${base}/{id}`,
    operationId: `get${op}`,
    summary: `One ${one}`,
    tags,
    security: security.session,
    middleware: [signedIn] as const,
    request: { params },
    responses: {
      200: jsonContent(projectSchema, `The ${one}`),
      400: errorResponse("Malformed id"),
      ...signedInErrors,
      ...notFound,
    },
  });
  const remove = createRoute({
    method: "delete",
    path: `${base}/{id}`,
    operationId: `delete${op}`,
    summary: `Delete a ${one} (by the policy of spec section 6)`,
    tags,
    security: security.session,
    middleware: [signedIn] as const,
    request: { params },
    responses: {
      204: { description: "Deleted, with its chat" },
      400: errorResponse("Malformed id"),
      ...signedInErrors,
      403: errorResponse("This role may not delete it"),
      ...notFound,
      409: errorResponse("A creator's own request that is no longer Pending"),
    },
  });
  const messages = createRoute({
    method: "get",
    path: `${base}/{id}/messages`,
    operationId: `list${op}Messages`,
    summary: `The ${one}'s chat, oldest first (its creator, the staff and managers)`,
    tags,
    security: security.session,
    middleware: [signedIn] as const,
    request: { params },
    responses: {
      200: jsonContent(projectMessagesSchema, "The messages"),
      400: errorResponse("Malformed id"),
      ...signedInErrors,
      ...notFound,
    },
  });
  const send = createRoute({
    method: "post",
    path: `${base}/{id}/messages`,
    operationId: `send${op}Message`,
    summary: `Post to the ${one}'s chat (delivered live)`,
    tags,
    security: security.session,
    middleware: [signedIn] as const,
    request: { params, body: jsonBody(sendProjectMessageSchema) },
    responses: {
      201: jsonContent(projectMessageSchema, "The message"),
      400: errorResponse("Malformed id or blank message"),
      ...signedInErrors,
      ...notFound,
    },
  });
  return createRouter()
    .openapi(list, async (c) => {
      const caller = requireUser(c);
      const query = c.req.valid("query");
      return cachedJson(c, projectListSources(kind, caller, query), projectListKey(kind, caller, query), () =>
        listProjects(c.var.deps.db, kind, caller, query),
      );
    })
    .openapi(read, async (c) => {
      const row = await findVisibleProject(c.var.deps.db, kind, c.req.valid("param").id, requireUser(c));
      return c.json(await readProject(c.var.deps.db, row.id), 200);
    })
    .openapi(remove, async (c) => {
      await deleteProject(c.var.deps, kind, c.req.valid("param").id, requireUser(c));
      return c.body(null, 204);
    })
    .openapi(messages, async (c) =>
      c.json(await listProjectMessages(c.var.deps.db, kind, c.req.valid("param").id, requireUser(c)), 200),
    )
    .openapi(send, async (c) => {
      const { id } = c.req.valid("param");
      const message = await postProjectMessage(
        c.var.deps,
        kind,
        id,
        requireUser(c),
        c.req.valid("json").content,
      );
      return c.json(message, 201);
    });
}

function createRouteOf<T extends z.ZodType>(kind: ProjectKind, schema: T) {
  const { one, op, tag } = NAMES[kind];
  return createRoute({
    method: "post",
    path: `/${KIND_PATH[kind]}`,
    operationId: `create${op}`,
    summary: `Request a ${one} (any signed-in user but managers); it starts Pending`,
    tags: [tag],
    security: security.session,
    middleware: [withRole(mayRequestProject)] as const,
    request: { body: jsonBody(schema) },
    responses: {
      201: jsonContent(projectSchema, `The new ${one}`),
      400: errorResponse("A field is missing or malformed (see `fields`)"),
      ...signedInErrors,
      403: errorResponse("Managers do not submit requests"),
    },
  });
}

/** Accept and Mark as Completed, for editing and design projects. */
function workRoutes(kind: "editing" | "design") {
  const base = `/${KIND_PATH[kind]}`;
  const { one, op, tag } = NAMES[kind];
  const accept = createRoute({
    method: "post",
    path: `${base}/{id}/accept`,
    operationId: `accept${op}`,
    summary: `Accept a Pending, unassigned ${one}: In Progress, assigned to the caller`,
    tags: [tag],
    security: security.session,
    middleware: [staffOf(kind)] as const,
    request: { params },
    responses: { 200: jsonContent(projectSchema, `The accepted ${one}`), ...transitionErrors },
  });
  const complete = createRoute({
    method: "post",
    path: `${base}/{id}/complete`,
    operationId: `complete${op}`,
    summary: `Mark an In Progress ${one} as Completed, with the completed file link (its assignee)`,
    tags: [tag],
    security: security.session,
    middleware: [staffOf(kind)] as const,
    request: { params, body: jsonBody(completeProjectSchema) },
    responses: { 200: jsonContent(projectSchema, `The completed ${one}`), ...transitionErrors },
  });
  return createRouter()
    .openapi(accept, async (c) =>
      c.json(await acceptProject(c.var.deps, kind, c.req.valid("param").id, requireUser(c)), 200),
    )
    .openapi(complete, async (c) => {
      const { id } = c.req.valid("param");
      const url = c.req.valid("json").completedFileUrl;
      return c.json(await completeProject(c.var.deps, kind, id, requireUser(c), url), 200);
    });
}

const create = <K extends ProjectKind>(kind: K, schema: z.ZodType) =>
  createRouter().openapi(createRouteOf(kind, schema), async (c) => {
    const request = { kind, input: c.req.valid("json") } as NewProject;
    return c.json(await createProject(c.var.deps, requireUser(c), request), 201);
  });

const reviewRoute = createRoute({
  method: "post",
  path: "/design-projects/{id}/review",
  operationId: "requestDesignReview",
  summary: "Save the creator's notes and set the request back to Pending for review (its creator)",
  tags: ["Design"],
  security: security.session,
  middleware: [signedIn] as const,
  request: { params, body: jsonBody(reviewProjectSchema) },
  responses: { 200: jsonContent(projectSchema, "The design project, Pending"), ...transitionErrors },
});

const manageRoute = createRoute({
  method: "patch",
  path: "/campaigns/{id}",
  operationId: "manageCampaign",
  summary: "Set a campaign's status and details; the first save assigns the promoter",
  description:
    "Any status may follow any other (spec section 4: the promoter sets the chosen status); every change of status is recorded in the campaign's history.",
  tags: ["Promotion"],
  security: security.session,
  middleware: [staffOf("promotion")] as const,
  request: { params, body: jsonBody(manageCampaignSchema) },
  responses: {
    200: jsonContent(projectSchema, "The campaign"),
    400: transitionErrors[400],
    ...signedInErrors,
    403: transitionErrors[403],
    ...notFound,
  },
});

const countsRoute = createRoute({
  method: "get",
  path: "/me/production-counts",
  operationId: "getProductionCounts",
  summary: "The caller's Active campaigns and Pending or In Progress editing and design projects",
  tags: ["Production"],
  security: security.session,
  middleware: [signedIn] as const,
  responses: { ...cachedContent(productionCountsSchema, "The creator home's counts"), ...signedInErrors },
});

export const productionRoutes = createRouter()
  .route("/", create("editing", createEditingProjectSchema))
  .route("/", create("design", createDesignProjectSchema))
  .route("/", create("promotion", createCampaignSchema))
  .route("/", commonRoutes("editing"))
  .route("/", commonRoutes("design"))
  .route("/", commonRoutes("promotion"))
  .route("/", workRoutes("editing"))
  .route("/", workRoutes("design"))
  .openapi(reviewRoute, async (c) => {
    const { id } = c.req.valid("param");
    return c.json(
      await requestReview(c.var.deps, id, requireUser(c), c.req.valid("json").creatorNotes ?? ""),
      200,
    );
  })
  .openapi(manageRoute, async (c) =>
    c.json(
      await manageCampaign(c.var.deps, c.req.valid("param").id, requireUser(c), c.req.valid("json")),
      200,
    ),
  )
  .openapi(countsRoute, async (c) => {
    const caller = requireUser(c);
    return cachedJson(c, ["own:projects"], ["production-counts", caller.id], () =>
      productionCounts(c.var.deps.db, caller.id),
    );
  });
