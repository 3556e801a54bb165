import { asc, eq, inArray, sql } from "drizzle-orm";
import { publicUrl } from "../../auth/auth";
import type { AppDeps } from "../../context";
import type { Db } from "../../db/client";
import { emailAttachments, notificationDigests, notifications, user } from "../../db/schema";
import { runPeriodically } from "../../events/jobs";
import { enqueueEmail } from "../../mail/outbox";

interface EmailAttachment {
  filename: string;
  contentType: string;
  content: string;
}
/** A file that goes with the email about a subject (the .ics of a meeting), or null. */
export type AttachmentMaker = (db: Db, subjectId: string) => Promise<EmailAttachment | null>;
const attachmentMakers = new Map<string, AttachmentMaker>();
export function registerEmailAttachment(subjectType: string, make: AttachmentMaker) {
  attachmentMakers.set(subjectType, make);
}

type FlushDeps = Pick<AppDeps, "db" | "mailer" | "env" | "logger"> & Partial<Pick<AppDeps, "kickOutbox">>;

/**
 * Sends the emails whose grouping window has passed: one email a digest, listing every notification of the
 * burst, queued in the outbox (and so retried). Without mail configured they are closed unsent: the
 * notifications are in the app. Returns how many emails were queued.
 */
export async function flushNotificationEmails(deps: FlushDeps, batch = 20): Promise<number> {
  let queued = 0;
  await deps.db.transaction(async (tx) => {
    const due = await tx
      .select()
      .from(notificationDigests)
      .where(sql`${notificationDigests.sentAt} is null and ${notificationDigests.sendAfter} <= now()`)
      .orderBy(asc(notificationDigests.sendAfter))
      .limit(batch)
      .for("update", { skipLocked: true });
    if (due.length === 0) return;
    for (const digest of due) {
      if (!deps.mailer.configured) continue;
      const items = await tx
        .select()
        .from(notifications)
        .where(eq(notifications.digestId, digest.id))
        .orderBy(asc(notifications.createdAt), asc(notifications.id));
      const [to] = await tx.select({ email: user.email }).from(user).where(eq(user.id, digest.userId));
      const latest = items.at(-1);
      if (!to || !latest) continue;
      const base = publicUrl(deps.env);
      const subject =
        items.length === 1 ? latest.title : `${items.length} updates: ${latest.title}`.replace(/\s+/g, " ");
      const text = [
        "Hello,",
        "",
        ...items.flatMap((n) => [`- ${n.title}`, ...(n.body ? [`  ${n.body}`] : [])]),
        "",
        `Open it in CreatorDesk: ${base}${latest.link}`,
        "",
        "You get these emails because of your notification settings; change them under Settings.",
      ].join("\n");
      const emailId = await enqueueEmail(tx, { to: to.email, subject, text });
      const attachment = await attachmentMakers.get(digest.subjectType)?.(tx, digest.subjectId);
      if (attachment) await tx.insert(emailAttachments).values({ emailId, ...attachment });
      queued++;
    }
    await tx
      .update(notificationDigests)
      .set({ sentAt: sql`now()` })
      .where(
        inArray(
          notificationDigests.id,
          due.map((d) => d.id),
        ),
      );
  });
  if (queued > 0) deps.kickOutbox?.();
  return queued;
}

/** Flushes due notification emails every `intervalMs` in the background. */
export function startNotificationEmailWorker(
  deps: FlushDeps & Partial<Pick<AppDeps, "availability">>,
  intervalMs = 30_000,
) {
  return runPeriodically(deps, intervalMs, "notification emails", () => flushNotificationEmails(deps));
}
