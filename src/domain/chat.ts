import { z } from "zod";
import { CHAT_STATES, CHAT_WAITING_KEYS, COUNTRY_PATTERN, SNOOZE_MAX_MS } from "./chat-inbox";
import { CHAT_LINE_KINDS, CHAT_NOTE_MAX_LENGTH, CHAT_TABS } from "./chat-owners";
import {
  CHAT_CODE_PATTERN,
  CHAT_MESSAGE_MAX_LENGTH,
  CHAT_SESSION_ID_PATTERN,
  chatMessageTooLongText,
} from "./chat-rules";
import { isTimeZone } from "./clock";
import { pageQuerySchema, pageSchema } from "./paging";
import { text } from "./text";

/* Request and response schemas of the live chat (spec sections 3 to 5), shared by the server routes and
   the managers' screens. The visitor's widget checks the same rules through ./chat-rules (no zod there). */

export const chatSessionIdSchema = text("Session ID is required")
  .trim()
  .min(1, "Session ID is required")
  .max(64, "That is not a chat session ID")
  .regex(CHAT_SESSION_ID_PATTERN, "That is not a chat session ID");

export const chatSessionParamsSchema = z.object({ id: chatSessionIdSchema });

export const chatMessageSchema = z
  .object({
    id: z.string(),
    sessionId: z.string(),
    content: z.string(),
    /** true for a staff reply (and for a staff event or note) */
    isAdmin: z.boolean(),
    /**
     * `message` (the visitor's or a manager's), or, for managers only (issue 21), an `event` of the thread
     * (assigned, closed, reopened: its text is the content) or a staff `note` (a hand-off note).
     */
    kind: z.enum(CHAT_LINE_KINDS),
    status: z.enum(["open", "closed"]),
    createdAt: z.string(),
  })
  .meta({ id: "ChatMessage" });
export type ChatMessage = z.infer<typeof chatMessageSchema>;

const chatSessionStatusSchema = z.enum(["open", "closed"]);

/** A manager, as the inbox names them (issue 21). */
const chatPersonSchema = z.object({ id: z.string(), name: z.string() }).meta({ id: "ChatPerson" });

/** What the browser keeps to come back to its chat: the id and code it shows, and the secret token. */
const chatIdentitySchema = z.object({
  sessionId: z.string(),
  code: z.string(),
  token: z.string(),
});
export type ChatIdentity = z.infer<typeof chatIdentitySchema>;

/** Body of POST /api/chat/sessions/continue (spec section 5: both required, the code 4 digits). */
export const continueChatSchema = z
  .object({
    sessionId: chatSessionIdSchema,
    code: text("The code is required").trim().regex(CHAT_CODE_PATTERN, "Enter the 4-digit code"),
  })
  .meta({ id: "ChatContinue" });
export type ContinueChatInput = z.infer<typeof continueChatSchema>;

/** An IANA time zone, as the visitor's browser names it (issue 21). */
const timeZoneSchema = text("The time zone must be text")
  .trim()
  .max(64, "That is not a time zone")
  .refine(isTimeZone, "That is not a time zone");

/** Body of POST /api/chat/sessions (optional): the site's page the widget was opened on, as its path. */
export const startChatSchema = z
  .object({
    page: text("The page must be text")
      .trim()
      .max(500, "That page address is too long")
      .regex(/^\/\S*$/, "A page of this site, as its path (/services)")
      .optional(),
    /** The visitor's IANA time zone (issue 21): their local time and a friendly name for the managers. */
    timeZone: timeZoneSchema.optional(),
  })
  .meta({ id: "ChatStart" });

/** Body of POST /api/chat/sessions/{id}/messages. Blank messages are refused (the widget never sends them). */
export const sendChatMessageSchema = z
  .object({
    content: text("Write a message first")
      .trim()
      .min(1, "Write a message first")
      .max(CHAT_MESSAGE_MAX_LENGTH, chatMessageTooLongText),
  })
  .meta({ id: "ChatMessageNew" });

/** Body of PUT /api/chat/sessions/{id}/email: where managers' replies are also sent. */
export const chatEmailSchema = z
  .object({
    email: text("Email is required")
      .trim()
      .min(1, "Email is required")
      .max(254, "Email must be at most 254 characters")
      .pipe(z.email("Enter a valid email address")),
  })
  .meta({ id: "ChatEmail" });
