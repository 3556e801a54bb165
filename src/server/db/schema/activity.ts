import { index, pgTable, text, timestamp, uuid } from "drizzle-orm/pg-core";
import { user } from "./auth";

/**
 * Every status change of a script request, an editing or design project, a campaign or an appointment:
 * who, from, to, when, and the note if any. Append-only, written in the transaction of the change itself
 * (`recordStatusChange`), so a refused or rolled-back change leaves no entry.
 */
export const statusChanges = pgTable(
  "status_changes",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    /** a SubjectType of src/domain/activity.ts */
    subjectType: text("subject_type").notNull(),
    subjectId: text("subject_id").notNull(),
    actorId: text("actor_id").references(() => user.id, { onDelete: "set null" }),
    /** the actor's name at the time, kept when the account is gone */
    actorName: text("actor_name"),
    /** null for the creation of the subject */
    fromStatus: text("from_status"),
    toStatus: text("to_status").notNull(),
    note: text("note"),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index("status_changes_subject_idx").on(t.subjectType, t.subjectId, t.createdAt)],
);
