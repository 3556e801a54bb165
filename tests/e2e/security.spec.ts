import { expect, type Page, test } from "@playwright/test";
import { signIn, signUpCreator, waitForHydration } from "./fixtures";
import { publicPages } from "./public-pages";

/** Collects every Content-Security-Policy violation the page reports (and the console's CSP errors). */
function cspViolations(page: Page) {
  const violations: string[] = [];
  page.on("console", (message) => {
    if (message.type() === "error" && /Content Security Policy/i.test(message.text()))
      violations.push(message.text());
  });
  return {
    violations,
    /** Installs a listener in the page for securitypolicyviolation events (before any script runs). */
    async listen() {
      await page.addInitScript(() => {
        document.addEventListener("securitypolicyviolation", (event) => {
          console.error(`Content Security Policy violation: ${event.violatedDirective} ${event.blockedURI}`);
        });
      });
    },
  };
}

test("every public page carries a strict CSP and hydrates without a violation", async ({ page }) => {
  const csp = cspViolations(page);
  await csp.listen();
  for (const { path, heading } of publicPages) {
    const response = await page.goto(path);
    const policy = response?.headers()["content-security-policy"] ?? "";
    expect(policy, path).toContain("script-src 'self' 'sha256-");
    expect(policy, path).not.toMatch(/script-src[^;]*'unsafe-inline'/);
    for (const directive of ["object-src 'none'", "base-uri 'none'", "frame-ancestors 'none'"]) {
      expect(policy, path).toContain(directive);
    }
    await waitForHydration(page);
    await expect(page.getByRole("heading", { level: 1, name: heading })).toBeVisible();
  }
  // the widget's lazily loaded code and the login page are covered too
  await page.goto("/login");
  await waitForHydration(page);
  await expect(page.getByRole("tab", { name: "Login" })).toBeVisible();
  expect(csp.violations).toEqual([]);
});

test("the dashboards load under the SPA fallback's CSP without a violation", async ({ page }) => {
  const csp = cspViolations(page);
  await csp.listen();
  const creator = await signUpCreator();
  await signIn(page, creator);
  await expect(page.getByRole("heading", { level: 1, name: /Welcome Back/ })).toBeVisible();
  const response = await page.goto("/creator-dashboard/settings");
  expect(response?.headers()["content-security-policy"]).toContain("script-src 'self' 'sha256-");
  await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
  expect(csp.violations).toEqual([]);
});

test("an unknown path under a dashboard also answers 404", async ({ request }) => {
  const response = await request.get("/creator-dashboard/no-such-screen");
  expect(response.status()).toBe(404);
  expect(await response.text()).toContain("<title>CreatorDesk</title>");
  expect((await request.get("/creator-dashboard/settings")).status()).toBe(200);
});

test("signing in works on 127.0.0.1 as well as on the configured address", async ({ page, baseURL }) => {
  const creator = await signUpCreator();
  const other = (baseURL ?? "").replace("localhost", "127.0.0.1");
  await page.goto(`${other}/login`);
  await waitForHydration(page);
  await page.getByRole("tab", { name: "Login" }).click();
  await page.getByLabel("Email").fill(creator.email);
  await page.getByLabel("Password").fill(creator.password);
  await page.getByRole("button", { name: "Login", exact: true }).click();
  await expect(page).toHaveURL(`${other}/creator-dashboard`);
  await expect(page.getByRole("heading", { level: 1, name: /Welcome Back/ })).toBeVisible();
});

// Before (or without) the scripts: no-script.spec.ts.
