// placeholder for the availability branch; replaced at merge
import { createRoute, z } from "@hono/zod-openapi";
import { freeSlots } from "~/domain/slots";
import { signedIn } from "../../auth/guards";
import { errorResponse, jsonContent, security, signedInErrors } from "../../lib/openapi";
import { createRouter } from "../../lib/router";
import { availabilityOf } from "../booking/availability-source";
import { busyOf } from "./busy";

const isoTime = z.iso.datetime({ offset: true, message: "Enter a valid date and time" });
const slotsQuerySchema = z.object({
  from: isoTime,
  to: isoTime,
  length: z.coerce.number().int().min(5).max(480),
});
const slotsSchema = z
  .object({
    timeZone: z.string(),
    lengths: z.array(z.number().int()),
    slots: z.array(z.object({ start: z.string(), end: z.string() })),
  })
  .meta({ id: "FreeSlots" });

const slotsRoute = createRoute({
  tags: ["Availability"],
  security: security.session,
  middleware: [signedIn],
  method: "get",
  path: "/managers/{id}/slots",
  operationId: "listFreeSlots",
  summary: "A manager's free slots between two times (free or busy only, never what a meeting is)",
  request: { params: z.object({ id: z.string().min(1).max(200) }), query: slotsQuerySchema },
  responses: {
    200: jsonContent(slotsSchema, "The free slots"),
    400: errorResponse("Invalid query"),
    ...signedInErrors,
  },
});

export const slotRoutes = createRouter().openapi(slotsRoute, async (c) => {
  const { id } = c.req.valid("param");
  const query = c.req.valid("query");
  const from = new Date(query.from);
  const to = new Date(Math.min(new Date(query.to).getTime(), from.getTime() + 35 * 86_400_000));
  const availability = await availabilityOf(c.var.deps.db, id);
  const busy = to > from ? await busyOf(c.var.deps.db, id, from, to) : [];
  const slots =
    to > from ? freeSlots(availability, busy, { from, to, length: query.length, now: new Date() }) : [];
  return c.json(
    {
      timeZone: availability.timeZone,
      lengths: availability.lengths,
      slots: slots.map((s) => ({ start: s.start.toISOString(), end: s.end.toISOString() })),
    },
    200,
  );
});
