import { and, asc, eq } from "drizzle-orm";
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
  visitorName: string | null;
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
  const you = session.visitorName ?? "You";
  const lines = shown.map((m) => ({
    who: m.isAdmin ? "CreatorDesk team" : you,
    at: when(m.createdAt, session.timeZone),
    content: m.content,
  }));
  const greeting = session.visitorName ? `Hello ${session.visitorName},` : "Hello,";
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
