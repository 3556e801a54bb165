import { z } from "zod";
import { CHAT_MESSAGE_MAX_LENGTH } from "./chat-rules";
import { pageQuerySchema, pageSchema } from "./paging";
import { PLACEHOLDERS, unknownPlaceholders } from "./placeholders";
import { text } from "./text";

/*
 * Saved replies (issue 21, item 3; ADR 061): answers every manager shares, kept by title, inserted into a
 * chat reply from the composer by typing `/`. Their content may name the visitor (see ./placeholders).
 */

const SAVED_REPLY_TITLE_MAX = 80;
/** Long enough for any reply, short enough that a filled one still fits a chat message. */
const SAVED_REPLY_CONTENT_MAX = CHAT_MESSAGE_MAX_LENGTH - 200;

const known = Object.keys(PLACEHOLDERS)
  .map((key) => `{{${key}}}`)
  .join(" or ");

export const savedReplyInputSchema = z
  .object({
    title: text("Give the reply a title")
      .trim()
      .min(1, "Give the reply a title")
      .max(SAVED_REPLY_TITLE_MAX, `At most ${SAVED_REPLY_TITLE_MAX} characters`),
    content: text("Write the reply")
      .trim()
      .min(1, "Write the reply")
      .max(SAVED_REPLY_CONTENT_MAX, `At most ${SAVED_REPLY_CONTENT_MAX.toLocaleString("en-US")} characters`)
      .superRefine((value, ctx) => {
        const unknown = unknownPlaceholders(value);
        if (unknown.length > 0)
          ctx.addIssue({
            code: "custom",
            message: `Unknown placeholder {{${unknown[0]}}}: use ${known}`,
          });
      }),
  })
  .meta({ id: "SavedReplyInput" });
export type SavedReplyInput = z.infer<typeof savedReplyInputSchema>;

export const savedReplySchema = z
  .object({
    id: z.string(),
    title: z.string(),
    content: z.string(),
    /** Who last changed it (null once their account is gone). */
    updatedBy: z.object({ id: z.string(), name: z.string() }).nullable(),
    createdAt: z.string(),
    updatedAt: z.string(),
  })
  .meta({ id: "SavedReply" });
export type SavedReply = z.infer<typeof savedReplySchema>;

export const savedReplyParamsSchema = z.object({ id: z.uuid("No such saved reply.") });

/** By title; `search` matches words of the title or the content. */
export const listSavedRepliesQuerySchema = pageQuerySchema.extend({
  search: text().trim().max(100, "At most 100 characters").optional(),
});
export type SavedRepliesQuery = z.infer<typeof listSavedRepliesQuerySchema>;

export const savedReplyPageSchema = pageSchema(savedReplySchema, "SavedReplyPage");
export type SavedReplyPage = z.infer<typeof savedReplyPageSchema>;
