/** The bare Hono hello-world `npm run bench:api` measures beside the app: the ceiling of this machine. */
import { serve } from "@hono/node-server";
import { Hono } from "hono";

const app = new Hono().get("/", (c) => c.text("Hello World"));
serve({ fetch: app.fetch, port: Number(process.env.PORT ?? 4321), hostname: "127.0.0.1" });
