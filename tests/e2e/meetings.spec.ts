import { readFile } from "node:fs/promises";
import { expect, test } from "@playwright/test";
import ICAL from "ical.js";
import { createStaffUser, seriousViolations, signIn, signUpCreator, toast } from "./fixtures";

test.use({ timezoneId: "America/New_York" });

test("a creator requests a meeting, a manager schedules it, the creator hears of it live and adds it to a calendar", async ({
  browser,
  page,
}) => {
  const manager = await createStaffUser("manager", "Max Manager");
  const creator = await signUpCreator("Cora Creator");
  await signIn(page, creator, "/creator-dashboard/talent-management");
  const form = page.getByRole("form", { name: "Request a meeting" });
  await form.getByRole("button", { name: "Request meeting" }).click();
  await expect(form.getByText("Topic is required")).toBeVisible();

  const topic = `Channel strategy ${Date.now()}`;
  await form.getByLabel("Topic").fill(topic);
  await form.getByLabel("Notes").fill("Growth plans for next year");
  await expect(form.getByText("In your time zone, America/New_York.")).toBeVisible();
  await form.getByRole("button", { name: "Request meeting" }).click();
  await expect(toast(page)).toContainText("Your meeting request has been sent.");
  // beside the form the list is too narrow for a table: a card a meeting
  const mine = page.getByRole("list", { name: "My appointments" });
  const row = mine.getByRole("listitem").filter({ hasText: topic });
  await expect(row).toContainText("Pending");
  await expect(page.getByRole("button", { name: "Notifications", exact: true })).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);

  // the manager, elsewhere and in another time zone, schedules it
  const managerContext = await browser.newContext({ timezoneId: "Europe/Berlin" });
  const boss = await managerContext.newPage();
  await signIn(boss, manager);
  // told of the new request
  await expect(boss.getByRole("button", { name: /Notifications, \d+ unread/ })).toBeVisible();
  await boss.goto("/talent-dashboard/appointment-dashboard");
  await boss.getByRole("button", { name: `Manage: ${topic}` }).click();
  const dialog = boss.getByRole("dialog", { name: "Manage appointment" });
  await dialog.getByLabel("Status").selectOption("Scheduled");
  await dialog.getByLabel("Scheduled time").fill("2026-12-24T15:30");
  await dialog.getByLabel("Meeting link").fill("https://meet.example.com/cora");
  await dialog.getByRole("button", { name: "Save" }).click();
  await expect(toast(boss)).toContainText("Appointment updated.");
  await expect(
    boss.getByRole("table", { name: "Appointments" }).getByRole("row").filter({ hasText: topic }),
  ).toContainText("Scheduled");

  // the creator's bell and list change without a reload; the time is in the creator's zone, named
  const bell = page.getByRole("button", { name: "Notifications, 1 unread" });
  await expect(bell).toBeVisible();
  await expect(row).toContainText("Scheduled");
  await expect(row).toContainText("Dec 24, 2026, 9:30 AM EST");
  await bell.click();
  await expect(
    page.getByRole("menuitem", { name: new RegExp(`Your meeting is scheduled: ${topic}`) }),
  ).toBeVisible();
  await page.getByRole("menuitem", { name: new RegExp(`Your meeting is scheduled: ${topic}`) }).click();
  await expect(page.getByRole("button", { name: "Notifications", exact: true })).toBeVisible();

  // the timeline of the details dialog
  await row.getByRole("button", { name: topic }).click();
  const details = page.getByRole("dialog", { name: topic });
  await expect(details.getByRole("list", { name: "History" })).toContainText(
    "Max Manager changed the status",
  );
  await expect(details.getByRole("list", { name: "History" })).toContainText("Scheduled");
  await page.keyboard.press("Escape");

  // Add to calendar: an .ics an independent parser reads back
  const downloading = page.waitForEvent("download");
  await row.getByRole("link", { name: `Add to calendar: ${topic}` }).click();
  const file = await (await downloading).path();
  const calendar = new ICAL.Component(ICAL.parse(await readFile(file, "utf8")));
  const event = new ICAL.Event(calendar.getFirstSubcomponent("vevent")!);
  expect(calendar.getFirstPropertyValue("method")).toBe("REQUEST");
  expect(event.startDate.toJSDate().toISOString()).toBe("2026-12-24T14:30:00.000Z");
  expect(event.location).toBe("https://meet.example.com/cora");
  expect(event.uid).toMatch(/^appointment-.+@creatordesk$/);
  expect(event.sequence).toBe(1);
  await managerContext.close();
});

test("a creator cancels a Pending request", async ({ page }) => {
  const creator = await signUpCreator();
  await signIn(page, creator, "/creator-dashboard/talent-management");
  const topic = `Quick question ${Date.now()}`;
  const form = page.getByRole("form", { name: "Request a meeting" });
  await form.getByLabel("Topic").fill(topic);
  await form.getByRole("button", { name: "Request meeting" }).click();
  const row = page
    .getByRole("list", { name: "My appointments" })
    .getByRole("listitem")
    .filter({ hasText: topic });
  await row.getByRole("button", { name: `Cancel request: ${topic}` }).click();
  await page.getByRole("alertdialog").getByRole("button", { name: "Cancel request" }).click();
  await expect(toast(page)).toContainText("Appointment request has been cancelled.");
  await expect(row).toHaveCount(0);
});

test("managers see what waits for them on the Talent Dashboard", async ({ page }) => {
  const manager = await createStaffUser("manager");
  await signIn(page, manager, "/talent-dashboard");
  const counts = page.getByRole("list", { name: "Waiting for you" });
  await expect(counts.getByRole("link", { name: /Pending meetings/ })).toHaveAttribute(
    "href",
    "/talent-dashboard/appointment-dashboard?status=Pending",
  );
  await counts.getByRole("link", { name: /Pending meetings/ }).click();
  await expect(page).toHaveURL(/appointment-dashboard\?status=Pending/);
  await expect(page.getByLabel("Status")).toHaveValue("Pending");
});
