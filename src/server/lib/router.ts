import { OpenAPIHono } from "@hono/zod-openapi";
import type { AppEnv } from "../context";
import { validationHook } from "./validation";

/** A router whose routes are validated by, and documented from, their zod schemas. */
export function createRouter() {
  return new OpenAPIHono<AppEnv>({ defaultHook: validationHook });
}
