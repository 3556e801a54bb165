import { createRoute } from "@hono/zod-openapi";
import { apiErrorSchema } from "~/domain/api-error";
import { profileSchema, updateProfileSchema } from "~/domain/users";
import { requireUser, signedIn } from "../../auth/guards";
import { createRouter } from "../../lib/router";
import { getProfile, updateProfile } from "./service";

const errors = {
  400: { description: "Invalid input", content: { "application/json": { schema: apiErrorSchema } } },
  401: { description: "Not signed in", content: { "application/json": { schema: apiErrorSchema } } },
};
const ok = {
  description: "The caller's profile",
  content: { "application/json": { schema: profileSchema } },
};

const getRoute = createRoute({
  method: "get",
  path: "/me/profile",
  summary: "The signed-in user's profile",
  tags: ["Profile"],
  middleware: [signedIn] as const,
  responses: { 200: ok, 401: errors[401] },
});

const patchRoute = createRoute({
  method: "patch",
  path: "/me/profile",
  summary: "Update full name and bio",
  tags: ["Profile"],
  middleware: [signedIn] as const,
  request: { body: { required: true, content: { "application/json": { schema: updateProfileSchema } } } },
  responses: { 200: ok, ...errors },
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
