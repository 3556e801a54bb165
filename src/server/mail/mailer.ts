import nodemailer from "nodemailer";

export interface OutgoingEmail {
  to: string;
  subject: string;
  text: string;
  replyTo?: string | null;
}

/** Sends one email now, or throws. `configured` is false when there is no SMTP server to send through. */
export interface Mailer {
  configured: boolean;
  send(email: OutgoingEmail): Promise<void>;
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
  // Timeouts and TLS options can be given in the URL's query (nodemailer reads them there).
  const transport = nodemailer.createTransport(smtpUrl);
  return {
    configured: true,
    async send(email) {
      await transport.sendMail({ from, ...email, replyTo: email.replyTo ?? undefined });
    },
    close: () => transport.close(),
  };
}
