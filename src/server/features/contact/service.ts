import type { ContactMessageInput } from "~/domain/contact";
import { CONTACT_INBOX_TOPIC } from "~/domain/inbox";
import type { AppDeps } from "../../context";
import { contactMessages } from "../../db/schema";
import { AppError } from "../../lib/app-error";
import { hitRateLimit } from "../../lib/rate-limit";
import { enqueueEmail } from "../../mail/outbox";
import { publish } from "../../realtime/publish";

const RATE_WINDOW_MS = 60_000;

/** The notification the agency's inbox gets; replying answers the visitor directly. */
function contactEmail(to: string, input: ContactMessageInput) {
  // A subject is one header line: newlines typed into the field must not reach it.
  const subject = input.subject.replace(/\s+/g, " ");
  return {
    to,
    replyTo: input.email,
    subject: `New contact message: ${subject}`,
    text: [
      "A visitor sent a message through the contact form.",
      "",
      `Name: ${input.name}`,
      `Email: ${input.email}`,
      `Subject: ${subject}`,
      "",
      input.message,
    ].join("\n"),
  };
}

/**
 * Stores a contact message and queues its email in one transaction, so the message is never lost
 * even when mail is down: the outbox sends it later, with retries.
 */
export async function submitContactMessage(
  deps: AppDeps,
  input: ContactMessageInput,
  ip: string,
): Promise<{ id: string }> {
  const { db, env, logger } = deps;
  const limit = await hitRateLimit(db, `contact:${ip}`, env.CONTACT_RATE_LIMIT, RATE_WINDOW_MS);
  if (!limit.allowed) {
    throw AppError.tooManyRequests(
      limit.retryAfterSeconds,
      `Too many messages sent from your network. Please wait ${limit.retryAfterSeconds} seconds before sending another.`,
    );
  }
  const id = await db.transaction(async (tx) => {
    const [row] = await tx
      .insert(contactMessages)
      .values({ ...input, ipAddress: ip })
      .returning({ id: contactMessages.id });
    await enqueueEmail(tx, contactEmail(env.CONTACT_INBOX, input));
    await publish(tx, CONTACT_INBOX_TOPIC, { type: "created", id: row!.id });
    return row!.id;
  });
  if (!deps.mailer.configured) {
    logger.debug({ contactMessageId: id }, "SMTP_URL is not set: the contact email stays in the outbox");
  }
  deps.kickOutbox();
  return { id };
}
