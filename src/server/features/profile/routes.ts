import { createRoute } from "@hono/zod-openapi";
import { profileSchema, updateProfileSchema } from "~/domain/users";
import { requireUser, signedIn } from "../../auth/guards";
import { errorResponse, jsonBody, jsonContent, signedInErrors } from "../../lib/openapi";
import { createRouter } from "../../lib/router";
import { getProfile, updateProfile } from "./service";

const ok = jsonContent(profileSchema, "The caller's profile");

const getRoute = createRoute({
  method: "get",
  path: "/me/profile",
  summary: "The signed-in user's profile",
  tags: ["Profile"],
  middleware: [signedIn] as const,
  responses: { 200: ok, ...signedInErrors },
});

const patchRoute = createRoute({
  method: "patch",
  path: "/me/profile",
  summary: "Update full name and bio",
  tags: ["Profile"],
  middleware: [signedIn] as const,
  request: { body: jsonBody(updateProfileSchema) },
  responses: { 200: ok, 400: errorResponse("Invalid input"), ...signedInErrors },
});

export const profileRoutes = createRouter()
  .openapi(getRoute, async (c) => {
    const me = requireUser(c);
    return c.json(await getProfile(c.var.deps.db, me.id), 200);
  })
  .openapi(patchRoute, async (c) => {
    const me = requireUser(c);
    return c.json(await updateProfile(c.var.deps.db, me.id, c.req.valid("json")), 200);
  });
