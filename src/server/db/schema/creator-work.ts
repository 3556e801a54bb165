import { sql } from "drizzle-orm";
import { boolean, date, index, pgTable, text, timestamp, uuid } from "drizzle-orm/pg-core";
import { user } from "./auth";

/* The creator's own work (spec section 3): tasks, scripts and script requests (script_assignments). */

export const todos = pgTable(
  "todos",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    userId: text("user_id")
      .notNull()
      .references(() => user.id, { onDelete: "cascade" }),
    task: text("task").notNull(),
    priority: text("priority", { enum: ["High", "Medium", "Low"] })
      .notNull()
      .default("Medium"),
    dueDate: date("due_date"),
    isCompleted: boolean("is_completed").notNull().default(false),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  // the list's order: incomplete first, then newest first
  (t) => [index("todos_user_order_idx").on(t.userId, t.isCompleted, t.createdAt.desc(), t.id.desc())],
);

export const scripts = pgTable(
  "scripts",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    userId: text("user_id")
      .notNull()
      .references(() => user.id, { onDelete: "cascade" }),
    title: text("title").notNull(),
    content: text("content").notNull().default(""),
    status: text("status", { enum: ["Draft", "Requested", "Completed", "In Review", "Approved"] })
      .notNull()
      .default("Draft"),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index("scripts_user_created_idx").on(t.userId, t.createdAt.desc(), t.id.desc()),
    index("scripts_user_title_idx").on(t.userId, t.title, t.id),
    index("scripts_user_status_idx").on(t.userId, t.status, t.createdAt.desc()),
  ],
);

export const scriptAssignments = pgTable(
  "script_assignments",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    title: text("title").notNull(),
    details: text("details"),
    /** null once the creator's account is deleted: the request stays for the managers ('Unknown Creator') */
    creatorId: text("creator_id").references(() => user.id, { onDelete: "set null" }),
    creatorNotes: text("creator_notes"),
    status: text("status", {
      enum: ["Pending", "In Progress", "Needs Revision", "Completed", "Rejected"],
    })
      .notNull()
      .default("Pending"),
    expectedFinishDate: date("expected_finish_date"),
    scriptContent: text("script_content"),
    managerNotes: text("manager_notes"),
    managerId: text("manager_id").references(() => user.id, { onDelete: "set null" }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index("script_assignments_created_idx").on(t.createdAt.desc(), t.id.desc()),
    index("script_assignments_creator_idx").on(t.creatorId, t.createdAt.desc(), t.id.desc()),
    index("script_assignments_pending_idx").on(t.createdAt).where(sql`${t.status} = 'Pending'`),
  ],
);
