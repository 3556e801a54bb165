import nodemailer from "nodemailer";

export interface OutgoingEmail {
  to: string;
  subject: string;
  text: string;
  /** An HTML version beside the text (a chat transcript); the text is always sent too. */
  html?: string | null;
  replyTo?: string | null;
  /** files sent with it (the .ics of a meeting; an invoice's PDF, base64) */
  attachments?: { filename: string; contentType: string; content: string; encoding?: "base64" | null }[];
}

/** Sends one email now, or throws. `configured` is false when there is no SMTP server to send through. */
export interface Mailer {
  configured: boolean;
  /** `signal` aborts a send that takes too long (the outbox's lease must not run out mid-send). */
  send(email: OutgoingEmail, signal?: AbortSignal): Promise<void>;
  close(): void;
}

export function createMailer(smtpUrl: string | undefined, from: string): Mailer {
  if (!smtpUrl) {
    return {
      configured: false,
      send: async () => {
        throw new Error("SMTP_URL is not set");
      },
      close: () => {},
    };
  }
  // nodemailer's own defaults wait minutes on a silent server; these are shorter, and the URL's query
  // (e.g. ?socketTimeout=...) still overrides them.
  const transport = nodemailer.createTransport({
    url: smtpUrl,
    connectionTimeout: 20_000,
    greetingTimeout: 15_000,
    socketTimeout: 30_000,
  });
  return {
    configured: true,
    async send(email, signal) {
      await transport.sendMail({
        from,
        ...email,
        attachments: email.attachments?.map((file) => ({ ...file, encoding: file.encoding ?? undefined })),
        replyTo: email.replyTo ?? undefined,
        html: email.html ?? undefined,
        signal,
      });
    },
    close: () => transport.close(),
  };
}
