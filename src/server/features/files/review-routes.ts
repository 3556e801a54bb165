import { createRoute } from "@hono/zod-openapi";
import { reviewFileSchema } from "~/domain/file-comments";
import { KIND_PATH, projectParamsSchema, projectSchema } from "~/domain/projects";
import { requireUser, signedIn } from "../../auth/guards";
import { errorResponse, jsonBody, jsonContent, security, signedInErrors } from "../../lib/openapi";
import { createRouter } from "../../lib/router";
import { NAMES } from "../production";
import { approveVersion, requestChanges } from "./review";

/* The review of a version (issue 22; a manager on the creator's behalf, issue 35): request changes, or approve. */

function reviewRoutes(kind: "editing" | "design") {
  const { one, op, tag } = NAMES[kind];
  const errors = {
    400: errorResponse("Malformed id or body, or the file is an input, not a version"),
    ...signedInErrors,
    403: errorResponse("Neither the project's creator nor a manager (who reviews on the creator's behalf)"),
    404: errorResponse("No such project (or another creator's), or no such version of it"),
    409: errorResponse("Not allowed by the transition table from the current status (changed meanwhile)"),
  };
  const route = (action: "request-changes" | "approve") =>
    createRoute({
      method: "post",
      path: `/${KIND_PATH[kind]}/{id}/${action}`,
      operationId: action === "approve" ? `approve${op}Version` : `request${op}Changes`,
      summary:
        action === "approve"
          ? `Approve a version of the ${one} (its creator, or a manager on their behalf): Completed, pointing at the version`
          : `Request changes on a version of the ${one} (its creator, or a manager on their behalf): back to Pending with its assignee, the open comments as the note`,
      tags: [tag],
      security: security.session,
      middleware: [signedIn] as const,
      request: { params: projectParamsSchema, body: jsonBody(reviewFileSchema) },
      responses: { 200: jsonContent(projectSchema, `The ${one}`), ...errors },
    });
  return createRouter()
    .openapi(route("request-changes"), async (c) => {
      const { id } = c.req.valid("param");
      const { fileId } = c.req.valid("json");
      return c.json(await requestChanges(c.var.deps, kind, id, requireUser(c), fileId), 200);
    })
    .openapi(route("approve"), async (c) => {
      const { id } = c.req.valid("param");
      const { fileId } = c.req.valid("json");
      return c.json(await approveVersion(c.var.deps, kind, id, requireUser(c), fileId), 200);
    });
}

export const fileReviewRoutes = createRouter()
  .route("/", reviewRoutes("editing"))
  .route("/", reviewRoutes("design"));
