import { expect, test } from "@playwright/test";
import { seriousViolations, signIn, signUpCreator, toast } from "./fixtures";

/* Issue 20, item 5: the private calendar feed in Settings. */

test("Settings shows the calendar address; regenerating after confirming replaces it and the old one stops", async ({
  page,
  request,
}) => {
  const creator = await signUpCreator();
  await signIn(page, creator, "/creator-dashboard/settings");
  const address = page.getByLabel("Subscription address");
  await expect(address).toHaveValue(/^http:\/\/localhost:\d+\/api\/calendar\/[\w-]{43}\.ics$/);
  const old = await address.inputValue();
  const webcal = old.replace(/^http:/, "webcal:");
  await expect(page.getByRole("link", { name: "Add to Apple Calendar" })).toHaveAttribute("href", webcal);
  await expect(page.getByRole("link", { name: "Add to Google Calendar" })).toHaveAttribute(
    "href",
    `https://calendar.google.com/calendar/r?cid=${encodeURIComponent(webcal)}`,
  );
  await expect(page.getByRole("link", { name: "Add to Outlook" })).toHaveAttribute(
    "href",
    /^https:\/\/outlook\.live\.com\/calendar\/0\/addfromweb\?url=http/,
  );
  expect(await seriousViolations(page)).toEqual([]);
  const before = await request.get(old);
  expect(before.status()).toBe(200);
  expect(await before.text()).toContain("BEGIN:VCALENDAR");

  // the question first; Cancel keeps the address
  await page.getByRole("button", { name: "Regenerate address" }).click();
  const dialog = page.getByRole("alertdialog", { name: "Make a new calendar address?" });
  await expect(dialog).toContainText("The old address stops working at once");
  await dialog.getByRole("button", { name: "Cancel" }).click();
  await expect(address).toHaveValue(old);

  await page.getByRole("button", { name: "Regenerate address" }).click();
  await dialog.getByRole("button", { name: "Regenerate" }).click();
  await expect(toast(page)).toContainText("New calendar address");
  await expect(address).not.toHaveValue(old);
  const fresh = await address.inputValue();
  expect((await request.get(old)).status()).toBe(404);
  const now = await request.get(fresh);
  expect(now.status()).toBe(200);
  expect(now.headers()["content-type"]).toBe("text/calendar; charset=utf-8");
  expect(await now.text()).toContain("BEGIN:VCALENDAR");
  // after a reload the same new address is shown, to copy again
  await page.reload();
  await expect(page.getByLabel("Subscription address")).toHaveValue(fresh);
});
