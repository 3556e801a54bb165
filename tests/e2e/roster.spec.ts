import { type Browser, expect, request, test } from "@playwright/test";
import {
  apiSession,
  baseURL,
  createStaffUser,
  seriousViolations,
  signIn,
  signUpCreator,
  type TestUser,
  toast,
} from "./fixtures";

/* Issue 20: a creator asks for a talent manager; the manager accepts (live); the roster shows their work. */

async function signedInPage(browser: Browser, user: TestUser, path: string) {
  const context = await browser.newContext();
  const page = await context.newPage();
  await signIn(page, user, path);
  return page;
}

test("a creator requests a manager; the manager accepts, live on the creator's page; the roster shows their open work", async ({
  browser,
  page,
}) => {
  // a story in several steps, live between two browsers or through a walk at every width: 20-40 s alone on
  // the two-core machine, so three times Playwright's 30 s (ADR 028, "Stories")
  test.slow();
  const tag = Date.now();
  // "Aa …" sorts first among the managers (the page lists them by name, twelve a page)
  const [creator, manager] = await Promise.all([
    signUpCreator(`Rosa Roster ${tag}`),
    createStaffUser("manager", `Aa Roster Manager ${tag}`),
  ]);
  // open work, made through the API as the creator's own screens make it
  const api = await request.newContext({ baseURL, extraHTTPHeaders: { origin: baseURL } });
  await apiSession(api, creator);
  const made = await api.post("/api/me/script-requests", { data: { title: "Intro script" } });
  expect(made.ok(), await made.text()).toBe(true);
  await api.dispose();

  await signIn(page, creator, "/creator-dashboard/select-talent-manager");
  await expect(page.getByText("You have no talent manager yet")).toBeVisible();
  const card = page.getByRole("listitem").filter({ hasText: manager.name });
  await expect(card.getByRole("link", { name: `Email Me: ${manager.name}` })).toHaveAttribute(
    "href",
    /^mailto:.+\?subject=.+&body=.+/,
  );
  await card.getByRole("button", { name: `Request ${manager.name}` }).click();
  await expect(toast(page)).toContainText("Request sent");
  const pending = page.getByRole("status").filter({ hasText: "Request pending" });
  await expect(pending).toContainText(manager.name);
  await expect(card.getByText("Requested")).toBeVisible();
  // the request's Withdraw replaced the button pressed: it has the focus (issue 35)
  await expect(pending.getByRole("button", { name: "Withdraw request" })).toBeFocused();
  expect(await seriousViolations(page)).toEqual([]);

  // the manager reaches the roster from the Talent Dashboard; the request is in their own view, My creators
  const staff = await signedInPage(browser, manager, "/talent-dashboard");
  await staff.getByRole("link", { name: "Creators", exact: true }).click();
  await expect(staff).toHaveURL(/\/talent-dashboard\/creators$/);
  await expect(staff.getByRole("row", { name: new RegExp(creator.name) })).toContainText(
    `Asked for ${manager.name}`,
  );
  await staff.getByLabel("Search creators").fill(creator.name);
  await expect(staff).toHaveURL(/\?q=/);
  const row = staff.getByRole("row", { name: new RegExp(creator.name) });
  await expect(row).toContainText(`Asked for ${manager.name}`);
  expect(await seriousViolations(staff)).toEqual([]);
  await row.getByRole("button", { name: `Accept request: ${creator.name}` }).click();
  await expect(toast(staff)).toContainText("Request accepted");

  // the creator's page, without a reload
  await expect(page.getByText(`${manager.name} looks after you`)).toBeVisible();
  await expect(pending).toHaveCount(0);
  await expect(card.getByText("Your manager")).toBeVisible();

  // the manager's own roster: the creator, with their open work
  await staff.getByRole("link", { name: "My creators" }).click();
  await expect(staff).toHaveURL(/\/talent-dashboard\/creators\?q=/);
  const mine = staff.getByRole("row", { name: new RegExp(creator.name) });
  await expect(mine).toContainText(manager.name);
  await expect(mine).toContainText("1 script request");
  expect(await seriousViolations(staff)).toEqual([]);

  // unassign asks first; the creator's page hears of it
  await mine.getByRole("button", { name: `Unassign manager: ${creator.name}` }).click();
  const confirm = staff.getByRole("alertdialog");
  await expect(confirm).toContainText(`Unassign ${manager.name} from ${creator.name}?`);
  await confirm.getByRole("button", { name: "Unassign" }).click();
  await expect(toast(staff)).toContainText("Manager unassigned");
  await expect(staff.getByText("No creators match your search.")).toBeVisible();
  await expect(page.getByText("You have no talent manager yet")).toBeVisible();

  // and any manager assigns one again from the creator's row, with the manager picker
  await staff.getByRole("link", { name: "All creators" }).first().click();
  await staff
    .getByRole("row", { name: new RegExp(creator.name) })
    .getByRole("button", { name: `Assign manager: ${creator.name}`, exact: true })
    .click();
  const dialog = staff.getByRole("dialog", { name: "Assign a talent manager" });
  await dialog.getByRole("button", { name: "Save" }).click();
  await expect(dialog.getByText("Choose a manager", { exact: true }).last()).toBeVisible();
  // the picker searches the managers on the server, never loading them all
  await dialog.getByLabel("Search managers").fill(`Roster Manager ${tag}`);
  await expect(dialog.getByLabel("Talent manager").getByRole("option")).toHaveCount(2);
  await dialog.getByLabel("Talent manager").selectOption({ label: manager.name });
  expect(await seriousViolations(staff)).toEqual([]);
  await dialog.getByRole("button", { name: "Save" }).click();
  await expect(toast(staff)).toContainText("Manager assigned");
  await expect(staff.getByRole("row", { name: new RegExp(creator.name) })).toContainText(manager.name);
  await expect(page.getByText(`${manager.name} looks after you`)).toBeVisible();
});
