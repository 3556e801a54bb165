import { sql } from "drizzle-orm";
import {
  boolean,
  index,
  integer,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from "drizzle-orm/pg-core";
import { user } from "./auth";
import { emailOutbox } from "./mail";

/**
 * A creator's meeting with a manager (spec section 3). Times are stored in UTC (timestamptz); `sequence`
 * is the iCalendar SEQUENCE of its .ics file, raised on every change. Two Scheduled meetings of one manager
 * with an end never overlap: an exclusion constraint (migration 0018) refuses the second (SQLSTATE 23P01).
 */
export const appointments = pgTable(
  "appointments",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    creatorId: text("creator_id")
      .notNull()
      .references(() => user.id, { onDelete: "cascade" }),
    managerId: text("manager_id").references(() => user.id, { onDelete: "set null" }),
    topic: text("topic").notNull(),
    notes: text("notes"),
    requestedAt: timestamp("requested_datetime", { withTimezone: true }),
    scheduledAt: timestamp("scheduled_datetime", { withTimezone: true }),
    /** issue 20: the end of a meeting booked into a free slot (null: a request scheduled by hand) */
    endsAt: timestamp("ends_at", { withTimezone: true }),
    /** issue 20: 'request' (the spec's flow) or 'slot' (booked into a manager's free time) */
    source: text("source").notNull().default("request"),
    meetLink: text("meet_link"),
    status: text("status").notNull().default("Pending"),
    sequence: integer("sequence").notNull().default(0),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index("appointments_created_idx").on(t.createdAt.desc(), t.id.desc()),
    index("appointments_creator_idx").on(t.creatorId, t.createdAt.desc()),
    index("appointments_pending_idx").on(t.createdAt).where(sql`${t.status} = 'Pending'`),
    // issue 20: a manager's calendar feed (the meetings they manage, by time)
    index("appointments_manager_time_idx").on(t.managerId, t.scheduledAt),
  ],
);

/** One in-app notification of one user: something someone else did to a thing of theirs. */
export const notifications = pgTable(
  "notifications",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    userId: text("user_id")
      .notNull()
      .references(() => user.id, { onDelete: "cascade" }),
    actorId: text("actor_id").references(() => user.id, { onDelete: "set null" }),
    /** a NotificationKind of src/domain/notifications.ts */
    kind: text("kind").notNull(),
    subjectType: text("subject_type").notNull(),
    subjectId: text("subject_id").notNull(),
    title: text("title").notNull(),
    body: text("body"),
    /** an app path, e.g. /creator-dashboard/talent-management */
    link: text("link").notNull(),
    /** the email that told of it (bursts for one subject share one) */
    digestId: uuid("digest_id").references(() => notificationDigests.id, { onDelete: "set null" }),
    /**
     * Quick steps of one thing told as one notice (issue 35: a deal's stage moves): the key it groups under,
     * and how many steps it holds
     */
    groupKey: text("group_key"),
    steps: integer("steps").notNull().default(1),
    readAt: timestamp("read_at", { withTimezone: true }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index("notifications_user_idx").on(t.userId, t.createdAt.desc(), t.id.desc()),
    index("notifications_unread_idx").on(t.userId).where(sql`${t.readAt} is null`),
    index("notifications_digest_idx").on(t.digestId),
    index("notifications_group_idx")
      .on(t.userId, t.groupKey)
      .where(sql`${t.readAt} is null and ${t.groupKey} is not null`),
  ],
);

/** Per user and kind: email as well as in the app (absent row: the kind's default). */
export const notificationPreferences = pgTable(
  "notification_preferences",
  {
    userId: text("user_id")
      .notNull()
      .references(() => user.id, { onDelete: "cascade" }),
    kind: text("kind").notNull(),
    email: boolean("email").notNull(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.kind] })],
);

/**
 * One email still to be sent about one subject to one user: notifications for that subject within the
 * grouping window join it, so a burst of changes becomes a single email.
 */
export const notificationDigests = pgTable(
  "notification_digests",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    userId: text("user_id")
      .notNull()
      .references(() => user.id, { onDelete: "cascade" }),
    subjectType: text("subject_type").notNull(),
    subjectId: text("subject_id").notNull(),
    sendAfter: timestamp("send_after", { withTimezone: true }).notNull(),
    sentAt: timestamp("sent_at", { withTimezone: true }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex("notification_digests_open_idx")
      .on(t.userId, t.subjectType, t.subjectId)
      .where(sql`${t.sentAt} is null`),
    index("notification_digests_due_idx").on(t.sendAfter).where(sql`${t.sentAt} is null`),
  ],
);

/** Files attached to an outbox email (the .ics of a meeting). */
export const emailAttachments = pgTable(
  "email_attachments",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    emailId: uuid("email_id")
      .notNull()
      .references(() => emailOutbox.id, { onDelete: "cascade" }),
    filename: text("filename").notNull(),
    contentType: text("content_type").notNull(),
    content: text("content").notNull(),
    /** how `content` is written: null as text (an .ics), "base64" for bytes (an invoice's PDF, issue 38) */
    encoding: text("encoding"),
  },
  (t) => [index("email_attachments_email_idx").on(t.emailId)],
);
