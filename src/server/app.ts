import { Hono } from "hono";
import { secureHeaders } from "hono/secure-headers";
import { messages } from "~/domain/messages";
import { csrfGuard } from "./auth/csrf";
import { mountAuth } from "./auth/mount";
import { sessionMiddleware } from "./auth/session";
import type { AppDeps, AppEnv } from "./context";
import { avatarRoutes } from "./features/avatars/routes";
import { contactRoutes } from "./features/contact/routes";
import { deletionRequestRoutes } from "./features/deletion-requests/routes";
import { mountDocs } from "./features/docs/routes";
import { healthRoutes } from "./features/health/routes";
import { internalRoutes } from "./features/internal/routes";
import { profileRoutes } from "./features/profile/routes";
import { userRoutes } from "./features/users/routes";
import { AppError } from "./lib/app-error";
import { createRouter } from "./lib/router";
import { mountClient } from "./static";

export interface AppOptions {
  /** The built web client to serve (build/client); API only when absent. */
  clientDir?: string;
}

/** Composes the whole HTTP app: the JSON API under /api, then the web client. */
export function createApp(deps: AppDeps, options: AppOptions = {}) {
  const app = new Hono<AppEnv>();
  app.use("*", async (c, next) => {
    c.set("deps", deps);
    await next();
  });
  app.use("*", secureHeaders({ crossOriginEmbedderPolicy: false, contentSecurityPolicy: undefined }));

  // better-auth answers /api/auth/*; every other API request gets the CSRF guard and the caller's session
  mountAuth(app);
  app.use("/api/*", csrfGuard, sessionMiddleware);

  const api = createRouter();
  api.route("/", healthRoutes);
  api.route("/", profileRoutes);
  api.route("/", avatarRoutes);
  api.route("/", deletionRequestRoutes);
  api.route("/", userRoutes);
  api.route("/", internalRoutes);
  api.route("/", contactRoutes);
  mountDocs(api);
  api.all("*", () => {
    throw AppError.notFound("No such API endpoint.");
  });
  app.route("/api", api);

  app.onError((error, c) => {
    if (error instanceof AppError) {
      for (const [name, value] of Object.entries(error.headers ?? {})) c.header(name, value);
      return c.json({ error: error.message, code: error.code, fields: error.fields }, error.status);
    }
    deps.logger.error({ err: error, path: c.req.path }, "unhandled error");
    return c.json({ error: messages.generic.somethingWentWrong, code: "internal_error" }, 500);
  });

  if (options.clientDir) mountClient(app, options.clientDir);
  return app;
}

export type App = ReturnType<typeof createApp>;
