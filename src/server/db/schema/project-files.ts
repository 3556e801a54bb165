import { sql } from "drizzle-orm";
import {
  bigint,
  check,
  doublePrecision,
  index,
  integer,
  jsonb,
  pgTable,
  real,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from "drizzle-orm/pg-core";
import type { Drawing } from "~/domain/file-comments";
import { user } from "./auth";
import { projects } from "./projects";

/**
 * Files on editing and design projects (issue 22). A file is an `input` (the creator's raw footage or
 * assets) or a `version` (a delivery of the editor, a draft of the designer: v1, v2, … per project). Its bytes
 * live in the blob store (disk under DATA_DIR, or S3) under `storage_key`; a row exists only once the upload
 * is complete and its bytes were checked, so a half-uploaded file is never listed.
 */
export const projectFiles = pgTable(
  "project_files",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    projectId: uuid("project_id")
      .notNull()
      .references(() => projects.id, { onDelete: "cascade" }),
    uploaderId: text("uploader_id").references(() => user.id, { onDelete: "set null" }),
    role: text("role", { enum: ["input", "version"] }).notNull(),
    /** 1, 2, … for versions (unique per project); null for inputs */
    version: integer("version"),
    note: text("note").notNull().default(""),
    /** the uploader's file name, sanitised */
    name: text("name").notNull(),
    size: bigint("size", { mode: "number" }).notNull(),
    /** the type told by the bytes (file-type), application/octet-stream when unknown */
    mime: text("mime").notNull(),
    storageKey: text("storage_key").notNull(),
    /** pending while the preview is made, then ready, none (no preview for this type) or failed */
    previewStatus: text("preview_status", { enum: ["pending", "ready", "none", "failed"] })
      .notNull()
      .default("pending"),
    /** the thumbnail (image) or poster frame (video), a small WebP in the blob store */
    previewKey: text("preview_key"),
    width: integer("width"),
    height: integer("height"),
    durationMs: integer("duration_ms"),
    /** a video's frames a second, from ffprobe (issue 35: frame-accurate review) */
    frameRate: doublePrecision("frame_rate"),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index("project_files_project_idx").on(t.projectId, t.createdAt.desc(), t.id.desc()),
    uniqueIndex("project_files_version_idx").on(t.projectId, t.version),
    index("project_files_uploader_idx").on(t.uploaderId),
    // which file names a blob (registration, the queue of deletions, the sweep of orphans: ADR 069)
    index("project_files_storage_key_idx").on(t.storageKey),
    check(
      "project_files_version_check",
      sql`(${t.role} = 'version') = (${t.version} is not null) and (${t.version} is null or ${t.version} > 0)`,
    ),
  ],
);

/**
 * Uploads under way (tus): who sends what to which project, so that quota, concurrency and the cleanup of
 * abandoned uploads are decided in SQL. The row goes when the upload is registered as a file or removed.
 * Every upload of the browser goes this way (issue 33, ADR 075): a project's file (`purpose` `file`, with its
 * project and role), or the bytes of another use case (`avatar`, `deal-document`: what it needs, such as
 * the deal, in `details`), handed to that use case when the last byte is in.
 */
export const fileUploads = pgTable(
  "file_uploads",
  {
    /** the tus upload id, also the blob store's key of the bytes */
    id: text("id").primaryKey(),
    userId: text("user_id")
      .notNull()
      .references(() => user.id, { onDelete: "cascade" }),
    /** what the bytes are for: a project's file, or a use case of another feature (features/files/purposes.ts) */
    purpose: text("purpose").notNull().default("file"),
    /** the project and role of a file (purpose `file` only) */
    projectId: uuid("project_id").references(() => projects.id, { onDelete: "cascade" }),
    role: text("role", { enum: ["input", "version"] }),
    /** what another purpose's use case needs besides the bytes (a deal document's deal, kind and visibility) */
    details: jsonb("details"),
    note: text("note").notNull().default(""),
    name: text("name").notNull(),
    /** the declared length (Upload-Length), counted against the quota while the upload runs */
    size: bigint("size", { mode: "number" }).notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    /** the last PATCH that moved the offset; uploads idle for 24 hours are removed */
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index("file_uploads_user_idx").on(t.userId),
    index("file_uploads_updated_idx").on(t.updatedAt),
    check(
      "file_uploads_purpose_check",
      sql`(${t.purpose} = 'file') = (${t.projectId} is not null and ${t.role} is not null)`,
    ),
  ],
);

/**
 * Review comments on a version: pinned to a moment of a video (`at_ms`) or a spot of an image (`x`, `y` as
 * fractions 0..1 of its width and height), or to neither (the whole file). Resolved comments keep their place.
 */
export const fileComments = pgTable(
  "file_comments",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    fileId: uuid("file_id")
      .notNull()
      .references(() => projectFiles.id, { onDelete: "cascade" }),
    projectId: uuid("project_id")
      .notNull()
      .references(() => projects.id, { onDelete: "cascade" }),
    authorId: text("author_id").references(() => user.id, { onDelete: "set null" }),
    body: text("body").notNull(),
    atMs: integer("at_ms"),
    x: real("x"),
    y: real("y"),
    /** arrows, boxes and strokes drawn on the frame or image (issue 35), as `Drawing` of the domain */
    drawing: jsonb("drawing").$type<Drawing>(),
    /** internal (the agency's and the creator's) or shared with the brand (issue 36): a brand sees shared ones */
    visibility: text("visibility", { enum: ["internal", "shared"] })
      .notNull()
      .default("internal"),
    /** a brand's comment through a review link: the name and email they gave (the author is then null) */
    guestName: text("guest_name"),
    guestEmail: text("guest_email"),
    resolvedAt: timestamp("resolved_at", { withTimezone: true }),
    resolvedBy: text("resolved_by").references(() => user.id, { onDelete: "set null" }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index("file_comments_file_idx").on(t.fileId, t.createdAt, t.id),
    index("file_comments_project_open_idx").on(t.projectId).where(sql`${t.resolvedAt} is null`),
    check(
      "file_comments_pin_check",
      sql`(${t.x} is null) = (${t.y} is null) and not (${t.atMs} is not null and ${t.x} is not null)
        and (${t.atMs} is null or ${t.atMs} >= 0)
        and (${t.x} is null or (${t.x} between 0 and 1 and ${t.y} between 0 and 1))`,
    ),
  ],
);
