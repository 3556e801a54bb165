import { and, desc, eq, isNull, sql } from "drizzle-orm";
import { userTopic } from "~/domain/activity";
import {
  NOTIFICATION_KIND_INFO,
  NOTIFICATION_KINDS,
  type Notification,
  type NotificationKind,
  type NotificationPage,
  type NotificationPreference,
} from "~/domain/notifications";
import { offsetOf, type PageQuery } from "~/domain/paging";
import type { Db } from "../../db/client";
import { notificationPreferences, notifications, user } from "../../db/schema";
import { AppError } from "../../lib/app-error";
import { publish } from "../../realtime/publish";
import { NOTIFICATION_EVENT } from "./notify";

type Row = Omit<typeof notifications.$inferSelect, "userId" | "actorId" | "digestId" | "groupKey" | "steps">;
const toNotification = (row: Row, actorName: string | null): Notification => ({
  id: row.id,
  kind: row.kind as NotificationKind,
  subjectType: row.subjectType,
  subjectId: row.subjectId,
  title: row.title,
  body: row.body,
  link: row.link,
  actorName,
  read: row.readAt !== null,
  createdAt: row.createdAt.toISOString(),
});

/** A user's notifications, newest first, with the unread count. */
export async function listNotifications(db: Db, userId: string, query: PageQuery): Promise<NotificationPage> {
  const mine = eq(notifications.userId, userId);
  // the counts come with the page (one statement, so they agree); past the last page they are read alone
  const total = sql<number>`(select count(*) from ${notifications} where ${mine})`.mapWith(Number);
  const unread =
    sql<number>`(select count(*) from ${notifications} where ${and(mine, isNull(notifications.readAt))})`.mapWith(
      Number,
    );
  const rows = await db
    .select({
      id: notifications.id,
      kind: notifications.kind,
      subjectType: notifications.subjectType,
      subjectId: notifications.subjectId,
      title: notifications.title,
      body: notifications.body,
      link: notifications.link,
      readAt: notifications.readAt,
      createdAt: notifications.createdAt,
      actorName: user.name,
      total,
      unread,
    })
    .from(notifications)
    .leftJoin(user, eq(user.id, notifications.actorId))
    .where(mine)
    .orderBy(desc(notifications.createdAt), desc(notifications.id))
    .limit(query.pageSize)
    .offset(offsetOf(query));
  // nothing on the first page: no notification, none unread
  const counts =
    rows[0] ??
    (query.page > 1 ? (await db.select({ total, unread }).from(sql`(select 1) one`))[0] : undefined);
  return {
    items: rows.map((row) => toNotification(row, row.actorName)),
    total: counts?.total ?? 0,
    unread: counts?.unread ?? 0,
    page: query.page,
    pageSize: query.pageSize,
  };
}

/** Marks one of the user's notifications read; another user's is 404. */
export async function markNotificationRead(db: Db, userId: string, id: string): Promise<Notification> {
  return db.transaction(async (tx) => {
    const [row] = await tx
      .update(notifications)
      .set({ readAt: sql`coalesce(${notifications.readAt}, now())` })
      .where(and(eq(notifications.id, id), eq(notifications.userId, userId)))
      .returning();
    if (!row) throw AppError.notFound("No such notification.");
    await publish(tx, userTopic(userId), { type: NOTIFICATION_EVENT, id });
    return toNotification(row, null);
  });
}

export async function markAllNotificationsRead(db: Db, userId: string): Promise<{ updated: number }> {
  return db.transaction(async (tx) => {
    const rows = await tx
      .update(notifications)
      .set({ readAt: sql`now()` })
      .where(and(eq(notifications.userId, userId), isNull(notifications.readAt)))
      .returning({ id: notifications.id });
    if (rows.length > 0) await publish(tx, userTopic(userId), { type: NOTIFICATION_EVENT, id: "all" });
    return { updated: rows.length };
  });
}

export async function readPreferences(db: Db, userId: string): Promise<NotificationPreference[]> {
  const rows = await db
    .select()
    .from(notificationPreferences)
    .where(eq(notificationPreferences.userId, userId));
  const chosen = new Map(rows.map((row) => [row.kind, row.email]));
  return NOTIFICATION_KINDS.map((kind) => ({
    kind,
    label: NOTIFICATION_KIND_INFO[kind].label,
    email: chosen.get(kind) ?? NOTIFICATION_KIND_INFO[kind].email,
  }));
}

export async function setPreference(db: Db, userId: string, kind: NotificationKind, email: boolean) {
  await db
    .insert(notificationPreferences)
    .values({ userId, kind, email })
    .onConflictDoUpdate({
      target: [notificationPreferences.userId, notificationPreferences.kind],
      set: { email },
    });
  return readPreferences(db, userId);
}
