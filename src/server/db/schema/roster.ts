import { sql } from "drizzle-orm";
import { index, pgTable, text, timestamp } from "drizzle-orm/pg-core";
import { user } from "./auth";

/**
 * A creator's talent manager (issue 20): one row per creator, so the primary key keeps it to at most one
 * manager, and the manager they asked for (a request not yet accepted) on the same row.
 */
export const talentAssignments = pgTable(
  "talent_assignments",
  {
    creatorId: text("creator_id")
      .primaryKey()
      .references(() => user.id, { onDelete: "cascade" }),
    /** the current manager; null while the creator only has a request */
    managerId: text("manager_id").references(() => user.id, { onDelete: "set null" }),
    assignedAt: timestamp("assigned_at", { withTimezone: true }),
    /** the manager the creator asked for, until one is assigned or they withdraw */
    requestedManagerId: text("requested_manager_id").references(() => user.id, { onDelete: "set null" }),
    requestedAt: timestamp("requested_at", { withTimezone: true }),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    // a manager's creators (the roster's "mine", notices routed to the creator's manager)
    index("talent_assignments_manager_idx").on(t.managerId).where(sql`${t.managerId} is not null`),
    index("talent_assignments_requested_idx")
      .on(t.requestedManagerId)
      .where(sql`${t.requestedManagerId} is not null`),
  ],
);

/**
 * When the agency last spoke with a creator (issue 20, the roster's "last contact"): the latest chat message
 * of a chat they started signed in, meeting written (requested, booked, moved, cancelled, scheduled) or note
 * (a project message, a script request's notes). One row per creator, kept on write by `recordContact`
 * (roster/contacts.ts) with greatest(), so the roster reads a column instead of scanning the messages.
 */
export const creatorContacts = pgTable("creator_contacts", {
  creatorId: text("creator_id")
    .primaryKey()
    .references(() => user.id, { onDelete: "cascade" }),
  lastContactAt: timestamp("last_contact_at", { withTimezone: true }).notNull(),
});
