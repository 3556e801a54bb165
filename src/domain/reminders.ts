/* Meeting reminders (issue 20, item 4): emails this long before a scheduled meeting, to both sides. */

export const REMINDER_KINDS = ["24h", "1h"] as const;
export type ReminderKind = (typeof REMINDER_KINDS)[number];

/** How long before the meeting each reminder is due, and how its email says so. */
export const REMINDER_INFO: Record<ReminderKind, { minutesBefore: number; words: string }> = {
  "24h": { minutesBefore: 24 * 60, words: "in 24 hours" },
  "1h": { minutesBefore: 60, words: "in 1 hour" },
};

/** When a reminder of `kind` is due for a meeting at `startsAt`. */
export const reminderDueAt = (startsAt: Date, kind: ReminderKind) =>
  new Date(startsAt.getTime() - REMINDER_INFO[kind].minutesBefore * 60_000);
