import { expect, type Page, test } from "@playwright/test";
import { apiAs, createStaffUser, pickUp, signIn, signUpCreator, type TestUser, toast } from "./fixtures";

/*
 * Issue 18, section 4: after a row action or a dialog, focus is on the row that changed, the next row or the
 * control that opened the dialog; never on the page body (ui-guide, Access).
 */

const row = (page: Page, title: string) => page.getByRole("row", { name: new RegExp(title) });

/** A creator's editing projects, sent through the API as the form sends them. */
async function editingProjects(creator: TestUser, ...titles: string[]) {
  const api = await apiAs(creator);
  for (const title of titles) {
    const res = await api.post("/api/editing-projects", {
      data: { title, submittedFileUrl: "https://drive.example.com/raw.mp4", description: "" },
    });
    expect(res.ok(), await res.text()).toBe(true);
  }
  await api.dispose();
}

test("the editor's Accept: focus moves to the row's next action, in the list and on the board", async ({
  page,
}) => {
  const [creator, editor] = await Promise.all([signUpCreator(), createStaffUser("editor")]);
  const title = `Focus list ${Date.now()}`;
  const onBoard = `Focus board ${Date.now()}`;
  await editingProjects(creator, onBoard, title);
  await signIn(page, editor, "/editor-dashboard");

  await row(page, title)
    .getByRole("button", { name: `Accept ${title}` })
    .click();
  await expect(row(page, title)).toContainText("In Progress");
  await expect(row(page, title).getByRole("button", { name: `Mark as Completed: ${title}` })).toBeFocused();

  // the board: the card moved by keyboard to In Progress keeps the focus in its new column
  await page.getByRole("tab", { name: "Board" }).click();
  const card = (column: string) =>
    page.getByRole("region", { name: `${column} column` }).getByRole("button", { name: new RegExp(onBoard) });
  await pickUp(card("Pending"));
  await page.keyboard.press("ArrowRight");
  await expect(page.getByText(`${onBoard} is over In Progress.`)).toBeAttached();
  await page.keyboard.press("Space");
  await expect(card("In Progress")).toContainText(`Managed by ${editor.name}`);
  await expect(card("In Progress")).toBeFocused();
});

test("Escape on a project's details returns focus to its View Details button", async ({ page }) => {
  const creator = await signUpCreator();
  const title = `Details ${Date.now()}`;
  await editingProjects(creator, title);
  await signIn(page, creator, "/creator-dashboard/editing-management");
  const open = row(page, title).getByRole("button", { name: `View details of ${title}` });
  await open.click();
  const dialog = page.getByRole("dialog", { name: title });
  await expect(dialog.getByRole("list", { name: "History" })).toBeVisible();
  await page.keyboard.press("Escape");
  await expect(dialog).toBeHidden();
  await expect(open).toBeFocused();
});

test("the promoter's Manage → Save returns focus to the campaign's Manage button", async ({ page }) => {
  const [creator, promoter] = await Promise.all([signUpCreator(), createStaffUser("promoter")]);
  const api = await apiAs(creator);
  const res = await api.post("/api/campaigns", {
    data: { campaignType: "Brand Awareness", details: "Launch" },
  });
  expect(res.ok(), await res.text()).toBe(true);
  await api.dispose();
  await signIn(page, promoter, "/promoter-dashboard");
  const campaign = row(page, creator.name);
  const manage = campaign.getByRole("button", { name: "Manage Brand Awareness" });
  await manage.click();
  const dialog = page.getByRole("dialog", { name: "Manage campaign" });
  await dialog.getByLabel("Status").selectOption("Active");
  await dialog.getByRole("button", { name: "Save" }).click();
  await expect(toast(page)).toContainText("Campaign updated.");
  await expect(campaign).toContainText("Active");
  await expect(manage).toBeFocused();
});
