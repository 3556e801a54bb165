import { and, asc, eq } from "drizzle-orm";
import { CHAT_TRANSCRIPT_CONFIRM_FRAGMENT } from "~/domain/chat-visitor-rules";
import { publicUrl } from "../../auth/auth";
import type { Db } from "../../db/client";
import { chatMessages } from "../../db/schema";
import type { Env } from "../../env";
import type { OutgoingEmail } from "../../mail/mailer";
import { enqueueEmail } from "../../mail/outbox";

/** Messages a transcript holds at most (the newest); a longer chat says how many were left out. */
const TRANSCRIPT_MAX_MESSAGES = 1000;

const escapeHtml = (value: string) =>
  value.replace(
    /[&<>"']/g,
    (c) => ({ "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&#39;" })[c]!,
  );

/** "24 Nov 2026, 14:05 UTC": a transcript is read later, anywhere, so its times say their zone. */
function when(date: Date, timeZone: string | null): string {
  const zone = timeZone ?? "UTC";
  try {
    return new Intl.DateTimeFormat("en-GB", {
      dateStyle: "medium",
      timeStyle: "short",
      timeZone: zone,
      timeZoneName: "short",
    }).format(date);
  } catch {
    return `${date.toISOString().slice(0, 16).replace("T", " ")} UTC`;
  }
}

interface TranscriptSession {
  id: string;
  email: string;
  timeZone: string | null;
}

/** The chat's transcript as an email, in plain text and HTML, in the visitor's time zone. */
async function transcriptEmail(db: Db, env: Env, session: TranscriptSession): Promise<OutgoingEmail> {
  const rows = await db
    .select({
      content: chatMessages.content,
      isAdmin: chatMessages.isAdmin,
      createdAt: chatMessages.createdAt,
    })
    .from(chatMessages)
    // the conversation only: the managers' events and notes stay theirs
    .where(and(eq(chatMessages.sessionId, session.id), eq(chatMessages.kind, "message")))
    .orderBy(asc(chatMessages.createdAt), asc(chatMessages.id));
  const left = Math.max(0, rows.length - TRANSCRIPT_MAX_MESSAGES);
  const shown = rows.slice(left);
  const lines = shown.map((m) => ({
    who: m.isAdmin ? "CreatorDesk team" : "You",
    at: when(m.createdAt, session.timeZone),
    content: m.content,
  }));
  // nothing the visitor typed greets the reader or labels the lines (ADR 070): the conversation alone is theirs
  const greeting = "Hello,";
  const intro = `Here is the transcript of your chat with CreatorDesk (session ${session.id}).`;
  const omitted = left > 0 ? `The first ${left} messages are left out.` : null;
  const outro = `To continue the conversation, open the chat on ${publicUrl(env)}.`;
  const text = [
    greeting,
    "",
    intro,
    ...(omitted ? [omitted] : []),
    "",
    ...(lines.length === 0
      ? ["(no messages)"]
      : lines.flatMap((l) => [`[${l.at}] ${l.who}:`, l.content, ""])),
    outro,
    "",
    "The CreatorDesk team",
  ].join("\n");
  const html = [
    '<!doctype html><html><body style="font-family:system-ui,sans-serif;line-height:1.5;color:#111">',
    `<p>${escapeHtml(greeting)}</p>`,
    `<p>${escapeHtml(intro)}</p>`,
    omitted ? `<p><em>${escapeHtml(omitted)}</em></p>` : "",
    '<table role="presentation" cellpadding="6" style="border-collapse:collapse">',
    ...lines.map(
      (l) =>
        `<tr><td style="vertical-align:top;white-space:nowrap;color:#555">${escapeHtml(l.at)}</td>` +
        `<td style="vertical-align:top"><strong>${escapeHtml(l.who)}</strong><br>` +
        `<span style="white-space:pre-wrap">${escapeHtml(l.content)}</span></td></tr>`,
    ),
    "</table>",
    `<p>${escapeHtml(outro)}</p><p>The CreatorDesk team</p>`,
    "</body></html>",
  ].join("");
  return { to: session.email, subject: "Your chat with CreatorDesk: the transcript", text, html };
}

/** Queues the transcript in the caller's transaction (it commits, or is dropped, with the caller's change). */
export async function enqueueTranscript(db: Db, env: Env, session: TranscriptSession) {
  await enqueueEmail(db, await transcriptEmail(db, env, session));
}

/**
 * The link that proves an address before a transcript goes to it (ADR 070): fixed words, no visitor text,
 * the token in the address's fragment (browsers never send it to a server, so no log holds it).
 */
export function transcriptConfirmationEmail(env: Env, to: string, token: string): OutgoingEmail {
  const link = `${publicUrl(env)}/#${CHAT_TRANSCRIPT_CONFIRM_FRAGMENT}${token}`;
  return {
    to,
    subject: "Confirm your email for your CreatorDesk chat transcript",
    text: [
      "Hello,",
      "",
      "Someone asked for the transcript of a chat with CreatorDesk to be sent to this address.",
      "If it was you, open this link and confirm; the transcript follows at once:",
      "",
      link,
      "",
      "The link works once, for 24 hours. If it was not you, ignore this email: nothing more will be sent.",
      "",
      "The CreatorDesk team",
    ].join("\n"),
  };
}
