import { desc, eq, isNull, sql } from "drizzle-orm";
import { CONTACT_INBOX_TOPIC, type ContactInboxMessage, type ContactMessagesPage } from "~/domain/inbox";
import { offsetOf, type PageQuery } from "~/domain/paging";
import type { AppDeps } from "../../context";
import type { Db } from "../../db/client";
import { contactMessages } from "../../db/schema";
import { AppError } from "../../lib/app-error";
import { publish } from "../../realtime/publish";

type Row = Omit<typeof contactMessages.$inferSelect, "ipAddress">;
const toInboxMessage = (row: Row): ContactInboxMessage => ({
  id: row.id,
  name: row.name,
  email: row.email,
  subject: row.subject,
  message: row.message,
  read: row.readAt !== null,
  createdAt: row.createdAt.toISOString(),
});

/** The contact-form messages, newest first, a page at a time, with the inbox's unread count. */
export async function listContactMessages(db: Db, query: PageQuery): Promise<ContactMessagesPage> {
  // the counts come with the page (one round trip); past the last page they are read alone
  const total = sql<number>`(select count(*) from ${contactMessages})`.mapWith(Number);
  const unread =
    sql<number>`(select count(*) from ${contactMessages} where ${isNull(contactMessages.readAt)})`.mapWith(
      Number,
    );
  const rows = await db
    .select({
      id: contactMessages.id,
      name: contactMessages.name,
      email: contactMessages.email,
      subject: contactMessages.subject,
      message: contactMessages.message,
      readAt: contactMessages.readAt,
      createdAt: contactMessages.createdAt,
      total,
      unread,
    })
    .from(contactMessages)
    .orderBy(desc(contactMessages.createdAt), desc(contactMessages.id))
    .limit(query.pageSize)
    .offset(offsetOf(query));
  // (an empty first page: an empty inbox, nothing unread)
  const counts =
    rows[0] ??
    (query.page > 1 ? (await db.select({ total, unread }).from(sql`(select 1) one`))[0] : undefined);
  return {
    items: rows.map(toInboxMessage),
    total: counts?.total ?? 0,
    unread: counts?.unread ?? 0,
    page: query.page,
    pageSize: query.pageSize,
  };
}

/** Marks a message read or unread, for every manager at once. */
export async function markContactMessage(
  deps: AppDeps,
  id: string,
  read: boolean,
): Promise<ContactInboxMessage> {
  return deps.db.transaction(async (tx) => {
    const [row] = await tx
      .update(contactMessages)
      .set({ readAt: read ? sql`coalesce(${contactMessages.readAt}, now())` : null })
      .where(eq(contactMessages.id, id))
      .returning();
    if (!row) throw AppError.notFound("No such contact message.");
    await publish(tx, CONTACT_INBOX_TOPIC, { type: "updated", id });
    return toInboxMessage(row);
  });
}
