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
  // the creator's own zone, as a place and its offset (Chromium's ICU still names it by its old IANA alias)
  await expect(page.getByLabel("Time zone")).toHaveValue(/^Asia\/(Kolkata|Calcutta)$/);
  await expect(
    page.getByText(/^Times in (Kolkata|Calcutta), GMT\+5:30 \(India Standard Time\)$/),
  ).toBeVisible();
  await page.getByRole("radio", { name: "30 min" }).check();
  // the month, its days with free times marked; the first of them is chosen, its times beside it
  const month = page.getByRole("grid");
  const freeDays = month.getByRole("button", { name: /\d+ free times?$/ });
  await expect(freeDays.first()).toBeVisible();
  // the manager opens their weekends: the open calendar marks more days without a reload
  const weekdaysOnly = await freeDays.count();
  const more = await managerApi.put("/api/me/availability", { data: hours(true) });
  expect(more.ok(), await more.text()).toBe(true);
  await expect.poll(() => freeDays.count()).toBeGreaterThan(weekdaysOnly);
  const times = page.getByRole("list", { name: /^Free times on / });
  const first = times.getByRole("button").first();
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
  await expect(times.getByRole("button", { name: picked })).toHaveCount(0);
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

  // the creator moves it to another time
  const before = await row.getByRole("time").textContent();
  const bossBefore = await bossRow.getByRole("time").first().textContent();
  await row.getByRole("button", { name: `Reschedule: ${topic}` }).click();
  const move = page.getByRole("dialog", { name: "Reschedule the meeting" });
  // the same picker: the last day marked free this month, its last time
  await move
    .getByRole("grid")
    .getByRole("button", { name: /\d+ free times?$/ })
    .last()
    .click();
  await move
    .getByRole("list", { name: /^Free times on / })
    .getByRole("button")
    .last()
    .click();
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

for (const width of [375, 1280]) {
  test(`the booking calendar at ${width} px: a month of marked days fits the screen, arrow keys move in it, and the zone can change`, async ({
    page,
  }) => {
    const managerName = `Mia Month ${Date.now()}`;
    const manager = await createStaffUser("manager", managerName);
    const creator = await signUpCreator();
    const managerApi = await apiAs(manager);
    expect((await managerApi.put("/api/me/availability", { data: hours(true) })).ok()).toBe(true);
    await managerApi.dispose();
    await page.setViewportSize({ width, height: width < 640 ? 740 : 800 });
    await signIn(page, creator, "/creator-dashboard/talent-management");
    await page.getByLabel("Manager", { exact: true }).selectOption({ label: managerName });
    const month = page.getByRole("grid");
    const chosen = month.getByRole("button", { pressed: true });
    await expect(chosen).toHaveAccessibleName(/free times?$/);
    const times = page.getByRole("list", { name: /^Free times on / });
    await expect(times.getByRole("button").first()).toBeVisible();

    // every day and one day's times in one screen: the calendar and the day's times, not 161 buttons
    const calendar = await month.boundingBox();
    const list = await times.boundingBox();
    expect(calendar!.height).toBeLessThan(400);
    expect(list!.y + list!.height - calendar!.y).toBeLessThan(width < 640 ? 740 : 600);

    // one tab stop; the arrows walk the days, Page Down a month, Enter chooses
    const days = month.getByRole("button");
    await expect(month.locator('button[tabindex="0"]')).toHaveCount(1);
    await chosen.focus();
    const start = (await chosen.getAttribute("data-day"))!;
    await page.keyboard.press("ArrowRight");
    const next = month.locator('button[tabindex="0"]');
    await expect(next).toBeFocused();
    expect(await next.getAttribute("data-day")).not.toBe(start);
    await page.keyboard.press("ArrowLeft");
    await expect(month.locator(`[data-day="${start}"]`)).toBeFocused();
    await page.keyboard.press("ArrowDown");
    await expect(page.locator(":focus")).toHaveAttribute("data-day", /\d{4}-\d{2}-\d{2}/);
    const weekLater = (await page.locator(":focus").getAttribute("data-day"))!;
    expect(new Date(weekLater).getTime() - new Date(start).getTime()).toBe(7 * 86_400_000);
    await page.keyboard.press("Enter");
    await expect(month.getByRole("button", { pressed: true })).toHaveAttribute("data-day", weekLater);
    expect(await days.count()).toBeGreaterThan(0);

    // the zone, as a place and its offset, changed: the times read in Berlin
    const firstTime = times.getByRole("button").first();
    await expect(firstTime).toHaveAccessibleName(/GMT\+5:30/);
    await page.getByLabel("Time zone").selectOption("Europe/Berlin");
    await expect(page.getByText(/^Times in Berlin, GMT\+[12] \(Central European Time\)$/)).toBeVisible();
    await expect(times.getByRole("button").first()).toHaveAccessibleName(/GMT\+[12],/);
    await times.getByRole("button").first().click();
    const confirm = page.getByRole("dialog", { name: "Book this meeting" });
    await expect(confirm).toContainText(/GMT\+[12],/);
    await confirm.getByLabel("Topic").fill("A Berlin time");
    await confirm.getByRole("button", { name: "Book meeting" }).click();
    await expect(toast(page)).toContainText("Your meeting is booked.");
    expect(await seriousViolations(page)).toEqual([]);
  });
}
