import { expect, type Page } from "@playwright/test";
import { createStaffUser, openAs, seriousViolations, signIn, signUpCreator, test, toast } from "./fixtures";

async function openAdminPanel(page: Page) {
  await page.getByRole("link", { name: "Admin Panel" }).click();
  await expect(page).toHaveURL(/\/talent-dashboard\/manage-users$/);
  await expect(page.getByRole("heading", { name: "Admin Panel" })).toBeVisible();
}

const rowOf = (page: Page, email: string) => page.getByRole("row").filter({ hasText: email });

async function search(page: Page, email: string) {
  await page.getByLabel("Search users").fill(email);
  await expect(page.getByRole("row")).toHaveCount(2); // the header and the one match
}

test("a manager makes a creator an editor; after a reload the creator sees the Editor Dashboard link", async ({
  browser,
  page,
}) => {
  const manager = await createStaffUser("manager");
  const creator = await signUpCreator();

  const creatorContext = await browser.newContext();
  const creatorPage = await creatorContext.newPage();
  await signIn(creatorPage, creator);
  await expect(creatorPage.getByRole("link", { name: "Editor Dashboard" })).toHaveCount(0);

  await signIn(page, manager);
  await openAdminPanel(page);
  await search(page, creator.email);
  const row = rowOf(page, creator.email);
  await expect(row).toContainText("Creator");
  await row.getByRole("button", { name: `Change role of ${creator.email}` }).click();
  const menu = page.getByRole("menu");
  // the current role's item is hidden
  await expect(menu.getByRole("menuitem")).toHaveText([
    "Promote to Manager",
    "Assign as Editor",
    "Assign as Designer",
    "Assign as Promoter",
  ]);
  await menu.getByRole("menuitem", { name: "Assign as Editor" }).click();
  await expect(toast(page)).toContainText("User role has been updated.");
  await expect(row).toContainText("Editor");

  await creatorPage.reload();
  await expect(creatorPage.getByRole("link", { name: "Editor Dashboard" })).toBeVisible();
  await creatorContext.close();
});

test("deleting asks for confirmation, and managers cannot be deleted", async ({ page }) => {
  const manager = await createStaffUser("manager");
  const otherManager = await createStaffUser("manager");
  const creator = await signUpCreator();
  await signIn(page, manager);
  await openAdminPanel(page);

  await search(page, otherManager.email);
  await expect(
    rowOf(page, otherManager.email).getByRole("button", { name: `Delete ${otherManager.email}` }),
  ).toBeDisabled();

  await search(page, creator.email);
  await rowOf(page, creator.email)
    .getByRole("button", { name: `Delete ${creator.email}` })
    .click();
  const dialog = page.getByRole("alertdialog");
  await expect(dialog).toContainText(creator.email);
  await dialog.getByRole("button", { name: "Cancel" }).click();
  await expect(rowOf(page, creator.email)).toBeVisible();

  await rowOf(page, creator.email)
    .getByRole("button", { name: `Delete ${creator.email}` })
    .click();
  await page.getByRole("alertdialog").getByRole("button", { name: "Delete user" }).click();
  await expect(toast(page)).toContainText("User has been deleted.");
  await expect(page.getByText("No users match your search.")).toBeVisible();
});

test("an account deletion request reaches the Admin Panel and can be marked done", async ({
  page,
  browser,
}) => {
  const creator = await signUpCreator();
  const manager = await createStaffUser("manager");

  await signIn(page, creator, "/creator-dashboard/settings");
  await page.getByRole("button", { name: "Delete Account" }).click();
  await page.getByRole("alertdialog").getByRole("button", { name: "Delete Account" }).click();
  await expect(toast(page)).toContainText("logged for manual processing");
  await expect(page).toHaveURL(/\/login$/);

  const managerContext = await browser.newContext();
  const managerPage = await managerContext.newPage();
  await signIn(managerPage, manager);
  await openAdminPanel(managerPage);
  const done = managerPage.getByRole("button", { name: `Mark as done: the request of ${creator.email}` });
  await done.click();
  await expect(done).toHaveCount(0);
  await managerContext.close();
});

test("a manager cannot change their own role, and the audit log shows who changed whose role", async ({
  page,
}) => {
  const manager = await createStaffUser("manager");
  const creator = await signUpCreator();
  await signIn(page, manager);
  await openAdminPanel(page);

  await search(page, manager.email);
  const own = rowOf(page, manager.email);
  await expect(own.getByRole("button", { name: "Change role" })).toBeDisabled();
  await expect(own).toContainText("You cannot change your own role. Another manager can do it for you.");

  await search(page, creator.email);
  const row = rowOf(page, creator.email);
  await row.getByRole("button", { name: `Change role of ${creator.email}` }).click();
  await page.getByRole("menu").getByRole("menuitem", { name: "Assign as Designer" }).click();
  await expect(toast(page)).toContainText("User role has been updated.");
  // among the newest entries (other tests running at once change roles too, so not always the very first)
  const log = page.getByRole("list", { name: "Audit log entries" });
  await expect(
    log
      .getByRole("listitem")
      .filter({ hasText: `${manager.email} changed ${creator.email} from Creator to Designer` }),
  ).toHaveCount(1);
});

