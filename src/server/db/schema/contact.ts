import { sql } from "drizzle-orm";
import { index, pgTable, text, timestamp, uuid } from "drizzle-orm/pg-core";

/** Every contact-form message, stored before any email is attempted so nothing is lost when mail is down. */
export const contactMessages = pgTable(
  "contact_messages",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    name: text("name").notNull(),
    email: text("email").notNull(),
    subject: text("subject").notNull(),
    message: text("message").notNull(),
    ipAddress: text("ip_address"),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    /** When a manager marked it read in the inbox; null while unread. */
    readAt: timestamp("read_at", { withTimezone: true }),
  },
  (t) => [
    index("contact_messages_created_idx").on(t.createdAt.desc(), t.id.desc()),
    // the inbox's unread count
    index("contact_messages_unread_idx").on(t.createdAt).where(sql`${t.readAt} is null`),
  ],
);
