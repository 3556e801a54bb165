import { expect, test } from "@playwright/test";
import { createStaffUser, problemsAtEveryWidth, seriousViolations, signIn, toast } from "./fixtures";

/* Issue 20, item 2: a manager sets their hours; the free slots creators book from follow them. */

const ZONE = "Asia/Kolkata";
const clock = new Intl.DateTimeFormat("en-US", {
  timeZone: ZONE,
  weekday: "short",
  year: "numeric",
  month: "2-digit",
  day: "2-digit",
  hour: "2-digit",
  minute: "2-digit",
  hourCycle: "h23",
});
/** The weekday, date (YYYY-MM-DD) and time (HH:MM) of an instant on the manager's clock. */
function onClock(iso: string) {
  const p = Object.fromEntries(clock.formatToParts(new Date(iso)).map((part) => [part.type, part.value]));
  return { weekday: p.weekday, date: `${p.year}-${p.month}-${p.day}`, time: `${p.hour}:${p.minute}` };
}

test("a manager sets two ranges on Monday, a day off and the lengths; the slots follow them", async ({
  page,
}) => {
  const manager = await createStaffUser("manager", "Mina Hours");
  await signIn(page, manager, "/talent-dashboard");
  await page.getByRole("main").getByRole("link", { name: "Availability" }).click();
  await expect(page.getByRole("heading", { name: "Availability", level: 1 })).toBeVisible();
  const form = page.getByRole("form", { name: "Availability" });
  await expect(page.getByText("Creators see your free times in their own time zone.")).toBeVisible();
  // nothing saved yet: the agency's usual hours, Monday to Friday
  await expect(form.getByLabel("Monday hours 1 from")).toHaveValue("09:00");
  await expect(form.getByRole("region", { name: "Sunday" }).getByText("Unavailable")).toBeVisible();

  // India's zone, by the name this browser lists it under (Asia/Calcutta in Chromium, Asia/Kolkata in others)
  const zone = await form
    .getByLabel("Time zone")
    .evaluate((select: HTMLSelectElement) =>
      [...select.options].map((o) => o.value).find((v) => v === "Asia/Kolkata" || v === "Asia/Calcutta"),
    );
  await form.getByLabel("Time zone").selectOption(zone!);
  await form.getByLabel("Monday hours 1 to").fill("12:00");
  await form.getByRole("button", { name: "Add hours on Monday" }).click();
  await expect(form.getByLabel("Monday hours 2 from")).toHaveValue("13:00");
  await form.getByLabel("Monday hours 2 to").fill("16:00");

  // a day off: the next Wednesday at least two days ahead, on the manager's clock
  let day = Date.now() + 2 * 86_400_000;
  while (onClock(new Date(day).toISOString()).weekday !== "Wed") day += 86_400_000;
  const dayOff = onClock(new Date(day).toISOString()).date;
  await form.getByRole("button", { name: "Add a date" }).click();
  await form.getByLabel("Date 1").fill(dayOff);
  await expect(form.getByText("Day off: no meetings")).toBeVisible();

  // lengths by keyboard: 30 off, 45 on
  await form.getByLabel("30 minutes").focus();
  await page.keyboard.press("Space");
  await form.getByLabel("45 minutes").focus();
  await page.keyboard.press("Space");
  await form.getByLabel("Minimum notice").selectOption({ label: "1 hour" });

  // overlapping ranges are refused by the shared schema before anything is sent
  await form.getByLabel("Monday hours 2 from").fill("11:00");
  await form.getByRole("button", { name: "Save" }).click();
  await expect(form.getByText("The ranges on Monday overlap: make them apart")).toBeVisible();
  await form.getByLabel("Monday hours 2 from").fill("13:00");
  await form.getByRole("button", { name: "Save" }).click();
  await expect(toast(page)).toContainText("Availability saved");
  expect(await seriousViolations(page)).toEqual([]);

  await page.reload();
  await expect(form.getByLabel("Time zone")).toHaveValue(zone!);
  await expect(form.getByLabel("Monday hours 1 from")).toHaveValue("09:00");
  await expect(form.getByLabel("Monday hours 1 to")).toHaveValue("12:00");
  await expect(form.getByLabel("Monday hours 2 from")).toHaveValue("13:00");
  await expect(form.getByLabel("Monday hours 2 to")).toHaveValue("16:00");
  await expect(form.getByLabel("Date 1")).toHaveValue(dayOff);
  await expect(form.getByLabel("30 minutes")).not.toBeChecked();
  await expect(form.getByLabel("45 minutes")).toBeChecked();
  await expect(form.getByLabel("60 minutes")).toBeChecked();
  expect(await problemsAtEveryWidth(page, [320, 768, 1280])).toEqual({});

  // the free slots, as a creator's booking page would read them
  const me = await (await page.request.get("/api/me/profile")).json();
  const from = new Date();
  const to = new Date(from.getTime() + 14 * 86_400_000);
  const res = await page.request.get(
    `/api/managers/${me.id}/slots?from=${from.toISOString()}&to=${to.toISOString()}&length=45`,
  );
  expect(res.ok(), await res.text()).toBe(true);
  const body = await res.json();
  expect(body).toMatchObject({ timeZone: zone, lengths: [45, 60], length: 45 });
  const slots = (body.slots as { start: string; end: string }[]).map((s) => ({
    start: onClock(s.start),
    end: onClock(s.end),
  }));
  expect(slots.some((s) => s.start.weekday === "Mon")).toBe(true);
  for (const { start, end } of slots) {
    expect(["Mon", "Tue", "Wed", "Thu", "Fri"]).toContain(start.weekday);
    expect(start.date).not.toBe(dayOff);
    const inside =
      start.weekday === "Mon"
        ? (start.time >= "09:00" && end.time <= "12:00") || (start.time >= "13:00" && end.time <= "16:00")
        : start.time >= "09:00" && end.time <= "17:00";
    expect(inside, `${start.weekday} ${start.time} to ${end.time}`).toBe(true);
  }
});

test("on a phone the availability form's Save stays on screen, from the top of the form to its end", async ({
  page,
}) => {
  await page.setViewportSize({ width: 375, height: 740 });
  const manager = await createStaffUser("manager", "Pia Phone");
  await signIn(page, manager, "/talent-dashboard/availability");
  const form = page.getByRole("form", { name: "Availability" });
  await expect(form.getByLabel("Monday hours 1 from")).toHaveValue("09:00");
  const save = form.getByRole("button", { name: "Save" });
  await expect(save).toHaveCount(1);
  await expect(save).toBeInViewport();
  // far down the form, at the meeting lengths: still in reach, and nothing of the form lies under it
  const lengths = form.getByRole("checkbox", { name: "60 minutes" });
  await lengths.scrollIntoViewIfNeeded();
  await expect(save).toBeInViewport();
  await lengths.check();
  await save.click();
  await expect(toast(page)).toContainText("Availability saved: creators book from these hours.");
  expect(await seriousViolations(page)).toEqual([]);
});
