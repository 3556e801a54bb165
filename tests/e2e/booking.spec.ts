import { expect, test } from "@playwright/test";
import {
  apiAs,
  createStaffUser,
  seriousViolations,
  signIn,
  signUpCreator,
  toast,
  waitForHydration,
} from "./fixtures";

// the creator's browser runs in India; the manager's in Berlin
test.use({ timezoneId: "Asia/Kolkata" });

/** Hours in Berlin: weekdays 9 to 17, and (`weekend`) Saturdays and Sundays too. */
const hours = (weekend: boolean) => ({
  timeZone: "Europe/Berlin",
  weekly: (weekend ? [0, 1, 2, 3, 4, 5, 6] : [1, 2, 3, 4, 5]).map((weekday) => ({
    weekday,
    start: "09:00",
    end: "17:00",
  })),
  overrides: [],
  lengths: [30, 60],
  bufferMinutes: 0,
  minNoticeMinutes: 240,
});

test("a manager sets hours; a creator in another time zone books, live on both sides and the roster, and moves it", async ({
  browser,
  page,
}) => {
  // a story in several steps, live between two browsers or through a walk at every width: 20-40 s alone on
  // the two-core machine, so three times Playwright's 30 s (ADR 028, "Stories")
  test.slow();
  const managerName = `Max Booker ${Date.now()}`;
  const manager = await createStaffUser("manager", managerName);
  const creator = await signUpCreator(`Cora Creator ${Date.now()}`);
  // the manager sets their hours (the settings page itself: availability.spec.ts)
  const managerApi = await apiAs(manager);
  const saved = await managerApi.put("/api/me/availability", { data: hours(false) });
  expect(saved.ok(), await saved.text()).toBe(true);

  // the manager's appointment dashboard is open before anything is booked
  const managerContext = await browser.newContext({ timezoneId: "Europe/Berlin" });
  const boss = await managerContext.newPage();
  await signIn(boss, manager, "/talent-dashboard/appointment-dashboard");
  await expect(boss.getByRole("heading", { name: "Appointments" })).toBeVisible();
  // and their roster, all creators, found by name: nothing open yet
  const roster = await managerContext.newPage();
  await roster.goto(`/talent-dashboard/creators?scope=all&q=${encodeURIComponent(creator.name)}`);
  await waitForHydration(roster);
  const rosterRow = roster.getByRole("row", { name: new RegExp(creator.name) });
  await expect(rosterRow).toContainText("Nothing open");

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
  // the manager opens their weekends: the open calendar offers more times without a reload
  const weekdaysOnly = await week.getByRole("button").count();
  const more = await managerApi.put("/api/me/availability", { data: hours(true) });
  expect(more.ok(), await more.text()).toBe(true);
  await expect.poll(() => week.getByRole("button").count()).toBeGreaterThan(weekdaysOnly);
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
  // and the roster shows the creator with their open meeting, live
  await expect(rosterRow).toContainText("1 meeting");
  await expect(rosterRow).not.toContainText("None yet");

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
  await expect(rosterRow).toContainText("1 meeting");
  await managerApi.dispose();
  await managerContext.close();
});
