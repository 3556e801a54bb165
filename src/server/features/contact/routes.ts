import { createRoute } from "@hono/zod-openapi";
import { apiErrorSchema } from "~/domain/api-error";
import { contactMessageCreatedSchema, contactMessageSchema } from "~/domain/contact";
import { clientIp } from "../../lib/client-ip";
import { createRouter } from "../../lib/router";
import { submitContactMessage } from "./service";

const errorContent = { "application/json": { schema: apiErrorSchema } };

const route = createRoute({
  method: "post",
  path: "/contact",
  summary: "Send a message through the contact form",
  description:
    "Stores the message and queues an email to the agency's inbox. Limited per IP address per minute.",
  tags: ["Contact"],
  request: {
    body: { required: true, content: { "application/json": { schema: contactMessageSchema } } },
  },
  responses: {
    201: {
      description: "Stored; the email is sent from the outbox",
      content: { "application/json": { schema: contactMessageCreatedSchema } },
    },
    400: { description: "A field is missing or malformed (see `fields`)", content: errorContent },
    429: { description: "Too many messages from this IP; see Retry-After", content: errorContent },
  },
});

export const contactRoutes = createRouter().openapi(route, async (c) => {
  const { deps } = c.var;
  const ip = clientIp(c, deps.env.TRUST_PROXY ?? false);
  const created = await submitContactMessage(deps, c.req.valid("json"), ip);
  return c.json(created, 201);
});
