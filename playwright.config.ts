import { execFileSync } from "node:child_process";
import os from "node:os";
import path from "node:path";
import { defineConfig, devices } from "@playwright/test";

/**
 * Debian's Chromium, never a downloaded browser: CHROMIUM_PATH, else `chromium-headless-shell` (Debian's build of
 * the headless shell that Playwright itself runs headless tests in: no browser UI, about half the CPU a test),
 * else `chromium` (the full browser, in its new headless mode). ADR 028.
 */
function chromiumPath() {
  if (process.env.CHROMIUM_PATH) return process.env.CHROMIUM_PATH;
  for (const name of ["chromium-headless-shell", "chromium"]) {
    try {
      return execFileSync("which", [name], { encoding: "utf8" }).trim();
    } catch {
      // not installed: the next one
    }
  }
  throw new Error(
    "Chromium not found: install Debian's chromium-headless-shell or chromium, or set CHROMIUM_PATH",
  );
}

const port = Number(process.env.E2E_PORT ?? 4173);
export const baseURL = `http://localhost:${port}`;
// Outside test-results/, which Playwright empties at the start of every run (another run's server may use it).
const dataDir = path.join(os.tmpdir(), `creatordesk-e2e-data-${port}`);
process.env.E2E_DATA_DIR = dataDir;

export default defineConfig({
  testDir: "tests/e2e",
  // one SMTP server catches the server's mail for the whole run (tests/e2e/mailbox.ts)
  globalSetup: "./tests/e2e/global-setup.ts",
  outputDir: `test-results/playwright-${port}`,
  fullyParallel: true,
  workers: 2,
  // Playwright's own timeouts (30 s a test, 5 s an expect): a test that needs more waits on the wrong signal, or
  // does too much; the few exceptions say why next to them (ADR 028)
  // No retries: a test that passes only on a second try is a failure to look into, not a pass.
  retries: 0,
  forbidOnly: !!process.env.CI,
  reporter: "list",
  use: {
    baseURL,
    // no trace: recording one for every test (to keep the failed ones') took a sixth of the run's time, the DOM
    // snapshots of each action (layout, admin and chat specs, two workers: 114 s with, 96 s without; ADR 086).
    // To read a failure step by step, run it again with `--trace retain-on-failure`
    trace: "off",
    // as people who ask their system for less motion: no animation runs while a test waits (ADR 028)
    reducedMotion: "reduce",
    launchOptions: {
      executablePath: chromiumPath(),
      args: [
        "--no-sandbox",
        "--disable-gpu",
        "--disable-background-networking",
        "--disable-component-update",
        "--disable-sync",
      ],
    },
  },
  projects: [{ name: "chromium", use: { ...devices["Desktop Chrome"], channel: undefined } }],
  // the product as it ships: `npm start` (src/server/launch.ts: the heap cap, NODE_ENV=production; it builds
  // first only when the build is missing or older than its sources), on its embedded database
  webServer: {
    command: `rm -rf ${dataDir} && npm start`,
    url: `${baseURL}/api/health`,
    reuseExistingServer: false,
    // npm start builds first when the build is missing or stale (a few minutes on a busy two-core machine)
    timeout: 300_000,
    env: {
      PORT: String(port),
      DATA_DIR: dataDir,
      BUILD_DIR: process.env.BUILD_DIR ?? "build",
      PUBLIC_URL: baseURL,
      AUTH_SECRET: "e2e-secret-e2e-secret-e2e-secret-012345",
      LOG_LEVEL: "warn",
      E2E: "true",
      // every e2e test signs in from 127.0.0.1; the per-IP sign-in limit (5/min) is covered by Vitest instead
      AUTH_RATE_LIMIT: "1000",
      // likewise every visitor's chat starts from 127.0.0.1; the per-IP limit is covered by Vitest
      CHAT_SESSION_RATE_LIMIT: "1000",
      // and every contact message (several specs send some; the per-IP limit is covered by Vitest)
      CONTACT_RATE_LIMIT: "1000",
      // issue 21: mail goes to the SMTP server the run starts (tests/e2e/global-setup.ts), which keeps each
      // message for the stories that follow an emailed link (tests/e2e/mailbox.ts)
      SMTP_URL: `smtp://127.0.0.1:${port + 2000}`,
    },
  },
});
