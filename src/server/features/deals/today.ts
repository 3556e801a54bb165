import { sql } from "drizzle-orm";
import { AGENCY_TIME_ZONE } from "~/domain/clock";
import { DELIVERABLE_DONE } from "~/domain/deals";
import { dealDeliverables } from "../../db/schema";

/*
 * "Today" for deals, in SQL: the date on the agency's clock (`AGENCY_TIME_ZONE` of domain/clock.ts, US
 * Eastern), computed by the database from its own now(); `agencyDateNow` there is the same day in JS. Deadlines with brands are calendar dates agreed in
 * the agency's calendar, so a deliverable due on the 5th is overdue from 00:00 on the 6th there, wherever
 * the creator or the server is; the server's own zone (often UTC) never decides it.
 */
/** Today's date in the agency's time zone (an SQL `date`). */
export const agencyToday = sql`(now() at time zone ${sql.raw(`'${AGENCY_TIME_ZONE}'`)})::date`;

/** The first instant of this month in the agency's time zone (an SQL `timestamptz`). */
export const agencyMonthStart = sql`(date_trunc('month', now() at time zone ${sql.raw(`'${AGENCY_TIME_ZONE}'`)}) at time zone ${sql.raw(`'${AGENCY_TIME_ZONE}'`)})`;

const done = sql.raw(DELIVERABLE_DONE.map((s) => `'${s}'`).join(", "));

/** Whether a deliverable is overdue: its due date has passed and it is not yet approved or published. */
export const isOverdue = sql<boolean>`(${dealDeliverables.dueDate} < ${agencyToday} and ${dealDeliverables.status} not in (${done}))`;
