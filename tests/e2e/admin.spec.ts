import { expect, type Page, test } from "@playwright/test";
import { createUserWithCli, signIn, signUpCreator, toast } from "./fixtures";

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
  const manager = await createUserWithCli("manager");
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
  const manager = await createUserWithCli("manager");
  const otherManager = await createUserWithCli("manager");
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
  const manager = await createUserWithCli("manager");

  await signIn(page, creator);
  await page.goto("/creator-dashboard/settings");
  await page.getByRole("button", { name: "Delete Account" }).click();
  await page.getByRole("alertdialog").getByRole("button", { name: "Delete Account" }).click();
  await expect(toast(page)).toContainText("logged for manual processing");
  await expect(page).toHaveURL(/\/login$/);

  const managerContext = await browser.newContext();
  const managerPage = await managerContext.newPage();
  await signIn(managerPage, manager);
  await openAdminPanel(managerPage);
  const done = managerPage.getByRole("button", { name: `Mark the request of ${creator.email} as done` });
  await done.click();
  await expect(done).toHaveCount(0);
  await managerContext.close();
});
