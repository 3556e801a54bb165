import { createRoute } from "@hono/zod-openapi";
import { type Profile, profileSchema, updateProfileSchema } from "~/domain/users";
import { requireUser, signedIn } from "../../auth/guards";
import { errorResponse, jsonBody, jsonContent, signedInErrors } from "../../lib/openapi";
import { createRouter } from "../../lib/router";
import { updateProfile } from "./service";

const ok = jsonContent(profileSchema, "The caller's profile");

const getRoute = createRoute({
  method: "get",
  path: "/me/profile",
  operationId: "getProfile",
  summary: "The signed-in user's profile",
  tags: ["Profile"],
  middleware: [signedIn] as const,
  responses: { 200: ok, ...signedInErrors },
});

const patchRoute = createRoute({
  method: "patch",
  path: "/me/profile",
  operationId: "updateProfile",
  summary: "Update full name and bio",
  tags: ["Profile"],
  middleware: [signedIn] as const,
  request: { body: jsonBody(updateProfileSchema) },
  responses: { 200: ok, 400: errorResponse("Invalid input"), ...signedInErrors },
});

export const profileRoutes = createRouter()
  // the session lookup has just read the user row: answering from it costs no second query
  .openapi(getRoute, (c) => c.json(requireUser(c) satisfies Profile, 200))
  .openapi(patchRoute, async (c) => {
    const me = requireUser(c);
    return c.json(await updateProfile(c.var.deps.db, me.id, c.req.valid("json")), 200);
  });
