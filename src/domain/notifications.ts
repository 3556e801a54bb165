import { z } from "zod";
import { pageQuerySchema } from "./paging";

/* In-app notifications and their email, per kind (spec: nobody misses a change that concerns them). */

export const NOTIFICATION_KINDS = [
  "status_change",
  "project_message",
  "meeting",
  "new_request",
  "deal",
  "talent_manager",
  "chat_assigned",
  "chat_snooze_ended",
] as const;
export type NotificationKind = (typeof NOTIFICATION_KINDS)[number];

/** What each kind is about, as Settings names it; `email` is the default choice. */
export const NOTIFICATION_KIND_INFO: Record<NotificationKind, { label: string; email: boolean }> = {
  status_change: { label: "Status changes of my requests and projects", email: true },
  project_message: { label: "Replies in my project chats", email: true },
  meeting: { label: "My meetings", email: true },
  new_request: { label: "New requests waiting for staff", email: false },
  deal: { label: "Brand deals: stage moves and deliverables", email: true },
  talent_manager: { label: "My talent manager and roster", email: true },
  chat_assigned: { label: "Live chats assigned to me", email: true },
  chat_snooze_ended: { label: "Live chats I snoozed that come back", email: false },
};

export const notificationSchema = z
  .object({
    id: z.string(),
    kind: z.enum(NOTIFICATION_KINDS),
    subjectType: z.string(),
    subjectId: z.string(),
    title: z.string(),
    body: z.string().nullable(),
    link: z.string(),
    actorName: z.string().nullable(),
    read: z.boolean(),
    createdAt: z.string(),
  })
  .meta({ id: "Notification" });
export type Notification = z.infer<typeof notificationSchema>;

export const notificationPageSchema = z
  .object({
    items: z.array(notificationSchema),
    total: z.number().int(),
    page: z.number().int(),
    pageSize: z.number().int(),
    unread: z.number().int(),
  })
  .meta({ id: "NotificationPage" });
export type NotificationPage = z.infer<typeof notificationPageSchema>;

export const listNotificationsQuerySchema = pageQuerySchema;
export const notificationParamsSchema = z.object({ id: z.uuid("No such notification.") });

const notificationPreferenceSchema = z
  .object({ kind: z.enum(NOTIFICATION_KINDS), label: z.string(), email: z.boolean() })
  .meta({ id: "NotificationPreference" });
export type NotificationPreference = z.infer<typeof notificationPreferenceSchema>;
export const notificationPreferencesSchema = z
  .object({ items: z.array(notificationPreferenceSchema) })
  .meta({ id: "NotificationPreferences" });

export const preferenceParamsSchema = z.object({ kind: z.enum(NOTIFICATION_KINDS, "No such kind.") });
export const setPreferenceSchema = z
  .object({ email: z.boolean("Say whether to email") })
  .meta({ id: "NotificationPreferenceUpdate" });

/** A burst of notifications about one thing within this window becomes one email. */
export const EMAIL_GROUPING_MINUTES = 3;