test("after choosing a role by keyboard, focus stays on the menu's trigger", async ({ page, staff }) => {
  const creator = await signUpCreator();
  await openAs(page, await staff("manager"), "/talent-dashboard");
  await openAdminPanel(page);
  await search(page, creator.email);
  const trigger = rowOf(page, creator.email).getByRole("button", { name: `Change role of ${creator.email}` });
  await trigger.focus();
  await page.keyboard.press("Enter");
  await expect(page.getByRole("menu")).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]); // nothing hidden from assistive tech stays focusable
  await expect(page.getByRole("menuitem", { name: "Promote to Manager" })).toBeFocused();
  await page.keyboard.press("ArrowDown");
  await expect(page.getByRole("menuitem", { name: "Assign as Editor" })).toBeFocused();
  await page.keyboard.press("Enter");
  await expect(trigger).toBeFocused();
  await expect(toast(page)).toContainText("User role has been updated.");
  await expect(rowOf(page, creator.email)).toContainText("Editor");
  await expect(trigger).toBeFocused();
});

test("the user list that fails to load says so where the list would be, and 'Try again' brings it", async ({
  page,
}) => {
  const manager = await createStaffUser("manager");
  await signIn(page, manager);
  await page.route("**/api/admin/users?**", (route) =>
    route.fulfill({ status: 500, json: { error: "The database did not answer.", code: "internal" } }),
  );
  await openAdminPanel(page);
  const failure = page.getByRole("alert").filter({ hasText: "Could not load users" });
  await expect(failure).toBeVisible();
  await expect(failure).toContainText("The database did not answer.");
  await expect(toast(page)).toContainText("Error fetching users");
  // still there once the toast has gone (a toast lives 5 s, more than an expect's 5 s from its first sight)
  await expect(toast(page)).toHaveCount(0, { timeout: 8000 });
  await expect(failure).toBeVisible();

  await page.unroute("**/api/admin/users?**");
  await failure.getByRole("button", { name: "Try again" }).click();
  await expect(rowOf(page, manager.email)).toBeVisible();
  await expect(failure).toHaveCount(0);
});

test("a search with no match says so and offers to clear it", async ({ page }) => {
  const manager = await createStaffUser("manager");
  await signIn(page, manager);
  await openAdminPanel(page);
  await page.getByLabel("Search users").fill("no-such-person-anywhere");
  await expect(page.getByText("No users match your search.")).toBeVisible();
  await page.getByRole("button", { name: "Clear search" }).click();
  await expect(page.getByLabel("Search users")).toBeFocused();
  await expect(rowOf(page, manager.email)).toBeVisible();
});

test("a disabled Delete or role menu says why, and long emails are cut with the full value kept", async ({
  page,
}) => {
  const manager = await createStaffUser("manager");
  const otherManager = await createStaffUser("manager");
  const creator = await signUpCreator(
    undefined,
    `a.creator.with.a.very-long-address.${Date.now()}@an-agency-with-a-long-domain.example`,
  );
  await signIn(page, manager);
  await openAdminPanel(page);
  await search(page, otherManager.email);
  const remove = rowOf(page, otherManager.email).getByRole("button", {
    name: `Delete ${otherManager.email}`,
  });
  await expect(remove).toBeDisabled();
  const why = "A user with the manager role cannot be deleted. Revoke their role first.";
  await expect(remove).toHaveAccessibleDescription(why);
  await expect(rowOf(page, otherManager.email).getByText(why)).toBeVisible();
  // one's own row says why for both actions
  await search(page, manager.email);
  await expect(
    rowOf(page, manager.email).getByRole("button", { name: `Delete ${manager.email}` }),
  ).toHaveAccessibleDescription("You cannot delete your own account.");
  await expect(
    rowOf(page, manager.email).getByRole("button", { name: "Change role" }),
  ).toHaveAccessibleDescription("You cannot change your own role. Another manager can do it for you.");

  // on a phone the rows are cards; an address too long for the card ends in an ellipsis
  await page.setViewportSize({ width: 320, height: 700 });
  await page.getByLabel("Search users").fill(creator.email);
  const card = page.getByRole("list", { name: "Users" }).getByRole("listitem");
  await expect(card).toHaveCount(1);
  const email = card.getByText(creator.email, { exact: true });
  await expect(email).toHaveAttribute("title", creator.email);
  const cut = await email.evaluate((el) => ({
    ellipsis: getComputedStyle(el).textOverflow,
    lines: Math.round(el.getBoundingClientRect().height / Number.parseFloat(getComputedStyle(el).lineHeight)),
  }));
  expect(cut).toEqual({ ellipsis: "ellipsis", lines: 1 });
});

test("'Mark as done' confirms what it did", async ({ page, browser, staff }) => {
  const creator = await signUpCreator();
  const creatorContext = await browser.newContext();
  const creatorPage = await creatorContext.newPage();
  await signIn(creatorPage, creator, "/creator-dashboard/settings");
  await creatorPage.getByRole("button", { name: "Delete Account" }).click();
  await creatorPage.getByRole("alertdialog").getByRole("button", { name: "Delete Account" }).click();
  await expect(creatorPage).toHaveURL(/\/login$/);
  await creatorContext.close();

  await openAs(page, await staff("manager"), "/talent-dashboard");
  await openAdminPanel(page);
  await page.getByRole("button", { name: `Mark as done: the request of ${creator.email}` }).click();
  await expect(toast(page)).toContainText("Request marked as done");
  await expect(toast(page)).toContainText(creator.email);
  await expect(page.getByRole("heading", { name: "Account deletion requests" })).toBeFocused();
});

test("a manager's Danger Zone explains how a manager's account is removed instead of filing a request", async ({
  page,
  staff,
}) => {
  await openAs(page, await staff("manager"), "/talent-dashboard/settings");
  const danger = page.getByText("Danger Zone").locator("..").locator("..");
  await expect(danger).toContainText("ask another manager to revoke your manager role");
  await expect(page.getByRole("button", { name: "Delete Account" })).toHaveCount(0);
});