export type ChatEmailInput = z.infer<typeof chatEmailSchema>;

export const chatSessionSchema = z
  .object({
    id: z.string(),
    status: chatSessionStatusSchema,
    /** The visitor's email for replies, if they left one. */
    email: z.string().nullable(),
    /** The name the visitor gave, if any (issue 21). */
    name: z.string().nullable(),
    /** Whether the visitor has given a name or email (they are given once). */
    detailsGiven: z.boolean(),
    createdAt: z.string(),
    /** Who owns the conversation (issue 21), in managers' reads only; null while unassigned. */
    assignee: chatPersonSchema.nullable().optional(),
    // issue 21, seen (ADR 061): the newest message of the other side each side has had on screen
    /** The created_at of the newest staff message the visitor has seen; null: none. */
    visitorSeenAt: z.string().nullable(),
    /** The created_at of the newest visitor message a manager has seen; null: none. */
    staffSeenAt: z.string().nullable(),
    /** Snoozed until then (issue 35), in managers' reads only; null when not snoozed. */
    snoozedUntil: z.string().nullable().optional(),
  })
  .meta({ id: "ChatSession" });

export const chatThreadQuerySchema = z.object({
  /** Messages older than this message id (the page before). */
  before: z.uuid("Not a message id").optional(),
  limit: z.coerce.number().int().min(1).max(200).default(100),
});

/** A session and its latest messages, oldest first; `hasMore` when older ones exist. */
export const chatThreadSchema = z
  .object({
    session: chatSessionSchema,
    messages: z.array(chatMessageSchema),
    hasMore: z.boolean(),
  })
  .meta({ id: "ChatThread" });
export type ChatThread = z.infer<typeof chatThreadSchema>;

/** A new or continued guest session: the identity to keep, and the thread so far. */
export const chatSessionCreatedSchema = chatIdentitySchema
  .extend({ thread: chatThreadSchema })
  .meta({ id: "ChatSessionCreated" });
export type ChatSessionCreated = z.infer<typeof chatSessionCreatedSchema>;

/** One row of the managers' Live Chats: the session, and what is known of the visitor. */
const chatSessionSummarySchema = z
  .object({
    id: z.string(),
    /** The email the visitor left for replies, if any. */
    email: z.string().nullable(),
    /** The account the visitor was signed in with when the chat began, if any. */
    visitor: z.object({ name: z.string(), email: z.string() }).nullable(),
    /** The name the visitor gave in the chat, if any (issue 21). */
    name: z.string().nullable(),
    /** The visitor's IANA time zone, if known: "Visitor from Lisbon". */
    timeZone: z.string().nullable(),
    /** The page the chat was opened on (its path); null for chats begun before pages were kept. */
    page: z.string().nullable(),
    /** The visitor's oldest message no staff reply has followed: how long they have waited; null if answered. */
    waitingSince: z.string().nullable(),
    createdAt: z.string(),
    lastMessageAt: z.string(),
    lastMessage: chatMessageSchema.nullable(),
    /** Visitor messages no manager has read yet. */
    unread: z.number().int(),
    /** The manager who owns it (issue 21), and since when; null while unassigned. */
    assignee: chatPersonSchema.nullable(),
    assignedAt: z.string().nullable(),
    // issue 35 (ADR 079)
    /** The visitor's country (ISO 3166 alpha-2) when the proxy in front named it; null otherwise. */
    country: z.string().nullable(),
    /** Snoozed until then; null when not snoozed (only the Snoozed list holds snoozed chats). */
    snoozedUntil: z.string().nullable(),
    /** The caller marked it unread for themselves: unread in their list until they open it. */
    markedUnread: z.boolean(),
  })
  .meta({ id: "ChatSessionSummary" });
export type ChatSessionSummary = z.infer<typeof chatSessionSummarySchema>;

