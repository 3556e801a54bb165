import { sql } from "drizzle-orm";
import { businessHours } from "~/content/contact";
import { DELIVERABLE_DONE } from "~/domain/deals";
import { dealDeliverables } from "../../db/schema";

/*
 * "Today" for deals, in ONE place: the date on the agency's clock (its time zone, content/contact.ts, US
 * Eastern), computed by the database from its own now(). Deadlines with brands are calendar dates agreed in
 * the agency's calendar, so a deliverable due on the 5th is overdue from 00:00 on the 6th there, wherever
 * the creator or the server is; the server's own zone (often UTC) never decides it.
 */
const AGENCY_TIME_ZONE = businessHours.timeZone;
// made once: building a formatter costs far more than formatting with it
const agencyDate = new Intl.DateTimeFormat("en-CA", { timeZone: AGENCY_TIME_ZONE });

/** Today's date in the agency's time zone (an SQL `date`). */
export const agencyToday = sql`(now() at time zone ${sql.raw(`'${AGENCY_TIME_ZONE}'`)})::date`;

/**
 * Today's date in the agency's time zone, as the server's clock says it ("2026-11-24"): the same day as
 * `agencyToday`, for the keys of cached answers that change when the date turns (overdue, this month).
 */
export const agencyDateNow = () => agencyDate.format(new Date());

/** The first instant of this month in the agency's time zone (an SQL `timestamptz`). */
export const agencyMonthStart = sql`(date_trunc('month', now() at time zone ${sql.raw(`'${AGENCY_TIME_ZONE}'`)}) at time zone ${sql.raw(`'${AGENCY_TIME_ZONE}'`)})`;

const done = sql.raw(DELIVERABLE_DONE.map((s) => `'${s}'`).join(", "));

/** Whether a deliverable is overdue: its due date has passed and it is not yet approved or published. */
export const isOverdue = sql<boolean>`(${dealDeliverables.dueDate} < ${agencyToday} and ${dealDeliverables.status} not in (${done}))`;
