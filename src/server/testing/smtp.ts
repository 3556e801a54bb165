import type { AddressInfo } from "node:net";
import { SMTPServer } from "smtp-server";

export interface ReceivedMail {
  from: string;
  to: string[];
  /** The message as the server got it: headers, a blank line, the body. */
  raw: string;
  body: string;
}

/**
 * A real SMTP server on a random local port, for tests of what the app actually sends. It accepts
 * every message, or refuses every recipient after `refuse(reason)` until `accept()`. `listenOn` 0 (the default)
 * is any free port; the browser tests give the one their server sends to (playwright.config.ts).
 */
export async function startTestSmtpServer(listenOn = 0, onReceived?: (mail: ReceivedMail) => void) {
  const received: ReceivedMail[] = [];
  let refusal: string | null = null;
  const server = new SMTPServer({
    disabledCommands: ["STARTTLS", "AUTH"],
    authOptional: true,
    logger: false,
    onRcptTo(_address, _session, callback) {
      if (!refusal) return callback();
      callback(Object.assign(new Error(refusal), { responseCode: 550 }));
    },
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on("data", (chunk: Buffer) => chunks.push(chunk));
      stream.on("end", () => {
        const raw = Buffer.concat(chunks).toString("utf8");
        const { mailFrom, rcptTo } = session.envelope;
        const mail = {
          from: mailFrom ? mailFrom.address : "",
          to: rcptTo.map((r) => r.address),
          raw,
          body: raw.slice(raw.indexOf("\r\n\r\n") + 4),
        };
        received.push(mail);
        onReceived?.(mail);
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(listenOn, "127.0.0.1", resolve));
  const { port } = server.server.address() as AddressInfo;
  return {
    url: `smtp://127.0.0.1:${port}`,
    received,
    refuse(reason: string) {
      refusal = reason;
    },
    accept() {
      refusal = null;
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

export type TestSmtpServer = Awaited<ReturnType<typeof startTestSmtpServer>>;
