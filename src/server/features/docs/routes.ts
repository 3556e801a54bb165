import type { OpenAPIHono } from "@hono/zod-openapi";
import type { AppEnv } from "../../context";
import { referencePage } from "./reference-page";

const info = { title: "CreatorDesk API", version: "1.0.0" };

/** Serves the OpenAPI document generated from the routes' zod schemas, and a reference page for it. */
export function mountDocs(api: OpenAPIHono<AppEnv>) {
  const config = { openapi: "3.1.0", info, servers: [{ url: "/api" }] };
  api.doc31("/openapi.json", config);
  api.get("/reference", (c) => c.html(referencePage(api.getOpenAPI31Document(config))));
}
