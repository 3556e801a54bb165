import { expect, test } from "@playwright/test";
import { createStaffUser, seriousViolations, signIn, signUpCreator, toast } from "./fixtures";

// the creator's browser runs in India; the manager's in Berlin
test.use({ timezoneId: "Asia/Kolkata" });

test("a creator in another time zone books a free slot, the manager sees it live, the creator moves it", async ({
  browser,
  page,
}) => {
  const managerName = `Max Booker ${Date.now()}`;
  const manager = await createStaffUser("manager", managerName);
  const creator = await signUpCreator("Cora Creator");

  // the manager's appointment dashboard is open before anything is booked
  const managerContext = await browser.newContext({ timezoneId: "Europe/Berlin" });
  const boss = await managerContext.newPage();
  await signIn(boss, manager, "/talent-dashboard/appointment-dashboard");
  await expect(boss.getByRole("heading", { name: "Appointments" })).toBeVisible();

  await signIn(page, creator, "/creator-dashboard/talent-management");
  // no talent manager yet: the creator chooses whom to meet
  await page.getByLabel("Manager", { exact: true }).selectOption({ label: managerName });
  // Chromium's ICU still names the zone by its old IANA alias
  await expect(page.getByText(/^Times in Asia\/(Kolkata|Calcutta)$/)).toBeVisible();
  await page.getByRole("radio", { name: "30 min" }).check();
  // next week: clear of the notice whatever the day today
  await page.getByRole("button", { name: "Next week" }).click();
  const week = page.getByRole("list", { name: "Free times this week" });
  const first = week.getByRole("button").first();
  await expect(first).toBeVisible();
  const picked = (await first.getAttribute("aria-label"))!;
  expect(picked).toContain("GMT+5:30");
  await first.click();

  const confirm = page.getByRole("dialog", { name: "Book this meeting" });
  await confirm.getByRole("button", { name: "Book meeting" }).click();
  await expect(confirm.getByText("Topic is required")).toBeVisible();
  const topic = `Series plan ${Date.now()}`;
  await confirm.getByLabel("Topic").fill(topic);
  await confirm.getByLabel("Notes").fill("The next six videos");
  await confirm.getByRole("button", { name: "Book meeting" }).click();
  await expect(toast(page)).toContainText("Your meeting is booked.");
  await expect(confirm).toBeHidden();

  // in the creator's meetings at once, the end time and the zone named
  const row = page
    .getByRole("list", { name: "My appointments" })
    .getByRole("listitem")
    .filter({ hasText: topic });
  await expect(row).toContainText("Scheduled");
  await expect(row).toContainText(/GMT\+5:30/);
  await expect(row).toContainText("–");
  // the slot is not offered any more
  await expect(week.getByRole("button", { name: picked })).toHaveCount(0);
  expect(await seriousViolations(page)).toEqual([]);

  // the manager's dashboard shows it without a reload, in Berlin time
  const bossRow = boss
    .getByRole("table", { name: "Appointments" })
    .getByRole("row")
    .filter({ hasText: topic });
  await expect(bossRow).toContainText("Scheduled");
  await expect(bossRow).toContainText(/GMT\+1|GMT\+2/);
  await expect(bossRow.getByRole("button", { name: `Reschedule: ${topic}` })).toBeVisible();

  // the creator moves it to a time the week after
  const before = await row.getByRole("time").textContent();
  const bossBefore = await bossRow.getByRole("time").first().textContent();
  await row.getByRole("button", { name: `Reschedule: ${topic}` }).click();
  const move = page.getByRole("dialog", { name: "Reschedule the meeting" });
  await move.getByRole("button", { name: "Next week" }).click();
  await move.getByRole("button", { name: "Next week" }).click();
  await move.getByRole("list", { name: "Free times this week" }).getByRole("button").first().click();
  await expect(move.getByText(/New time: .*GMT\+5:30/)).toBeVisible();
  await move.getByRole("button", { name: "Move meeting" }).click();
  await expect(toast(page)).toContainText("The meeting has been moved.");
  await expect(row.getByRole("time")).not.toHaveText(before!);
  // and the manager sees the new time live
  await expect(bossRow.getByRole("time").first()).not.toHaveText(bossBefore!);
  await managerContext.close();
});