/** `tab`: the caller's own (`mine`), nobody's (`unassigned`) or every open chat (`all`, the default). */
export const listChatSessionsQuerySchema = pageQuerySchema.extend({
  tab: z.enum(CHAT_TABS, "Choose mine, unassigned or all").default("all"),
  // issue 35, the inbox's filters (ADR 079); they combine
  /** `open` (default): the chats to answer; `snoozed`: those snoozed until later. */
  state: z.enum(CHAT_STATES, "Choose open or snoozed").default("open"),
  /** The page the chat began on, as its path: that page and the pages under it (`/services` holds `/services/x`). */
  from: text("The page must be text")
    .trim()
    .max(500, "That page address is too long")
    .regex(/^\/\S*$/, "A page of this site, as its path (/services)")
    .optional(),
  /** The visitor's country, ISO 3166 alpha-2 (PT). */
  country: text("The country must be text")
    .trim()
    .toUpperCase()
    .regex(COUNTRY_PATTERN, "A country as its two-letter code (PT)")
    .optional(),
  /** The visitor's last message unanswered for at least 5 minutes, 30 minutes or 2 hours. */
  waiting: z.enum(CHAT_WAITING_KEYS, "Choose 5m, 30m or 2h").optional(),
});
export type ListChatSessionsQuery = z.infer<typeof listChatSessionsQuerySchema>;
export const listChatSessionsResponseSchema = pageSchema(chatSessionSummarySchema, "ChatSessionPage");
export type ChatSessionsPage = z.infer<typeof listChatSessionsResponseSchema>;

/** The open chats of each tab of the inbox (issue 21), snoozed ones apart; and the snoozed (issue 35). */
export const chatCountsSchema = z
  .object({
    mine: z.number().int(),
    unassigned: z.number().int(),
    all: z.number().int(),
    snoozed: z.number().int(),
  })
  .meta({ id: "ChatCounts" });
export type ChatCounts = z.infer<typeof chatCountsSchema>;

/**
 * Body of PUT /api/chat/sessions/{id}/assignee: a manager's user id, or null to unassign; an optional
 * hand-off note, shown to the managers in the thread.
 */
export const assignChatSchema = z
  .object({
    assigneeId: text("Choose a manager")
      .trim()
      .min(1, "Choose a manager")
      .max(100, "Choose a manager")
      .nullable(),
    note: text("The note must be text")
      .trim()
      .max(CHAT_NOTE_MAX_LENGTH, `Notes can be at most ${CHAT_NOTE_MAX_LENGTH} characters.`)
      .optional(),
  })
  .meta({ id: "ChatAssign" });
export type AssignChatInput = z.infer<typeof assignChatSchema>;

/** Body of PUT /api/chat/sessions/{id}/snooze (issue 35): until when, in the future, at most a year ahead. */
export const snoozeChatSchema = z
  .object({
    until: z.iso
      .datetime({ offset: true, message: "Choose a date and time" })
      .refine((value) => Date.parse(value) > Date.now(), "Choose a time in the future")
      .refine((value) => Date.parse(value) <= Date.now() + SNOOZE_MAX_MS, "Snooze for a year at most"),
    /** The manager's IANA time zone: the thread's line names the time in it (else the agency's). */
    timeZone: timeZoneSchema.optional(),
  })
  .meta({ id: "ChatSnooze" });
export type SnoozeChatInput = z.infer<typeof snoozeChatSchema>;

/** The inbox's "Pick a date and time" form: a local date and time (`datetime-local`), in the future. */
export const snoozeAtSchema = z.object({
  at: text("Choose a date and time")
    .min(1, "Choose a date and time")
    .refine((value) => !Number.isNaN(Date.parse(value)), "Choose a date and time")
    .refine((value) => Date.parse(value) > Date.now(), "Choose a time in the future")
    .refine((value) => Date.parse(value) <= Date.now() + SNOOZE_MAX_MS, "Snooze for a year at most"),
});

/** One value of a filter and the open chats that have it. */
const chatFacetSchema = z.object({ value: z.string(), count: z.number().int() });

/** The pages and countries of the open chats, most frequent first (the filters' choices, issue 35). */
export const chatFacetsSchema = z
  .object({ pages: z.array(chatFacetSchema), countries: z.array(chatFacetSchema) })
  .meta({ id: "ChatFacets" });
export type ChatFacets = z.infer<typeof chatFacetsSchema>;

export { ALL_CHATS_TOPIC, chatTopic } from "./chat-rules";
