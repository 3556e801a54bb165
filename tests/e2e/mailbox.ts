import { appendFileSync, readFileSync, rmSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { expect } from "@playwright/test";
import { type ReceivedMail, startTestSmtpServer } from "../../src/server/testing/smtp";

/*
 * The mail the e2e server sends (playwright.config.ts: SMTP_URL), caught by one real SMTP server for the
 * whole run (global-setup.ts) and kept as lines of JSON in a file that every worker reads: a story that
 * follows an emailed link finds it here, whichever worker it runs on.
 */

const port = Number(process.env.E2E_PORT ?? 4173);
const file = path.join(os.tmpdir(), `creatordesk-e2e-mail-${port}.jsonl`);

/** Starts the catcher on the port the server sends to; returns its stop. */
export async function startMailCatcher() {
  rmSync(file, { force: true });
  const smtp = await startTestSmtpServer(port + 2000, (mail) =>
    appendFileSync(file, `${JSON.stringify(mail)}\n`),
  );
  return smtp.close;
}

/** Every mail caught so far in this run. */
export function caughtMail(): ReceivedMail[] {
  try {
    return readFileSync(file, "utf8")
      .split("\n")
      .filter(Boolean)
      .map((line) => JSON.parse(line) as ReceivedMail);
  } catch {
    return [];
  }
}

/** The mails to `address` so far, oldest first. */
const mailTo = (address: string) => caughtMail().filter((m) => m.to.includes(address));

/** Waits for the `nth` (1-based) mail to `address` and answers it. */
export async function waitForMail(address: string, nth = 1): Promise<ReceivedMail> {
  await expect.poll(() => mailTo(address).length, { timeout: 15_000 }).toBeGreaterThanOrEqual(nth);
  return mailTo(address)[nth - 1]!;
}

/** A quoted-printable mail body as a person reads it. */
export const readable = (body: string) =>
  body
    .replace(/=\r?\n/g, "")
    .replace(/=([0-9A-F]{2})/g, (_, hex) => String.fromCharCode(Number.parseInt(hex, 16)));
