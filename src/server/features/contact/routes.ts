import { createRoute } from "@hono/zod-openapi";
import { contactMessageCreatedSchema, contactMessageSchema } from "~/domain/contact";
import { clientIp } from "../../lib/client-ip";
import { errorResponse, jsonBody, jsonContent } from "../../lib/openapi";
import { createRouter } from "../../lib/router";
import { submitContactMessage } from "./service";

const route = createRoute({
  method: "post",
  path: "/contact",
  operationId: "sendContactMessage",
  summary: "Send a message through the contact form",
  description:
    "Stores the message and queues an email to the agency's inbox. Limited per IP address per minute.",
  tags: ["Contact"],
  request: { body: jsonBody(contactMessageSchema) },
  responses: {
    201: jsonContent(contactMessageCreatedSchema, "Stored; the email is sent from the outbox"),
    400: errorResponse("A field is missing or malformed (see `fields`)"),
    429: errorResponse("Too many messages from this IP; see Retry-After"),
  },
});

export const contactRoutes = createRouter().openapi(route, async (c) => {
  const { deps } = c.var;
  const ip = clientIp(c, deps.env.TRUST_PROXY ?? false);
  const created = await submitContactMessage(deps, c.req.valid("json"), ip);
  return c.json(created, 201);
});
