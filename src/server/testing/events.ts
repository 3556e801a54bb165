import { eventDeliveries, events } from "../db/schema";
import type { TestContext } from "./context";

/**
 * A domain event whose history line failed every attempt (a dead delivery, as the Admin Panel lists it); its
 * retry succeeds: the payload is a real status change of a made-up subject.
 */
export async function seedDeadDelivery(ctx: TestContext, error = "connection reset") {
  const [event] = await ctx.deps.db
    .insert(events)
    .values({
      type: "deal.moved",
      payload: {
        actor: null,
        deal: { id: crypto.randomUUID(), title: "Seeded", creatorId: "nobody", ownerId: null },
        from: "Lead",
        to: "Negotiating",
        change: { subjectType: "deal", subjectId: crypto.randomUUID(), from: "Lead", to: "Negotiating" },
      },
    })
    .returning({ id: events.id });
  const [delivery] = await ctx.deps.db
    .insert(eventDeliveries)
    .values({
      eventId: event!.id,
      subscriber: "activity.history",
      state: "dead",
      attempts: 8,
      lastError: error,
      failedAt: new Date(),
    })
    .returning();
  return { eventId: delivery!.eventId, subscriber: delivery!.subscriber };
}
