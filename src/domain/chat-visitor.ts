import { z } from "zod";
import { chatSessionIdSchema, chatSessionParamsSchema } from "./chat";
import { CHAT_VISITOR_EMAIL_MAX_LENGTH, CHAT_VISITOR_NAME_MAX_LENGTH } from "./chat-visitor-rules";
import { pageQuerySchema, pageSchema } from "./paging";
import { text } from "./text";

/* Who a chat visitor is (issue 21, ADR 059): request and response schemas shared by the routes and the
   managers' screens. The widget checks the same rules through ./chat-visitor-rules (no zod there). */

/** Body of PUT /api/chat/sessions/{id}/visitor: a name, an email, or both; given once. */
export const chatVisitorSchema = z
  .object({
    name: text("The name must be text")
      .trim()
      .max(CHAT_VISITOR_NAME_MAX_LENGTH, `Names can be at most ${CHAT_VISITOR_NAME_MAX_LENGTH} characters`)
      .optional(),
    email: text("The email must be text")
      .trim()
      .max(CHAT_VISITOR_EMAIL_MAX_LENGTH, `Email must be at most ${CHAT_VISITOR_EMAIL_MAX_LENGTH} characters`)
      .pipe(z.email("Enter a valid email address").or(z.literal("")))
      .optional(),
  })
  .refine((value) => !!value.name || !!value.email, {
    message: "Give a name or an email",
    path: ["name"],
  })
  .meta({ id: "ChatVisitorInput" });
export type ChatVisitorInput = z.infer<typeof chatVisitorSchema>;

/** What managers know of a chat's visitor: the visitor card. */
export const chatVisitorCardSchema = z
  .object({
    sessionId: z.string(),
    /** The name the visitor gave, if any. */
    name: z.string().nullable(),
    /** The email the visitor gave (for replies and the transcript), if any. */
    email: z.string().nullable(),
    /** The account the visitor was signed in with when the chat began, if any. */
    account: z.object({ name: z.string(), email: z.string() }).nullable(),
    /** The page the chat was opened on (its path). */
    page: z.string().nullable(),
    /** The visitor's IANA time zone, if their browser said. */
    timeZone: z.string().nullable(),
    /** The visitor's country (ISO 3166 alpha-2), when the proxy in front named it (issue 35). */
    country: z.string().nullable(),
    /** The visitor's oldest message no staff reply has followed; null when answered. */
    awaitingSince: z.string().nullable(),
    status: z.enum(["open", "closed"]),
    createdAt: z.string(),
  })
  .meta({ id: "ChatVisitorCard" });
export type ChatVisitorCard = z.infer<typeof chatVisitorCardSchema>;

/** One of a browser's earlier chats, as its visitor sees it in the widget. */
const earlierChatSchema = z
  .object({
    id: z.string(),
    status: z.enum(["open", "closed"]),
    createdAt: z.string(),
    lastMessageAt: z.string().nullable(),
    /** The chat's messages, counted. */
    messageCount: z.number().int(),
    /** Its last message, cut to 200 characters. */
    lastMessage: z.object({ content: z.string(), isAdmin: z.boolean(), createdAt: z.string() }).nullable(),
  })
  .meta({ id: "ChatEarlier" });
export type EarlierChat = z.infer<typeof earlierChatSchema>;

export const earlierChatsQuerySchema = pageQuerySchema;

/** GET /api/chat/sessions/{id}/earlier/{earlierId}: the current chat (its token) and an earlier one. */
export const earlierChatParamsSchema = chatSessionParamsSchema.extend({ earlierId: chatSessionIdSchema });
export const earlierChatsResponseSchema = pageSchema(earlierChatSchema, "ChatEarlierPage");

/**
 * A transcript was asked for (ADR 070): `sent` when it is queued to the proved address, `confirm` when a
 * confirmation link was mailed to the address first.
 */
export const chatTranscriptQueuedSchema = z
  .object({ email: z.string(), status: z.enum(["sent", "confirm"]) })
  .meta({ id: "ChatTranscriptQueued" });

/** POST /api/chat/transcript/confirm: the token of a confirmation link. */
export const confirmChatTranscriptSchema = z
  .object({ token: z.string().regex(/^[A-Za-z0-9_-]{20,100}$/, "Not a confirmation link's token.") })
  .meta({ id: "ConfirmChatTranscript" });

/** The address was confirmed and the transcript queued to it. */
export const chatTranscriptConfirmedSchema = z
  .object({ email: z.string() })
  .meta({ id: "ChatTranscriptConfirmed" });

/** GET /api/chat/status: whether someone is there to answer, and if not, when the team is back. */
export const chatStatusSchema = z
  .object({
    /** Within business hours and a manager was on the chat lately. */
    open: z.boolean(),
    /** Why not: outside business hours, or nobody has been on the chat lately. */
    reason: z.enum(["hours", "nobody"]).nullable(),
    /** When business hours begin again (outside them only). */
    backAt: z.string().nullable(),
    /** The hours in words, with their time zone ("Mon – Fri: 9AM – 12AM, US Eastern time"). */
    hours: z.string(),
  })
  .meta({ id: "ChatStatus" });
export type ChatStatus = z.infer<typeof chatStatusSchema>;
