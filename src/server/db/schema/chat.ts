import { sql } from "drizzle-orm";
import {
  boolean,
  check,
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

/**
 * A visitor's chat. The 4-digit code is shown to the visitor so they can continue elsewhere; reading and
 * writing need a token (chat_session_tokens), which only 'create' and a rate-limited 'continue' hand out.
 */
export const chatSessions = pgTable(
  "chat_sessions",
  {
    id: text("id").primaryKey(),
    loginCode: text("login_code").notNull(),
    status: text("status", { enum: ["open", "closed"] })
      .notNull()
      .default("open"),
    /** Where managers' replies are also emailed (left by the visitor outside business hours). */
    email: text("email"),
    ipAddress: text("ip_address"),
    /** The site's page the visitor opened the chat on (its path), for the managers' list. */
    page: text("page"),
    /** The account the visitor was signed in with when the chat began, if any: their name is then known. */
    visitorUserId: text("visitor_user_id").references(() => user.id, { onDelete: "set null" }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    /** The latest message's time; null until the first message (such sessions are not listed). */
    lastMessageAt: timestamp("last_message_at", { withTimezone: true }),
    /** Visitor messages after this are unread for the managers. */
    staffReadAt: timestamp("staff_read_at", { withTimezone: true }),
    closedAt: timestamp("closed_at", { withTimezone: true }),
    /** The guest's messages in the current one-minute window (their rate limit, kept on the row). */
    guestWindowStart: timestamp("guest_window_start", { withTimezone: true }),
    guestWindowCount: integer("guest_window_count").notNull().default(0),
    // issue 21, who the visitor is (ADR 059)
    /** The name the visitor gave (once, with or without an email); null when they skipped. */
    visitorName: text("visitor_name"),
    /** When the visitor gave their details: they are stored once, a second try is refused. */
    visitorGivenAt: timestamp("visitor_given_at", { withTimezone: true }),
    /** The visitor's IANA time zone (from their browser), for their local time and a friendly name. */
    timeZone: text("time_zone"),
    /** Ties the chats of one browser together (never sent out): its earlier conversations. */
    visitorKey: uuid("visitor_key").notNull().defaultRandom(),
    /** The visitor's oldest message no staff reply has followed; kept by a trigger on chat_messages. */
    awaitingSince: timestamp("awaiting_since", { withTimezone: true }),
    /** The manager who owns the conversation (issue 21); null while unassigned. */
    assigneeId: text("assignee_id").references(() => user.id, { onDelete: "set null" }),
    /** When the current assignee took it (null while unassigned). */
    assignedAt: timestamp("assigned_at", { withTimezone: true }),
    // issue 21, typing and seen (ADR 061): the time of the newest message of the other side that each side
    // has had on screen; "Seen" shows under a message at or before it
    /** The newest staff message the visitor has seen (its created_at). */
    visitorSeenAt: timestamp("visitor_seen_at", { withTimezone: true }),
    /** The newest visitor message a manager has seen (its created_at). */
    staffSeenAt: timestamp("staff_seen_at", { withTimezone: true }),
    // issue 31, the transcript is not a relay (ADR 070)
    /** When `email` was proved: its owner clicked the confirmation link, or a manager's reply was mailed to it. */
    emailProvedAt: timestamp("email_proved_at", { withTimezone: true }),
    /** When the transcript was queued: once a chat. */
    transcriptSentAt: timestamp("transcript_sent_at", { withTimezone: true }),
    /** The SHA-256 of the pending confirmation link's token (never the token), and when the link expires. */
    transcriptConfirmHash: text("transcript_confirm_hash"),
    transcriptConfirmExpiresAt: timestamp("transcript_confirm_expires_at", { withTimezone: true }),
    // issue 35, the inbox at Chatwoot's level (ADR 079)
    /** The visitor's country (ISO 3166 alpha-2) as the proxy in front named it at the chat's start, if any. */
    country: text("country"),
    /** Snoozed: out of the open list until then, or until the visitor writes again; null when not snoozed. */
    snoozedUntil: timestamp("snoozed_until", { withTimezone: true }),
    /** Who snoozed it: told when it comes back. */
    snoozedBy: text("snoozed_by").references(() => user.id, { onDelete: "set null" }),
  },
  (t) => [
    index("chat_sessions_open_idx")
      .on(t.lastMessageAt.desc(), t.id)
      .where(sql`${t.status} = 'open' and ${t.lastMessageAt} is not null`),
    index("chat_sessions_created_idx").on(t.createdAt),
    // the inbox's tabs (issue 21): Mine (an assignee) and Unassigned (null) in order, and their counts
    index("chat_sessions_assignee_idx")
      .on(t.assigneeId, t.lastMessageAt.desc(), t.id)
      .where(sql`${t.status} = 'open' and ${t.lastMessageAt} is not null`),
    // a deleted account clears its sessions' visitor
    index("chat_sessions_visitor_idx").on(t.visitorUserId).where(sql`${t.visitorUserId} is not null`),
    // a browser's earlier chats, newest first
    index("chat_sessions_visitor_key_idx").on(t.visitorKey, t.createdAt.desc(), t.id),
    // the snoozed chats that are due to come back (issue 35)
    index("chat_sessions_snoozed_idx").on(t.snoozedUntil).where(sql`${t.snoozedUntil} is not null`),
    // the managers' earlier chats of a visitor by email (issue 35)
    index("chat_sessions_email_idx").on(sql`lower(${t.email})`).where(sql`${t.email} is not null`),
    // a confirmation link finds its chat
    uniqueIndex("chat_sessions_transcript_confirm_idx")
      .on(t.transcriptConfirmHash)
      .where(sql`${t.transcriptConfirmHash} is not null`),
  ],
);

/** One row a browser that holds the session: the SHA-256 of its token, never the token itself. */
export const chatSessionTokens = pgTable(
  "chat_session_tokens",
  {
    tokenHash: text("token_hash").primaryKey(),
    sessionId: text("session_id")
      .notNull()
      .references(() => chatSessions.id, { onDelete: "cascade" }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index("chat_session_tokens_session_idx").on(t.sessionId)],
);

/**
 * A chat a manager marked unread for themselves (issue 35, as Chatwoot's "Mark as unread"): shown unread in
 * their list until they open it again. One row a manager and chat; other managers are not affected.
 */
export const chatUnreadMarks = pgTable(
  "chat_unread_marks",
  {
    sessionId: text("session_id")
      .notNull()
      .references(() => chatSessions.id, { onDelete: "cascade" }),
    userId: text("user_id")
      .notNull()
      .references(() => user.id, { onDelete: "cascade" }),
    markedAt: timestamp("marked_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.userId, t.sessionId] }),
    index("chat_unread_marks_session_idx").on(t.sessionId),
  ],
);

/** The messages of spec section 3; the login code lives on the session. */
export const chatMessages = pgTable(
  "chat_messages",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    sessionId: text("session_id")
      .notNull()
      .references(() => chatSessions.id, { onDelete: "cascade" }),
    content: text("content").notNull(),
    /** The staff member who replied; null for the visitor. */
    userId: text("user_id").references(() => user.id, { onDelete: "set null" }),
    isAdmin: boolean("is_admin").notNull().default(false),
    /**
     * What the line is (issue 21): a `message` of the visitor or a manager; an `event` (assigned, closed,
     * reopened: its text is the content, its author the manager who did it); a staff `note` (a hand-off
     * note). Visitors read messages only.
     */
    kind: text("kind", { enum: ["message", "event", "note"] })
      .notNull()
      .default("message"),
    status: text("status", { enum: ["open", "closed"] })
      .notNull()
      .default("open"),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index("chat_messages_session_idx").on(t.sessionId, t.createdAt, t.id),
    check("chat_messages_kind_check", sql`${t.kind} in ('message', 'event', 'note')`),
  ],
);

/**
 * When each manager was last seen on the chat (a socket on the chats, or the list): one row a manager,
 * touched at most once a minute a process. The widget calls the team away when none is recent.
 */
export const chatStaffPresence = pgTable("chat_staff_presence", {
  userId: text("user_id")
    .primaryKey()
    .references(() => user.id, { onDelete: "cascade" }),
  seenAt: timestamp("seen_at", { withTimezone: true }).notNull().defaultNow(),
});

/**
 * Saved replies (issue 21, ADR 061): answers the managers share, inserted from the chat composer with `/`.
 * The content may hold placeholders (`{{visitor.name|there}}`), filled when inserted (domain/saved-replies).
 */
export const savedReplies = pgTable(
  "saved_replies",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    title: text("title").notNull(),
    content: text("content").notNull(),
    createdBy: text("created_by").references(() => user.id, { onDelete: "set null" }),
    updatedBy: text("updated_by").references(() => user.id, { onDelete: "set null" }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  // one title once, whatever its case; the list is by title
  (t) => [uniqueIndex("saved_replies_title_idx").on(sql`lower(${t.title})`)],
);
