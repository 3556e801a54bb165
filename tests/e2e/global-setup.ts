import { startMailCatcher } from "./mailbox";

/* Before the browser suite: the one SMTP server the e2e server sends to, for the whole run (mailbox.ts). */
export default async function globalSetup() {
  return startMailCatcher();
}
