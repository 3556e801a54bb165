import { publicUrl } from "../../auth/auth";
import type { Env } from "../../env";
import type { OutgoingEmail } from "../../mail/mailer";

/** A manager's reply, sent to the address the visitor left in the chat. */
export function chatReplyEmail(env: Env, sessionId: string, to: string, reply: string): OutgoingEmail {
  return {
    to,
    subject: "A reply to your chat with CreatorDesk",
    text: [
      "Hello,",
      "",
      "Our team replied to your chat:",
      "",
      reply,
      "",
      `To continue the conversation, open the chat on ${publicUrl(env)}, choose 'Continue a Conversation?'`,
      `and enter your session ID ${sessionId} with the 4-digit code the chat showed you.`,
      "",
      "The CreatorDesk team",
    ].join("\n"),
  };
}
