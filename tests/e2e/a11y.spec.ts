import { expect, test } from "@playwright/test";
import { seriousViolations } from "./fixtures";
import { signInAsSeededUser } from "./long-content";
import { gotoHydrated, publicPages } from "./public-pages";

const viewports = [
  { name: "desktop", width: 1280, height: 800 },
  { name: "375 px", width: 375, height: 740 },
];

const pages = [...publicPages.map((p) => p.path), "/no-such-page"];

for (const viewport of viewports) {
  for (const path of pages) {
    test(`${path} has no serious accessibility violation (${viewport.name})`, async ({ page }) => {
      await page.setViewportSize({ width: viewport.width, height: viewport.height });
      await gotoHydrated(page, path);
      expect(await seriousViolations(page)).toEqual([]);
    });
  }
}

test("the open mobile menu and an open FAQ answer have no serious violation", async ({ page }) => {
  await page.setViewportSize({ width: 375, height: 740 });
  await gotoHydrated(page, "/about");
  await page.getByRole("button", { name: "Open menu" }).click();
  await page.getByText("How much do your services cost?").click();
  await expect(page.getByText(/Pricing is tailored/)).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);
});

test("the open notification menu has no serious violation, and 'Mark all read' is one of its items", async ({
  page,
}) => {
  await signInAsSeededUser(page, "creator");
  await page.goto("/creator-dashboard");
  await page.getByRole("button", { name: /^Notifications, \d+ unread$/ }).click();
  const markAll = page.getByRole("menu").getByRole("menuitem", { name: "Mark all read" });
  await expect(markAll).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);
  await markAll.click();
  await expect(page.getByRole("button", { name: "Notifications", exact: true })).toBeVisible();
});
