import { desc, eq, sql } from "drizzle-orm";
import type { EventFailure } from "~/domain/events";
import { offsetOf, type Page, type PageQuery } from "~/domain/paging";
import type { Db } from "../../db/client";
import { eventDeliveries, events } from "../../db/schema";
import { retryDelivery } from "../../events/events";
import { AppError } from "../../lib/app-error";

const dead = eq(eventDeliveries.state, "dead");

/** The dead deliveries of domain events, the newest failure first (ADR 076). */
export async function listEventFailures(db: Db, query: PageQuery): Promise<Page<EventFailure>> {
  const rows = await db
    .select({
      eventId: eventDeliveries.eventId,
      subscriber: eventDeliveries.subscriber,
      type: events.type,
      attempts: eventDeliveries.attempts,
      lastError: eventDeliveries.lastError,
      createdAt: events.createdAt,
      failedAt: eventDeliveries.failedAt,
      total: sql<number>`count(*) over ()`.mapWith(Number),
    })
    .from(eventDeliveries)
    .innerJoin(events, eq(events.id, eventDeliveries.eventId))
    .where(dead)
    .orderBy(desc(eventDeliveries.failedAt), desc(eventDeliveries.eventId))
    .limit(query.pageSize)
    .offset(offsetOf(query));
  return {
    items: rows.map(({ total: _, ...row }) => ({
      ...row,
      createdAt: row.createdAt.toISOString(),
      failedAt: row.failedAt?.toISOString() ?? null,
    })),
    total: rows[0]?.total ?? (query.page > 1 ? await db.$count(eventDeliveries, dead) : 0),
    page: query.page,
    pageSize: query.pageSize,
  };
}

/** Retry: the delivery is tried again now; it leaves the list when it succeeds. 404 when it is not dead. */
export async function retryEventFailure(db: Db, eventId: number, subscriber: string) {
  const delivered = await retryDelivery(db, eventId, subscriber);
  if (delivered === null)
    throw AppError.notFound("No such failed delivery: it may have been retried already.");
  return { delivered };
}
