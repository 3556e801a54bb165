import { expect, type Page, test } from "@playwright/test";
import { signIn, signInWithForm, signUpCreator } from "./fixtures";
import { gotoHydrated, waitForHydration } from "./public-pages";

/*
 * Code that loads on demand can fail to arrive: a tab left open across a deploy asks for files that are gone,
 * or the connection drops. The app retries, reloads once to the current build, and otherwise says so with a
 * Reload button; never a blank page or the framework's 'Application Error'.
 */

const chunk = (name: string) => new RegExp(`/assets/${name}-[\\w-]+\\.js$`);

/** Counts full page loads, and marks the current document so a reload can be told from a client navigation. */
async function watchLoads(page: Page) {
  let loads = 0;
  page.on("load", () => loads++);
  await page.evaluate(() => {
    (window as { sameDocument?: boolean }).sameDocument = true;
  });
  return {
    loads: () => loads,
    sameDocument: () => page.evaluate(() => (window as { sameDocument?: boolean }).sameDocument === true),
  };
}

test("a page's code that fails to download once: one reload, to the page the user was going to", async ({
  page,
}) => {
  await gotoHydrated(page, "/");
  let attempts = 0;
  await page.route(chunk("about"), (route) => (++attempts === 1 ? route.abort() : route.fallback()));
  const watch = await watchLoads(page);
  await page.getByRole("navigation", { name: "Main" }).getByRole("link", { name: "About Us" }).click();
  await expect(
    page.getByRole("heading", { level: 1, name: "Built for Creators, by Creators" }),
  ).toBeVisible();
  await expect(page).toHaveURL(/\/about$/);
  // the prerendered page reads before its code arrives: wait until it has started
  await waitForHydration(page);
  expect(attempts).toBe(2);
  // React Router reloads the page it was on; the app then goes on to About (lib/route-load-recovery.ts)
  expect(await watch.sameDocument()).toBe(false);
  expect(watch.loads()).toBe(2);
  await expect(page.getByText("Application Error")).toHaveCount(0);
  await expect(page.getByRole("alert").filter({ hasText: "could not" })).toHaveCount(0);
});

test("a page's code gone after a deploy: one reload to that page, then a friendly message with Reload", async ({
  page,
}) => {
  await signIn(page, await signUpCreator());
  let attempts = 0;
  await page.route(chunk("settings"), (route) => {
    attempts++;
    return route.fulfill({ status: 404, body: "Not found" });
  });
  const watch = await watchLoads(page);
  await page.getByRole("link", { name: "Settings" }).click();

  const alert = page.getByRole("alert").filter({ hasText: "This page could not be loaded" });
  await expect(alert).toBeVisible({ timeout: 15_000 }); // three page loads, one after another
  await expect(page).toHaveURL(/\/creator-dashboard\/settings$/); // reloaded to where the user was going
  expect(await watch.sameDocument()).toBe(false);
  // React Router's reload of the dashboard, ours to Settings, React Router's there; then no more (no loop)
  expect(watch.loads()).toBe(3);
  expect(attempts).toBe(2); // once before the reload to Settings, once after
  await expect(page.getByText("Application Error")).toHaveCount(0);

  // once the file can be reached again, Reload brings the page
  await page.unroute(chunk("settings"));
  await alert.getByRole("button", { name: "Reload" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Settings" })).toBeVisible();
});

test("a public page whose code cannot load still reads, reloads once, then offers Reload", async ({
  page,
}) => {
  let attempts = 0;
  await page.route(chunk("about"), (route) => {
    attempts++;
    return route.abort();
  });
  await page.goto("/about");
  const notice = page.getByRole("alert").filter({ hasText: "This page could not finish loading" });
  await expect(notice).toBeVisible();
  await expect(notice.getByRole("button", { name: "Reload" })).toBeVisible();
  // the prerendered page stays readable underneath
  await expect(
    page.getByRole("heading", { level: 1, name: "Built for Creators, by Creators" }),
  ).toBeVisible();
  expect(attempts).toBeGreaterThanOrEqual(2); // the first load and the one reload
});

test("when the toasts' code cannot load, the message still shows and the page stays", async ({ page }) => {
  await page.route(chunk("toaster"), (route) => route.abort());
  const user = await signUpCreator();
  await signInWithForm(page, { ...user, password: "not-the-password" });
  const notifications = page.getByRole("region", { name: "Notifications" });
  await expect(notifications).toContainText("Login Failed");
  await expect(page.getByRole("tab", { name: "Login" })).toBeVisible();
  await expect(page.getByText("Application Error")).toHaveCount(0);
});
