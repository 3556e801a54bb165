import { z } from "zod";
import { pageQuerySchema } from "./paging";

/* The managers' inbox of contact-form messages: list, read and unread. */

export const contactInboxMessageSchema = z
  .object({
    id: z.string(),
    name: z.string(),
    email: z.string(),
    subject: z.string(),
    message: z.string(),
    read: z.boolean(),
    createdAt: z.string(),
  })
  .meta({ id: "ContactInboxMessage" });
export type ContactInboxMessage = z.infer<typeof contactInboxMessageSchema>;

export const listContactMessagesQuerySchema = pageQuerySchema;

/** A page of the inbox, and its unread count (of the whole inbox, not only this page). */
export const listContactMessagesResponseSchema = z
  .object({
    items: z.array(contactInboxMessageSchema),
    total: z.number().int(),
    page: z.number().int(),
    pageSize: z.number().int(),
    unread: z.number().int(),
  })
  .meta({ id: "ContactInboxPage" });
export type ContactMessagesPage = z.infer<typeof listContactMessagesResponseSchema>;

export const markContactMessageSchema = z
  .object({ read: z.boolean("Say whether it is read") })
  .meta({ id: "ContactMessageMark" });

export const contactMessageParamsSchema = z.object({ id: z.uuid("No such contact message.") });

/** Realtime topic of the inbox (managers only); events carry the message id, the list is refetched. */
export const CONTACT_INBOX_TOPIC = "inbox:contact";
