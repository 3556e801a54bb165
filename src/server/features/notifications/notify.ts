import { and, eq, inArray, isNull, sql } from "drizzle-orm";
import { userTopic } from "~/domain/activity";
import {
  EMAIL_GROUPING_MINUTES,
  NOTIFICATION_KIND_INFO,
  type NotificationKind,
} from "~/domain/notifications";
import type { Db } from "../../db/client";
import { notificationDigests, notificationPreferences, notifications, user } from "../../db/schema";
import { publish } from "../../realtime/publish";

type Tx = Parameters<Parameters<Db["transaction"]>[0]>[0];

export interface NotifyInput {
  /** who hears of it; the actor is always left out */
  to: readonly string[];
  actor: { id: string | null } | null;
  kind: NotificationKind;
  subject: { type: string; id: string };
  title: string;
  body?: string | null;
  /** an app path that shows the thing */
  link: string;
  /**
   * Quick steps of one thing as one notice (issue 35): an unread notice of the same `key`, less than
   * GROUP_MINUTES old, takes this step in place (its count one more, its words `title(steps)`), instead of a
   * notice more.
   */
  group?: { key: string; title: (steps: number) => string };
}

/** How close together steps are to be told as one notice. */
const GROUP_MINUTES = 10;

/** The realtime event on a user's topic when a notification arrives: the bell refetches. */
export const NOTIFICATION_EVENT = "notification";

/**
 * Tells people that someone else changed a thing of theirs: one in-app notification each, pushed live to
 * their user topic, and (for those who chose email for this kind) a place in the one email about this thing
 * that goes out after the grouping window. Call it with the transaction of the change itself.
 */
export async function notify(tx: Tx | Db, input: NotifyInput): Promise<void> {
  const recipients = [...new Set(input.to)].filter((id) => id !== input.actor?.id);
  if (recipients.length === 0) return;
  const chosen = await tx
    .select({ userId: notificationPreferences.userId, email: notificationPreferences.email })
    .from(notificationPreferences)
    .where(
      and(inArray(notificationPreferences.userId, recipients), eq(notificationPreferences.kind, input.kind)),
    );
  const choice = new Map(chosen.map((row) => [row.userId, row.email]));
  const wantsEmail = (id: string) => choice.get(id) ?? NOTIFICATION_KIND_INFO[input.kind].email;

  for (const userId of recipients) {
    if (input.group && (await addStep(tx, userId, input, input.group))) continue;
    const digestId = wantsEmail(userId) ? await openDigest(tx, userId, input.subject) : null;
    const [row] = await tx
      .insert(notifications)
      .values({
        userId,
        actorId: input.actor?.id ?? null,
        kind: input.kind,
        subjectType: input.subject.type,
        subjectId: input.subject.id,
        title: input.title,
        body: input.body ?? null,
        link: input.link,
        digestId,
        groupKey: input.group?.key ?? null,
      })
      .returning({ id: notifications.id });
    await publish(tx, userTopic(userId), { type: NOTIFICATION_EVENT, id: row!.id });
  }
}

/**
 * Adds a step to the user's unread notice of `group.key` from the last GROUP_MINUTES, if there is one: one
 * conditional UPDATE (the row's own lock; two steps at once each add theirs). Answers whether it did.
 */
async function addStep(
  tx: Tx | Db,
  userId: string,
  input: NotifyInput,
  group: NonNullable<NotifyInput["group"]>,
): Promise<boolean> {
  const recent = and(
    eq(notifications.userId, userId),
    eq(notifications.groupKey, group.key),
    isNull(notifications.readAt),
    sql`${notifications.createdAt} > now() - make_interval(mins => ${GROUP_MINUTES})`,
  );
  const [row] = await tx
    .update(notifications)
    .set({
      steps: sql`${notifications.steps} + 1`,
      body: input.body ?? null,
      actorId: input.actor?.id ?? null,
      link: input.link,
      createdAt: sql`now()`,
    })
    .where(
      and(
        recent,
        eq(
          notifications.id,
          sql`(select id from ${notifications} where ${recent} order by ${notifications.createdAt} desc limit 1)`,
        ),
      ),
    )
    .returning({ id: notifications.id, steps: notifications.steps });
  if (!row) return false;
  await tx
    .update(notifications)
    .set({ title: group.title(row.steps) })
    .where(eq(notifications.id, row.id));
  await publish(tx, userTopic(userId), { type: NOTIFICATION_EVENT, id: row.id });
  return true;
}

/** The unsent email about this subject to this user, made if there is none (its window starts now). */
async function openDigest(tx: Tx | Db, userId: string, subject: { type: string; id: string }) {
  const [row] = await tx
    .insert(notificationDigests)
    .values({
      userId,
      subjectType: subject.type,
      subjectId: subject.id,
      sendAfter: sql`now() + make_interval(mins => ${EMAIL_GROUPING_MINUTES})`,
    })
    .onConflictDoUpdate({
      target: [notificationDigests.userId, notificationDigests.subjectType, notificationDigests.subjectId],
      targetWhere: sql`${notificationDigests.sentAt} is null`,
      set: { sendAfter: sql`${notificationDigests.sendAfter}` },
    })
    .returning({ id: notificationDigests.id });
  return row!.id;
}

/** Everyone with a staff role, for "a new request in the queue". */
export async function usersWithRole(tx: Tx | Db, role: string): Promise<string[]> {
  const rows = await tx.select({ id: user.id }).from(user).where(eq(user.role, role));
  return rows.map((row) => row.id);
}
