import { index, pgTable, text, timestamp, uuid } from "drizzle-orm/pg-core";
import { user } from "./auth";

/**
 * Editing projects, design projects and promotional campaigns (spec section 3) in one table, told apart by
 * `kind`: they share their life (a creator asks, a staff member takes it on, it ends) and every list,
 * transition and chat works the same way. Columns of one kind only are null for the others.
 */
export const projects = pgTable(
  "projects",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    kind: text("kind", { enum: ["editing", "design", "promotion"] }).notNull(),
    creatorId: text("creator_id")
      .notNull()
      .references(() => user.id, { onDelete: "cascade" }),
    /** the editor, designer or promoter who took it on */
    assigneeId: text("assignee_id").references(() => user.id, { onDelete: "set null" }),
    /** for a design, '[Type] title'; for a campaign, its type */
    title: text("title").notNull(),
    description: text("description").notNull().default(""),
    status: text("status").notNull().default("Pending"),
    submittedFileUrl: text("submitted_file_url"),
    completedFileUrl: text("completed_file_url"),
    /**
     * the version the creator approved (issue 22): the completed state points at it instead of a link. Its
     * foreign key to project_files (on delete set null) is hand-written in migration 0027: declared here it
     * would make this file and project-files.ts import each other.
     */
    approvedFileId: uuid("approved_file_id"),
    designType: text("design_type"),
    requestDetails: text("request_details"),
    assetsUrl: text("assets_url"),
    brandColors: text("brand_colors"),
    creatorNotes: text("creator_notes"),
    campaignType: text("campaign_type"),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    // staff lists: newest first, optionally by status. NULLS FIRST is what `order by ... desc` means: an
    // index in the other null order is not used for the ordering (and the page costs a sort of the kind).
    index("projects_kind_created_idx").on(t.kind, t.createdAt.desc().nullsFirst(), t.id.desc().nullsFirst()),
    index("projects_kind_status_created_idx").on(
      t.kind,
      t.status,
      t.createdAt.desc().nullsFirst(),
      t.id.desc().nullsFirst(),
    ),
    // a creator's own list and counts
    index("projects_creator_idx").on(
      t.creatorId,
      t.kind,
      t.createdAt.desc().nullsFirst(),
      t.id.desc().nullsFirst(),
    ),
  ],
);

/** The per-project chat (spec section 3, project_messages). */
export const projectMessages = pgTable(
  "project_messages",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    projectId: uuid("project_id")
      .notNull()
      .references(() => projects.id, { onDelete: "cascade" }),
    userId: text("user_id").references(() => user.id, { onDelete: "set null" }),
    content: text("content").notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index("project_messages_project_idx").on(t.projectId, t.createdAt)],
);
